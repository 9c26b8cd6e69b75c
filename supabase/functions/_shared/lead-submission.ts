// The form functions' one code path (submit-lead, send-guide-email): parse and check the request,
// validate the values with the same yup schema the form uses, then store the lead, its consent and
// its outbox rows in one transaction (public.submit_lead) and answer only once that is committed.
// Emails go out after the answer; a mail outage delays them but loses nothing.
import {
  consentTextShown,
  guideRequestSchema,
  inquirySchema,
  MESSAGES,
  partnershipSchema,
  reviewSchema,
  subscribeSchema,
} from '@agent-sites/schemas';
import { createClient } from '@supabase/supabase-js';
import { type LeadConfig, loadLeadConfig } from './config.ts';
import { clientIp, corsHeaders, readText, reply, TooLarge } from './form-http.ts';
import type { Env } from './http.ts';
import {
  agentEmail,
  inquiryConfirmation,
  type LeadForEmail,
  type LeadKind,
  type ListingSnapshot,
  subscribeConfirmation,
} from './lead-emails.ts';
import { createMailer } from './mail.ts';
import { afterResponse, deliverOutbox, type EmailPayload, type OutboxMessage } from './outbox.ts';

export const BODY_LIMIT = 32 * 1024;

/** What this code needs of a yup object schema. */
interface LeadSchema {
  validate(values: unknown, options: { abortEarly: boolean; stripUnknown: boolean }): Promise<unknown>;
}

/** The shared schema that validates each kind of lead. */
export const LEAD_SCHEMAS: Record<LeadKind, LeadSchema> = {
  inquiry: inquirySchema,
  review: reviewSchema,
  partnership: partnershipSchema,
  guide: guideRequestSchema,
  subscribe: subscribeSchema,
};

const VARIANT = /^[a-z0-9][a-z0-9-]{0,39}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
// PostgreSQL cannot store NUL in text, nor a UTF-16 half surrogate in JSON.
const LONE_SURROGATE = /\p{Cs}/u;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

interface Envelope {
  kind: LeadKind;
  values: Record<string, unknown>;
  page: string;
  listingSlug: string | undefined;
  variant: string | undefined;
  consentText: string | undefined;
  elapsedMs: number | undefined;
  honeypot: boolean;
}

export interface LeadHandlerOptions {
  /** The kinds this function accepts. */
  kinds: readonly LeadKind[];
  /** The email the visitor asked for (the guide), queued with the lead. */
  requestedEmail?: (lead: LeadForEmail, config: LeadConfig) => EmailPayload;
}

function hasUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (Array.isArray(value)) return value.some(hasUnstorableText);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => unstorable(key) || hasUnstorableText(item));
  }
  return false;
}

const optionalString = (value: unknown, max: number) =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);

/** The envelope around the values, or what is wrong with it. */
function parseEnvelope(body: Record<string, unknown>, kinds: readonly LeadKind[]): Envelope | string {
  const { kind, values, page, listingSlug, variant, consentText, elapsedMs, website } = body;
  if (typeof kind !== 'string' || !(kinds as readonly string[]).includes(kind)) {
    return `kind must be one of ${kinds.join(', ')}.`;
  }
  if (values !== undefined && (typeof values !== 'object' || values === null || Array.isArray(values))) {
    return 'values must be an object with the form fields.';
  }
  if (typeof page !== 'string' || page.trim() === '' || page.length > 2048) {
    return 'page must be the path of the page the form is on.';
  }
  if (!optionalString(listingSlug, 200)) return 'listingSlug must be a listing slug.';
  if (!optionalString(variant, 40) || (typeof variant === 'string' && variant && !VARIANT.test(variant))) {
    return 'variant must be a short lower-case name such as tour or seller.';
  }
  if (!optionalString(consentText, 2000))
    return 'consentText must be the consent label shown (2,000 characters at most).';
  if (
    elapsedMs !== undefined &&
    elapsedMs !== null &&
    (typeof elapsedMs !== 'number' || !Number.isFinite(elapsedMs))
  ) {
    return 'elapsedMs must be a number of milliseconds.';
  }
  return {
    kind: kind as LeadKind,
    values: (values ?? {}) as Record<string, unknown>,
    page,
    listingSlug: typeof listingSlug === 'string' && listingSlug ? listingSlug : undefined,
    variant: typeof variant === 'string' && variant ? variant : undefined,
    consentText: typeof consentText === 'string' && consentText.trim() ? consentText : undefined,
    elapsedMs: typeof elapsedMs === 'number' ? elapsedMs : undefined,
    honeypot: website !== undefined && website !== null && website !== '',
  };
}

/** The schema's own messages, the first per field, or the cleaned values. */
async function validate(
  kind: LeadKind,
  values: Record<string, unknown>,
): Promise<{ fields: Record<string, unknown> } | { fieldErrors: Record<string, string> }> {
  try {
    const fields = await LEAD_SCHEMAS[kind].validate(values, { abortEarly: false, stripUnknown: true });
    return { fields: fields as Record<string, unknown> };
  } catch (error) {
    const inner = (error as { name?: string; inner?: { path?: string; message: string }[] }).inner;
    if ((error as { name?: string }).name !== 'ValidationError' || !inner) throw error;
    const fieldErrors: Record<string, string> = {};
    for (const problem of inner) fieldErrors[problem.path ?? 'values'] ??= problem.message;
    return { fieldErrors };
  }
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function createLeadHandler(
  env: Env,
  options: LeadHandlerOptions,
): (request: Request) => Promise<Response> {
  const config = loadLeadConfig(env);
  const admin = createClient(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const mailer = createMailer(config.mail);
  const unavailable = `We couldn't save your message just now. Please try again in a minute, or call ${config.agent.name} at ${config.agent.phone}.`;

  async function findListing(slug: string): Promise<ListingSnapshot | undefined> {
    if (!SLUG.test(slug)) return undefined;
    const { data, error } = await admin
      .from('listings')
      .select('id, slug, title, address, city, state, zip_code')
      .eq('slug', slug)
      .maybeSingle();
    if (error) throw new Error(`The listing could not be read: ${error.message}`);
    if (!data) return undefined;
    return {
      id: data.id as string,
      slug: data.slug as string,
      title: data.title as string,
      address: `${String(data.address)}, ${String(data.city)}, ${String(data.state)} ${String(data.zip_code)}`,
    };
  }

  function outboxFor(
    lead: LeadForEmail,
    subscriber?: { email: string; confirm_token: string },
  ): OutboxMessage[] {
    const messages: OutboxMessage[] = [
      { kind: 'agent_email', dedupe_key: `lead:${lead.id}:agent`, payload: agentEmail(lead, config) },
    ];
    if (lead.kind === 'inquiry') {
      messages.push({
        kind: 'visitor_email',
        dedupe_key: `lead:${lead.id}:confirmation`,
        payload: inquiryConfirmation(lead, config),
      });
    }
    if (options.requestedEmail) {
      messages.push({
        kind: 'visitor_email',
        dedupe_key: `lead:${lead.id}:requested`,
        payload: options.requestedEmail(lead, config),
      });
    }
    if (subscriber) {
      const confirmUrl = `${config.functionsUrl}/subscription?action=confirm&token=${subscriber.confirm_token}`;
      messages.push({
        kind: 'visitor_email',
        dedupe_key: `lead:${lead.id}:subscribe`,
        payload: subscribeConfirmation(subscriber.email, confirmUrl, config),
        only_if_pending: true,
      });
    }
    if (config.webhook) {
      messages.push({
        kind: 'webhook',
        dedupe_key: `lead:${lead.id}:webhook`,
        payload: {
          url: config.webhook.url,
          body: {
            event: 'lead.created',
            lead: {
              id: lead.id,
              kind: lead.kind,
              fields: lead.fields,
              page: lead.page,
              variant: lead.variant ?? null,
              listing: lead.listing ?? null,
              listingSlug: lead.listingSlug ?? null,
              createdAt: lead.createdAt.toISOString(),
            },
          },
        },
      });
    }
    return messages;
  }

  return async (request) => {
    const cors = corsHeaders(request, config.corsOrigins);
    const refuse = (status: number, error: string, message: string, extra: Record<string, unknown> = {}) =>
      reply(status, { error, message, ...extra }, cors);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') return refuse(405, 'method_not_allowed', 'Send the form with POST.');
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== 'application/json') {
      return refuse(400, 'bad_request', 'Send the form as JSON (Content-Type: application/json).');
    }
    let body: unknown;
    try {
      body = JSON.parse(await readText(request, BODY_LIMIT));
    } catch (error) {
      if (error instanceof TooLarge) {
        return refuse(413, 'too_large', `The form is too large to send (${BODY_LIMIT / 1024} kB at most).`);
      }
      return refuse(400, 'bad_request', 'The request body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return refuse(400, 'bad_request', 'The request body must be a JSON object.');
    }
    if (hasUnstorableText(body)) {
      return refuse(
        400,
        'bad_request',
        'The form contains characters that cannot be stored (NUL or broken Unicode).',
      );
    }
    const envelope = parseEnvelope(body as Record<string, unknown>, options.kinds);
    if (typeof envelope === 'string') return refuse(400, 'bad_request', envelope);
    const checked = await validate(envelope.kind, envelope.values);
    if ('fieldErrors' in checked) {
      return refuse(400, 'invalid', MESSAGES.requiredFields, { fieldErrors: checked.fieldErrors });
    }
    // The consent kept and emailed is the server's own copy of the wording the form showed: a
    // client's text is only used to tell which wording that was, never stored or sent anywhere.
    const consentText = consentTextShown(envelope.kind, envelope.consentText);
    if (envelope.kind === 'inquiry' && !consentText) {
      return refuse(
        400,
        'invalid',
        envelope.consentText
          ? 'The consent text sent is not the one this form shows. Reload the page and try again.'
          : 'The consent text shown with the form must be sent with an inquiry.',
        { fieldErrors: { consent: MESSAGES.consentRequired.description } },
      );
    }

    const tooFast = envelope.elapsedMs !== undefined && envelope.elapsedMs < config.minFillMs;
    const spam = envelope.honeypot || tooFast;
    const notes: string[] = [];
    if (envelope.honeypot) notes.push('Spam: the hidden website field was filled in.');
    if (tooFast) notes.push(`Spam: sent ${Math.round(envelope.elapsedMs ?? 0)} ms after the form appeared.`);

    try {
      const listing = envelope.listingSlug ? await findListing(envelope.listingSlug) : undefined;
      if (envelope.listingSlug && !listing) {
        notes.push(`The form named the listing "${envelope.listingSlug}", which does not exist.`);
      }
      const lead: LeadForEmail = {
        id: crypto.randomUUID(),
        kind: envelope.kind,
        fields: checked.fields,
        page: envelope.page,
        variant: envelope.variant,
        listingSlug: envelope.listingSlug,
        listing,
        consentText,
        createdAt: new Date(),
      };
      const subscriber =
        envelope.kind === 'subscribe' && !spam
          ? {
              email: String(checked.fields.email),
              confirm_token: randomToken(),
              unsubscribe_token: randomToken(),
            }
          : undefined;
      const { data, error } = await admin.rpc('submit_lead', {
        lead: {
          id: lead.id,
          kind: lead.kind,
          state: spam ? 'spam' : 'new',
          fields: lead.fields,
          page: lead.page,
          variant: lead.variant ?? null,
          listing_id: listing?.id ?? null,
          listing_slug: lead.listingSlug ?? null,
          listing_title: listing?.title ?? null,
          listing_address: listing?.address ?? null,
          ip: clientIp(request, config.trustedProxyHops) ?? null,
          user_agent: request.headers.get('user-agent')?.slice(0, 512) ?? null,
          notes: notes.join('\n'),
        },
        consent_text: consentText ?? null,
        outbox: spam ? [] : outboxFor(lead, subscriber),
        subscriber: subscriber ?? null,
        rate_limit: config.rateLimit.max,
        rate_window_seconds: config.rateLimit.windowSeconds,
      });
      if (error) throw new Error(`The lead could not be stored: ${error.message}`);
      const result = data as { status: 'stored' | 'rate_limited'; id?: string; retry_after?: number };
      if (result.status === 'rate_limited') {
        const seconds = result.retry_after ?? config.rateLimit.windowSeconds;
        return reply(
          429,
          {
            error: 'rate_limited',
            message: `Too many messages from your connection. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}, or call ${config.agent.name} at ${config.agent.phone}.`,
          },
          cors,
          { 'Retry-After': String(seconds) },
        );
      }
      if (!spam) afterResponse(() => deliverOutbox(admin, mailer, config, { lead: lead.id }));
      return reply(200, { ok: true, id: lead.id }, cors);
    } catch (error) {
      console.error('A lead could not be stored:', error);
      return refuse(503, 'unavailable', unavailable);
    }
  };
}
