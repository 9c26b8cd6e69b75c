// process-outbox: queues pending coming-soon alerts, then sends every due outbox row (emails and
// webhooks), retrying failures with backoff.
// Only the service role may call it: pg_cron on Supabase (see supabase/README.md), the local
// backend's timer, or an operator with the service role key.
import { createClient } from '@supabase/supabase-js';
import { loadLeadConfig } from '../_shared/config.ts';
import { type Env, failure, json } from '../_shared/http.ts';
import { queueListingAlerts } from '../_shared/listing-alerts.ts';
import { createMailer } from '../_shared/mail.ts';
import { deliverOutbox } from '../_shared/outbox.ts';

const BATCH = 50;
/** Batches per call: a backlog drains over several runs rather than in one long request. */
const MAX_BATCHES = 10;

export default function createProcessOutbox(env: Env): (request: Request) => Promise<Response> {
  const config = loadLeadConfig(env);
  const admin = createClient(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const mailer = createMailer(config.mail);

  return async (request) => {
    if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST.');
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (token !== config.serviceRoleKey) {
      return failure(403, 'service_role_only', 'Only the service role can process the outbox.');
    }
    const total = { alertsQueued: 0, claimed: 0, sent: 0, failed: 0 };
    try {
      // Coming-soon alerts recorded since the last run join the outbox first.
      total.alertsQueued = await queueListingAlerts(admin, config);
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const report = await deliverOutbox(admin, mailer, config, { limit: BATCH });
        total.claimed += report.claimed;
        total.sent += report.sent;
        total.failed += report.failed;
        if (report.claimed < BATCH) break;
      }
    } catch (error) {
      console.error('The outbox could not be processed:', error);
      return failure(503, 'unavailable', 'The outbox could not be read.');
    }
    return json(200, total);
  };
}
