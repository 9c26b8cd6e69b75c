import type { LeadKind } from '@agent-sites/schemas';
import { QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import { projectUrl } from '../../config/env.ts';
import type { LeadReply } from './reply-promise.ts';

/** How often a page open for a while asks again: the promise changes when work starts or stops. */
const MINUTE = 60_000;

/**
 * The agent's promise to a lead of `kind` sent now, from the backend's `reply-promise` function (a
 * plain GET, no key, cacheable for a minute): `null` when none is owed or the function could not
 * tell. Its answer is `{ kind, reply: { text, inHours, by } | null }`.
 */
export const pagePromiseQuery = (kind: LeadKind) =>
  queryOptions({
    queryKey: ['reply-promise', kind],
    staleTime: MINUTE,
    refetchInterval: MINUTE,
    refetchOnWindowFocus: true,
    retry: 1,
    queryFn: async ({ signal }): Promise<LeadReply | null> => {
      const url = `${projectUrl()}/functions/v1/reply-promise?kind=${encodeURIComponent(kind)}`;
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`reply-promise answered ${response.status}`);
      const body = (await response.json()) as { reply?: LeadReply | null };
      return body.reply ?? null;
    },
  });

/** The promises' cache, kept across navigations; mounted once, as live-read.ts does its own. */
const client = new QueryClient();
client.mount();

/**
 * Watches the promise with react-query's own `QueryObserver`: each answer goes to `onReply`
 * (undefined while none has come, or when the read failed); the returned function stops watching.
 */
export function watchPagePromise(kind: LeadKind, onReply: (reply: LeadReply | null | undefined) => void) {
  const observer = new QueryObserver(client, pagePromiseQuery(kind));
  const stop = observer.subscribe(({ data }) => onReply(data));
  onReply(observer.getCurrentResult().data);
  return stop;
}
