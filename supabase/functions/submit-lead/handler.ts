// submit-lead: the inquiry (and tour, valuation, Florida, pre-approval), review, partnership and
// subscribe forms. See _shared/lead-submission.ts for the contract and supabase/README.md.
import type { Env } from '../_shared/http.ts';
import { createLeadHandler } from '../_shared/lead-submission.ts';

export default function createSubmitLead(env: Env): (request: Request) => Promise<Response> {
  return createLeadHandler(env, { kinds: ['inquiry', 'review', 'partnership', 'subscribe'] });
}
