import type { LeadKind } from '@agent-sites/schemas';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isEngaged, subscribeEngagement } from '../../app/engagement.ts';
import type { LeadReply } from './reply-promise.ts';

/**
 * The agent's promise to a lead of `kind` sent now (decision 047): "within 15 minutes" in working
 * hours, "after 8 AM" or "tomorrow after 8 AM" outside them, as the submission would promise it.
 * Undefined as the page is rendered and hydrated, and until the backend has answered: the page
 * then keeps the words it was rendered with. The read (react-query and the fetch, `promise-read.ts`)
 * starts on the visitor's first sign of using the page, as the listings' fresh read does
 * (`app/engagement.ts`), so it is not part of what a page loads before the visitor does anything.
 */
export function usePagePromise(kind: LeadKind): LeadReply | undefined {
  const engaged = useSyncExternalStore(subscribeEngagement, isEngaged, () => false);
  const [reply, setReply] = useState<{ kind: LeadKind; reply: LeadReply | null | undefined }>();
  useEffect(() => {
    if (!engaged) return;
    let stop: (() => void) | undefined;
    let active = true;
    void import('./promise-read.ts').then(({ watchPagePromise }) => {
      if (active) stop = watchPagePromise(kind, (answer) => setReply({ kind, reply: answer }));
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [engaged, kind]);
  return (reply?.kind === kind && reply.reply) || undefined;
}

/**
 * A page's sentence that promises the agent's reply, `words(when)`: worded with `anyHour` (true at
 * any hour, such as "within 15 minutes during my working hours") as rendered, and with the agent's
 * promise now ("after 8 AM") once the page has read it.
 */
export function usePromised(kind: LeadKind, words: (when: string) => string, anyHour: string): string {
  return words(usePagePromise(kind)?.text ?? anyHour);
}
