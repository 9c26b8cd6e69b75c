// Sends what the outbox holds: claims due rows through public.claim_outbox (rows another sender holds
// are skipped), sends each, and marks it sent, or failed with a retry after an exponential backoff.
// Used right after a lead is committed (its own rows) and by process-outbox (everything due, the
// static host's rebuild calls that listing saves queue included). Lead alerts (push, sms) may also
// wait for the end of quiet hours or be skipped (lead-alerts.ts). Each message goes once: a row sent
// but not marked is marked, not sent again, and a row in doubt goes again only in a way its provider
// recognises (docs/decisions/030-each-message-once.md).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { LeadConfig } from './config.ts';
import { type DeliveryOutcome, PermanentDeliveryError, RecipientRefused, type Sent } from './delivery.ts';
import { type AlertPayload, type AlertSettings, deliverLeadAlert, readAlertSettings } from './lead-alerts.ts';
import type { MailMessage, Mailer } from './mail.ts';

/** An email as queued: the From and the Message-ID are added when it is sent. */
export type EmailPayload = Omit<MailMessage, 'messageId' | 'from'>;

export interface WebhookPayload {
  url: string;
  body: unknown;
}

/** Queued by a trigger on public.listings: why, never what (no listing or visitor text). */
export interface SiteRebuildPayload {
  reason: 'listings';
}

export interface OutboxRow {
  id: string;
  kind: 'agent_email' | 'visitor_email' | 'webhook' | 'site_rebuild' | 'push' | 'sms';
  lead_id: string | null;
  payload: EmailPayload | WebhookPayload | SiteRebuildPayload | AlertPayload;
  attempts: number;
  /** An earlier attempt ended with no answer recorded: the message may have gone. */
  in_doubt: boolean;
  created_at: string;
}

/** What a function puts in the outbox with its lead (see public.submit_lead). */
export interface OutboxMessage {
  kind: OutboxRow['kind'];
  dedupe_key: string;
  payload: EmailPayload | WebhookPayload;
  /** For a subscription: queue it only while the subscriber is pending confirmation. */
  only_if_pending?: boolean;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
  /** Alerts deferred to the end of quiet hours, or skipped for good. */
  held: number;
}

const encoder = new TextEncoder();

export async function hmacSha256Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, encoder.encode(body));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * POSTs the lead as JSON. `X-Signature-256: sha256=<hex>` is the HMAC-SHA256 of the exact body with
 * LEAD_WEBHOOK_SECRET; `X-Webhook-Id` (the outbox row) stays the same across retries.
 */
async function postWebhook(row: OutboxRow, payload: WebhookPayload, secret: string): Promise<void> {
  const body = JSON.stringify(payload.body);
  const response = await fetch(payload.url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'User-Agent': 'agent-sites-leads/1',
      'X-Webhook-Id': row.id,
      'X-Webhook-Timestamp': String(Math.floor(Date.now() / 1000)),
      'X-Signature-256': `sha256=${await hmacSha256Hex(secret, body)}`,
    },
    body,
    // A redirect is an answer, not an address to post the signed lead to: the URL is the
    // server's setting, and a receiver that moved is refused until that setting follows it.
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
}

/**
 * Why a request failed, without the URL's path: a hook's path is its secret (anyone holding it can
 * start builds), and the error is kept in the outbox and shown to the agent in failed deliveries.
 * Deno's network errors quote the whole URL; Node's say "fetch failed" and give the reason as the cause.
 */
function reasonWithout(url: string, error: unknown): string {
  const { pathname, search } = new URL(url);
  const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
  let reason = `${error instanceof Error ? error.message : String(error)}${cause}`;
  // The longer first, so that no query is left behind a replaced path.
  for (const secret of [pathname + search, pathname]) {
    if (secret.length > 1) reason = reason.replaceAll(secret, '/…');
  }
  return reason;
}

/**
 * Asks the static host for a new build: a Netlify build hook or a Cloudflare Pages deploy hook is a
 * plain POST URL that needs no body or signature. A redirect is not followed (fetch would turn the
 * POST into a GET that builds nothing): it fails like any other answer but 2xx, and is retried.
 */
async function postRebuildHook(url: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'agent-sites-rebuild/1' },
      body: '{}',
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new Error(
      `The rebuild hook at ${new URL(url).host} could not be reached: ${reasonWithout(url, error)}`,
      { cause: error },
    );
  }
  await response.body?.cancel();
  if (!response.ok) throw new Error(`The rebuild hook answered ${response.status}`);
}

export function messageIdFor(rowId: string, siteUrl: string): string {
  return `<${rowId}@${new URL(siteUrl).hostname || 'localhost'}>`;
}

/** What sending needs besides the row. */
interface Sender {
  admin: SupabaseClient;
  mailer: Mailer;
  config: LeadConfig;
  now: Date;
  alertSettings: () => Promise<AlertSettings>;
}

const NOT_ANSWERED: Sent = { providerRef: undefined };

async function sendRow(row: OutboxRow, sender: Sender): Promise<DeliveryOutcome | Sent> {
  const { mailer, config } = sender;
  if (row.kind === 'push' || row.kind === 'sms') {
    return deliverLeadAlert(
      { ...row, kind: row.kind, payload: row.payload as AlertPayload },
      { admin: sender.admin, config, now: sender.now, settings: sender.alertSettings },
    );
  }
  if (row.kind === 'webhook') {
    if (!config.webhook) throw new Error('LEAD_WEBHOOK_SECRET is not set: the webhook cannot be signed');
    await postWebhook(row, row.payload as WebhookPayload, config.webhook.secret);
    return NOT_ANSWERED;
  }
  if (row.kind === 'site_rebuild') {
    // No hook configured: nothing is called and the row is marked sent, not retried. The local
    // backend needs none: it serves the site itself and brings its pages up to date from its own
    // database, so a save shows without a build. Only a site uploaded to a static host needs
    // SITE_REBUILD_HOOK_URL.
    if (!config.siteRebuildHookUrl) return NOT_ANSWERED;
    if (config.siteRebuildHookProblem) throw new Error(config.siteRebuildHookProblem);
    await postRebuildHook(config.siteRebuildHookUrl);
    return NOT_ANSWERED;
  }
  // In doubt, an email goes again as the same message: Resend takes the same Idempotency-Key as a
  // repeat and sends nothing; over SMTP the same Message-ID lets a receiver tell the copy.
  const email = row.payload as EmailPayload;
  const providerRef = await mailer.send({
    messageId: messageIdFor(row.id, config.siteUrl),
    from: config.mailFrom,
    to: email.to,
    ...(email.replyTo ? { replyTo: email.replyTo } : {}),
    subject: email.subject,
    html: email.html,
    text: email.text,
    ...(email.headers ? { headers: email.headers } : {}),
    ...(email.attachments?.length ? { attachments: email.attachments } : {}),
  });
  return { providerRef };
}

/**
 * Rows this process sent whose "sent" mark could not be written (a full disk, a lost connection),
 * with the provider's answer. Their marks are written again before each batch; such a row claimed
 * again (its lease passed) is marked without being sent. Held in memory: a process that dies with
 * it leaves the rows in doubt, for the provider's own means (decision 030).
 */
const unmarked = new Map<string, string | undefined>();

async function markSent(
  admin: SupabaseClient,
  id: string,
  providerRef: string | undefined,
): Promise<boolean> {
  const done = await admin.rpc('complete_outbox', { outbox_id: id, provider_ref: providerRef ?? null });
  if (done.error) {
    unmarked.set(id, providerRef);
    console.warn(
      `Outbox ${id} was sent but not marked; the mark will be written again: ${done.error.message}`,
    );
    return false;
  }
  unmarked.delete(id);
  return true;
}

/** Writes again the marks that could not be written; answers how many are still unwritten. */
export async function markUnmarked(admin: SupabaseClient): Promise<number> {
  for (const [id, providerRef] of [...unmarked]) {
    if (!(await markSent(admin, id, providerRef))) break;
  }
  return unmarked.size;
}

/** Claims up to `limit` due rows (only one lead's, when given) and sends them. */
export async function deliverOutbox(
  admin: SupabaseClient,
  mailer: Mailer,
  config: LeadConfig,
  options: { lead?: string; limit?: number; now?: Date } = {},
): Promise<DeliveryReport & { claimed: number }> {
  await markUnmarked(admin);
  const { data, error } = await admin.rpc('claim_outbox', {
    max_rows: options.limit ?? 20,
    for_lead: options.lead ?? null,
    lease_seconds: 120,
    sender: config.outboxSender ?? null,
  });
  if (error) throw new Error(`The outbox could not be read: ${error.message}`);
  const rows = (data ?? []) as OutboxRow[];
  let settings: Promise<AlertSettings> | undefined;
  const sender: Sender = {
    admin,
    mailer,
    config,
    now: options.now ?? new Date(),
    alertSettings: () => (settings ??= readAlertSettings(admin)),
  };
  const results = await Promise.all(
    rows.map(async (row) => {
      // Sent by this process already, its mark lost: marked now, not sent again.
      if (unmarked.has(row.id)) {
        await markSent(admin, row.id, unmarked.get(row.id));
        return 'sent';
      }
      let outcome: DeliveryOutcome | Sent;
      try {
        outcome = await sendRow(row, sender);
      } catch (sendError) {
        const message = sendError instanceof Error ? sendError.message : String(sendError);
        const failed = await admin.rpc('fail_outbox', {
          outbox_id: row.id,
          error: message,
          retry_base_seconds: config.retryBaseSeconds,
          // A refusal no retry changes fails at once, so the agent sees it in failed deliveries.
          ...(sendError instanceof PermanentDeliveryError ? { max_attempts: 1 } : {}),
        });
        if (failed.error) console.warn(`Outbox ${row.id}: ${failed.error.message}`);
        // An address that takes no mail stops its saved searches (nothing, for another lead's email).
        if (sendError instanceof RecipientRefused && row.kind === 'visitor_email' && row.lead_id) {
          const stopped = await admin.rpc('stop_saved_searches', {
            reason: `Bounced: ${message}`,
            outbox_id: row.id,
          });
          if (stopped.error) console.warn(`Outbox ${row.id}: ${stopped.error.message}`);
        }
        return 'failed';
      }
      if (!('providerRef' in outcome)) {
        const held =
          'deferUntil' in outcome
            ? await admin.rpc('defer_outbox', { outbox_id: row.id, until: outcome.deferUntil.toISOString() })
            : await admin.rpc('skip_outbox', { outbox_id: row.id, reason: outcome.skipped });
        // Not marked: the row is tried again after its lease, and decided the same way.
        if (held.error) console.warn(`Outbox ${row.id}: ${held.error.message}`);
        return 'held';
      }
      await markSent(admin, row.id, outcome.providerRef);
      return 'sent';
    }),
  );
  const count = (result: string) => results.filter((each) => each === result).length;
  return { claimed: rows.length, sent: count('sent'), failed: count('failed'), held: count('held') };
}

/**
 * Runs `task` after the response: on Supabase's runtime through EdgeRuntime.waitUntil (the worker
 * stays alive for it), elsewhere unawaited. Errors are logged, never thrown: the lead is already safe
 * in the outbox, and process-outbox retries.
 */
export function afterResponse(task: () => Promise<unknown>): void {
  const promise = task().catch((error: unknown) => {
    console.warn('Delivery after the response failed; the outbox will retry:', error);
  });
  const runtime = (globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } })
    .EdgeRuntime;
  runtime?.waitUntil(promise);
}
