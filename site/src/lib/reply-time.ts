import type { LeadKind } from '@agent-sites/schemas';
import { usePromised } from '@agent-sites/site-engine/features/leads/page-promise.ts';
import { replyAnyHour } from '../content/reply-time.ts';
import type { Promised } from '../content/types.ts';

/**
 * A sentence of mine that promises a reply to a lead of `kind`: "within 15 minutes during my
 * working hours" as rendered, the promise I would make now once the page has read it.
 */
export const useReplyTime = (kind: LeadKind, words: Promised): string =>
  usePromised(kind, words, replyAnyHour);
