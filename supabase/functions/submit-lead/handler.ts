// submit-lead: the inquiry (relocation, pre-approval and general questions), tour request, valuation
// request, review, partnership and subscribe forms. See _shared/lead-submission.ts for the contract
// and supabase/README.md.
import type { Env } from '../_shared/http.ts';
import { createLeadHandler } from '../_shared/lead-submission.ts';

/** `clock` is the time the function takes as now: tests fix it (a lead sent at 4 AM). */
export default function createSubmitLead(
  env: Env,
  clock?: () => Date,
): (request: Request) => Promise<Response> {
  return createLeadHandler(env, {
    kinds: ['inquiry', 'tour', 'valuation', 'relocation', 'open_house', 'review', 'partnership', 'subscribe'],
    clock,
  });
}
