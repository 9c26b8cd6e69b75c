// process-outbox: queues pending coming-soon alerts, saved-search alerts (instant ones, and the
// digests now due), and the reminders of lead alerts whose lead is still new ten minutes on, then sends every due outbox row (emails, webhooks, site rebuilds, push
// and text alerts), retrying failures with backoff.
// Only the service role may call it: pg_cron on Supabase (see supabase/README.md), the local
// backend's timer, or an operator with the service role key.
import { createClient } from '@supabase/supabase-js';
import { loadLeadConfig } from '../_shared/config.ts';
import { type Env, failure, json } from '../_shared/http.ts';
import { queueLeadReminders } from '../_shared/lead-alerts.ts';
import { queueListingAlerts } from '../_shared/listing-alerts.ts';
import { createMailer } from '../_shared/mail.ts';
import { deliverOutbox } from '../_shared/outbox.ts';
import { queueSavedSearchAlerts } from '../_shared/saved-search-alerts.ts';

const BATCH = 50;
/** Batches per call: a backlog drains over several runs rather than in one long request. */
const MAX_BATCHES = 10;

/**
 * `clock` is the time the run takes as now (for reminders, quiet hours, saved-search digests and
 * their ceilings): tests move it on rather than wait.
 */
export default function createProcessOutbox(
  env: Env,
  clock: () => Date = () => new Date(),
): (request: Request) => Promise<Response> {
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
    const total = {
      alertsQueued: 0,
      searchAlertsQueued: 0,
      remindersQueued: 0,
      claimed: 0,
      sent: 0,
      failed: 0,
      held: 0,
    };
    const now = clock();
    try {
      // Coming-soon alerts recorded since the last run, and reminders now due, join the outbox first.
      total.alertsQueued = await queueListingAlerts(admin, config);
      // A fault in the saved-search alerts must not hold back the leads' emails behind it.
      total.searchAlertsQueued = await queueSavedSearchAlerts(admin, config, { now }).catch(
        (error: unknown) => {
          console.error('Saved-search alerts could not be queued; the next run tries again:', error);
          return 0;
        },
      );
      total.remindersQueued = await queueLeadReminders(admin, now);
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const report = await deliverOutbox(admin, mailer, config, { limit: BATCH, now });
        total.claimed += report.claimed;
        total.sent += report.sent;
        total.failed += report.failed;
        total.held += report.held;
        if (report.claimed < BATCH) break;
      }
    } catch (error) {
      console.error('The outbox could not be processed:', error);
      return failure(503, 'unavailable', 'The outbox could not be read.');
    }
    return json(200, total);
  };
}
