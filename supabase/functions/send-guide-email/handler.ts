// send-guide-email: the free guide's form. Stores the request as a lead, and queues the guide
// email (GUIDE_EMAIL, guide-email.ts) to the visitor and the notification to the agent in the same
// transaction.
import type { Env } from '../_shared/http.ts';
import { createLeadHandler } from '../_shared/lead-submission.ts';
import { guideEmail, loadGuideEmail } from './guide-email.ts';

export default function createSendGuideEmail(env: Env): (request: Request) => Promise<Response> {
  const guide = loadGuideEmail(env);
  return createLeadHandler(env, {
    kinds: ['guide'],
    requestedEmail: (lead, config) => guideEmail(guide, lead, config),
  });
}
