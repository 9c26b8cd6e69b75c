// The form functions' one code path (submit-lead, send-guide-email): parse and check the request,
// validate the values with the same yup schema the form uses, then store the lead, its consent and
// its outbox rows in one transaction (public.submit_lead) and answer only once that is committed.
// Emails go out after the answer; a mail outage delays them but loses nothing.
import {
  CONSENTING_LEAD_KINDS,
  consentTextShown,
  guideRequestSchema,
  inquirySchema,
  type LeadKind,
  FIELD_ERRORS,
  LISTING_STATUS_TEXT,
  listingPriceText,
  type ListingRow,
  MESSAGES,
  partnershipSchema,
  reviewSchema,
  subscribeSchema,
  makeTourRequestSchema,
  relocationRequestSchema,
  openHouseRsvpSchema,
  savedSearchSchema,
  openHouseText,
  replyPromise,
  valuationRequestSchema,
} from '@agent-sites/schemas';
import { createClient } from '@supabase/supabase-js';
import { readWorkingHours } from './agent-hours.ts';
import { type LeadConfig, loadLeadConfig } from './config.ts';
import { clientIp } from './form-http.ts';
import {
  corsHeaders,
  type Env,
  failure,
  type FailureOptions,
  json,
  nestedDeeperThan,
  preflight,
  readText,
  TOO_DEEP,
  TooLarge,
  unstorableText as unstorable,
} from './http.ts';
import {
  agentEmail,
  inquiryConfirmation,
  type LeadForEmail,
  type ListingSnapshot,
  type PageHome,
  subscribeConfirmation,
} from './lead-emails.ts';
import { createMailer } from './mail.ts';
import { telHref } from './reply-links.ts';
import { smallPage } from './small-page.ts';
import { randomToken } from './tokens.ts';
import { afterResponse, deliverOutbox, type EmailPayload, type OutboxMessage } from './outbox.ts';
import { tourCalendar } from './tour-calendar.ts';
import { visitorSavedSearch } from './visitor-saved-search.ts';

export const BODY_LIMIT = 32 * 1024;

/** What this code needs of a yup object schema. */
interface LeadSchema {
  /** The form's fields by name. */
  readonly fields: object;
  validate(values: unknown, options: { abortEarly: boolean; stripUnknown: boolean }): Promise<unknown>;
  validateAt(path: string, values: unknown, options: { strict: boolean }): Promise<unknown>;
}

/** The shared schema that validates each kind of lead; tour days are the agent's (its time zone). */
export const leadSchemas = (timeZone: string): Record<LeadKind, LeadSchema> => ({
  inquiry: inquirySchema,
  tour: makeTourRequestSchema(timeZone),
  valuation: valuationRequestSchema,
  relocation: relocationRequestSchema,
  open_house: openHouseRsvpSchema,
  // Saved through its own function (saved-search), never submit-lead; described for completeness.
  saved_search: savedSearchSchema,
  review: reviewSchema,
  partnership: partnershipSchema,
  guide: guideRequestSchema,
  subscribe: subscribeSchema,
});

/**
 * A form sent by the browser itself (JavaScript off: docs/decisions/046-forms-without-javascript.md)
 * is a web form, and is answered with a page rather than JSON.
 */
export const WEB_FORM = 'application/x-www-form-urlencoded';

/** The web form's fields that are the envelope's; every other field is one of the form's values. */
const ENVELOPE_FIELDS = new Set(['kind', 'page', 'listingSlug', 'variant', 'consentText', 'website']);

/**
 * A web form's fields as the JSON body the site's code sends: the envelope's fields beside
 * `values`, the first of each name. A checkbox sends "on": a field the schema takes as true or
 * false reads it as true (an unticked box sends nothing). It carries no `elapsedMs`: a prerendered
 * page cannot say when the visitor opened it.
 */
function webFormBody(text: string, schemas: Record<LeadKind, LeadSchema>): Record<string, unknown> {
  const body: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const values: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of new URLSearchParams(text)) {
    const into = ENVELOPE_FIELDS.has(key) ? body : values;
    if (!Object.hasOwn(into, key)) into[key] = value;
  }
  const schema = typeof body.kind === 'string' ? schemas[body.kind as LeadKind] : undefined;
  const fields = (schema?.fields ?? {}) as Record<string, { type?: string }>;
  for (const [key, value] of Object.entries(values)) {
    if (value === 'on' && Object.hasOwn(fields, key) && fields[key]?.type === 'boolean') values[key] = true;
  }
  body.values = { ...values };
  return { ...body };
}

const VARIANT = /^[a-z0-9][a-z0-9-]{0,39}$/;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

interface Envelope {
  kind: LeadKind;
  values: Record<string, unknown>;
  page: string;
  listingSlug: string | undefined;
  variant: string | undefined;
  consentText: string | undefined;
  home: PageHome | undefined;
  elapsedMs: number | undefined;
  honeypot: boolean;
}

export interface LeadHandlerOptions {
  /** The kinds this function accepts. */
  kinds: readonly LeadKind[];
  /** The email the visitor asked for (the guide), queued with the lead. */
  requestedEmail?: (lead: LeadForEmail, config: LeadConfig) => EmailPayload;
  /** The time the function takes as now (tests fix it); the real time by default. */
  clock?: () => Date;
}

/** Whether any text in the parsed body, key or value, is unstorable; walked without recursion. */
function hasUnstorableText(body: unknown): boolean {
  const pending: unknown[] = [body];
  for (let i = 0; i < pending.length; i++) {
    const value = pending[i];
    if (typeof value === 'string') {
      if (unstorable(value)) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (unstorable(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

const optionalString = (value: unknown, max: number) =>
  value === undefined || value === null || (typeof value === 'string' && value.length <= max);

/** One line of text, at most `max` characters: no line breaks or other control characters. */
const oneLine = (value: unknown, max: number): value is string =>
  typeof value === 'string' &&
  value.trim() !== '' &&
  value.length <= max &&
  ![...value].some((character) => character < ' ' || character === '\u007f');

/**
 * The home a page names that is not a listing (the rental flat): `{ address, price? }`, each one
 * line. It is shown to the agent as the page named it and never sent to anyone else.
 */
function parseHome(home: unknown): PageHome | undefined | string {
  if (home === undefined || home === null) return undefined;
  const problem = 'home must be { address, price } as the page shows them, each one line of text.';
  if (typeof home !== 'object' || Array.isArray(home)) return problem;
  const { address, price } = home as Record<string, unknown>;
  if (!oneLine(address, 200)) return problem;
  if (price !== undefined && price !== null && !oneLine(price, 40)) return problem;
  return { address: address.trim(), priceText: typeof price === 'string' ? price.trim() : undefined };
}

/** The envelope around the values, or what is wrong with it. */
function parseEnvelope(body: Record<string, unknown>, kinds: readonly LeadKind[]): Envelope | string {
  const { kind, values, page, listingSlug, variant, consentText, elapsedMs, website, home } = body;
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
  const pageHome = parseHome(home);
  if (typeof pageHome === 'string') return pageHome;
  return {
    kind: kind as LeadKind,
    values: (values ?? {}) as Record<string, unknown>,
    page,
    listingSlug: typeof listingSlug === 'string' && listingSlug ? listingSlug : undefined,
    variant: typeof variant === 'string' && variant ? variant : undefined,
    consentText: typeof consentText === 'string' && consentText.trim() ? consentText : undefined,
    home: pageHome,
    elapsedMs: typeof elapsedMs === 'number' ? elapsedMs : undefined,
    honeypot: website !== undefined && website !== null && website !== '',
  };
}

type ValidationProblem = { name?: string; message?: string; inner?: { path?: string; message: string }[] };

const isValidationError = (error: unknown): error is ValidationProblem =>
  (error as ValidationProblem | null)?.name === 'ValidationError';

/**
 * The values as the schema may see them, and the field's own message for each value it may not.
 * Only the schema's own fields are kept (what stripUnknown keeps anyway), in an object without a
 * prototype: a key such as `__proto__` or `constructor`, which yup would look up among the schema's
 * fields and trip over, never reaches it. A field must be a JSON scalar (text, a number, true or
 * false, or null); a list or an object is refused with the message the schema gives a value of the
 * wrong type, checked strictly, without yup's conversions, which would call into the object (its
 * `toString`) or read ["5"] as 5.
 */
async function formValues(
  schema: LeadSchema,
  values: Record<string, unknown>,
): Promise<{ values: Record<string, unknown>; typeErrors: Record<string, string> }> {
  const known: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const typeErrors: Record<string, string> = {};
  for (const field of Object.keys(schema.fields)) {
    if (!Object.hasOwn(values, field)) continue;
    const value = values[field];
    if (value === null || typeof value !== 'object') {
      known[field] = value;
      continue;
    }
    try {
      await schema.validateAt(field, { [field]: value }, { strict: true });
    } catch (error) {
      if (!isValidationError(error)) throw error;
      typeErrors[field] = error.message ?? MESSAGES.requiredFields;
      continue;
    }
    // A schema whose field takes lists or objects (none of the forms' do) gets the value as it is.
    known[field] = value;
  }
  return { values: known, typeErrors };
}

/** The schema's own messages, the first per field, or the cleaned values. */
async function validate(
  schema: LeadSchema,
  values: Record<string, unknown>,
): Promise<{ fields: Record<string, unknown> } | { fieldErrors: Record<string, string> }> {
  const sent = await formValues(schema, values);
  const fieldErrors: Record<string, string> = {};
  let fields: Record<string, unknown> | undefined;
  try {
    fields = (await schema.validate(sent.values, { abortEarly: false, stripUnknown: true })) as Record<
      string,
      unknown
    >;
  } catch (error) {
    if (!isValidationError(error) || !error.inner) throw error;
    for (const problem of error.inner) fieldErrors[problem.path ?? 'values'] ??= problem.message;
  }
  // A field sent as a list or an object was left out above: its own message replaces "missing".
  Object.assign(fieldErrors, sent.typeErrors);
  return fields && Object.keys(fieldErrors).length === 0 ? { fields } : { fieldErrors };
}

export function createLeadHandler(
  env: Env,
  options: LeadHandlerOptions,
): (request: Request) => Promise<Response> {
  const config = loadLeadConfig(env);
  const schemas = leadSchemas(config.agent.timeZone);
  const admin = createClient(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const mailer = createMailer(config.mail);
  // The site speaks as the agent: "I", never a "we" the visitor cannot place.
  const unavailable = `Your message didn't reach me just now. Please try again in a minute, or call me at ${config.agent.phone}.`;

  async function findListing(slug: string): Promise<ListingSnapshot | undefined> {
    if (!SLUG.test(slug)) return undefined;
    const { data, error } = await admin
      .from('listings')
      .select('id, slug, title, address, city, state, zip_code, status, price, closed_price, mls_listing_id')
      .eq('slug', slug)
      .maybeSingle<
        Pick<
          ListingRow,
          | 'id'
          | 'slug'
          | 'title'
          | 'address'
          | 'city'
          | 'state'
          | 'zip_code'
          | 'status'
          | 'price'
          | 'closed_price'
          | 'mls_listing_id'
        >
      >();
    if (error) throw new Error(`The listing could not be read: ${error.message}`);
    if (!data) return undefined;
    return {
      id: data.id,
      slug: data.slug,
      title: data.title,
      address: `${data.address}, ${data.city}, ${data.state} ${data.zip_code}`,
      priceText: listingPriceText({ status: data.status, price: data.price, closedPrice: data.closed_price }),
      statusText: LISTING_STATUS_TEXT[data.status].label,
      mlsNumber: data.mls_listing_id ?? undefined,
    };
  }

  /** The listing's open house that starts at `startsAt` and has not ended, if there is one. */
  async function findOpenHouse(
    listingId: string,
    startsAt: string,
    now: Date,
  ): Promise<{ startsAt: string; endsAt: string } | undefined> {
    const start = new Date(startsAt);
    if (Number.isNaN(start.getTime())) return undefined;
    const { data, error } = await admin
      .from('open_houses')
      .select('starts_at, ends_at')
      .eq('listing_id', listingId)
      .eq('starts_at', start.toISOString())
      .gt('ends_at', now.toISOString())
      .limit(1);
    if (error) throw new Error(`The open house could not be read: ${error.message}`);
    const row = data[0];
    return row ? { startsAt: new Date(row.starts_at).toISOString(), endsAt: row.ends_at } : undefined;
  }

  function outboxFor(
    lead: LeadForEmail,
    subscriber?: { email: string; confirm_token: string },
  ): OutboxMessage[] {
    const calendar = tourCalendar(lead, config);
    const messages: OutboxMessage[] = [
      {
        kind: 'agent_email',
        dedupe_key: `lead:${lead.id}:agent`,
        payload: { ...agentEmail(lead, config), ...(calendar ? { attachments: [calendar] } : {}) },
      },
    ];
    if (CONSENTING_LEAD_KINDS.includes(lead.kind)) {
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

  /** The site's page at `path` (the form's page), or the site's home for anything but a path on it. */
  function sitePage(path: unknown): string {
    if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//')) return config.siteUrl;
    try {
      const url = new URL(path, config.siteUrl);
      return url.origin === new URL(config.siteUrl).origin ? url.href : config.siteUrl;
    } catch {
      return config.siteUrl;
    }
  }

  const callOrEmail = `You can also call me at ${config.agent.phone} or email ${config.agent.email}.`;
  const contactLinks = [
    { href: telHref(config.agent.phone), text: `Call ${config.agent.phone}` },
    { href: `mailto:${config.agent.email}`, text: `Email ${config.agent.email}` },
  ];

  /** The page a web form's refusal is answered with: what was wrong, the way back, and the phone. */
  function refusalPage(
    status: number,
    message: string,
    { fieldErrors, headers }: FailureOptions,
    back: string,
  ): Response {
    const problems = [...new Set(Object.values(fieldErrors ?? {}))];
    return smallPage(
      {
        status,
        title: status === 400 ? 'Please check the form' : "Your message wasn't sent",
        message: [
          problems.length ? 'Nothing was sent yet. Go back to the form and fix this:' : message,
          callOrEmail,
        ],
        list: problems,
        links: [{ href: back, text: 'Back to the form' }, ...contactLinks],
      },
      config.agent.name,
      headers,
    );
  }

  /** The thanks a web form is answered with: the agent's promise, and the way back to the site. */
  const thanksPage = (when: string | undefined, back: string) =>
    smallPage(
      {
        status: 200,
        title: 'Thank you, I have your message',
        message: [
          when
            ? `I'll respond ${when}. Check your email for next steps.`
            : 'Check your email for next steps.',
          callOrEmail,
        ],
        links: [{ href: back, text: 'Back to the page you were on' }, ...contactLinks],
      },
      config.agent.name,
    );

  return async (request) => {
    const cors = corsHeaders(request, config.corsOrigins);
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const webForm = contentType === WEB_FORM;
    let back = config.siteUrl;
    const refuse = (status: number, code: string, message: string, options: FailureOptions = {}) =>
      webForm
        ? refusalPage(status, message, options, back)
        : failure(status, code, message, { ...options, headers: { ...cors, ...options.headers } });
    if (request.method === 'OPTIONS') return preflight(cors);
    if (request.method !== 'POST') return refuse(405, 'method_not_allowed', 'Send the form with POST.');
    if (contentType !== 'application/json' && !webForm) {
      return refuse(
        400,
        'bad_request',
        'Send the form as JSON (Content-Type: application/json) or as a web form (application/x-www-form-urlencoded).',
      );
    }
    let body: unknown;
    try {
      const text = await readText(request, BODY_LIMIT);
      body = webForm ? webFormBody(text, schemas) : JSON.parse(text);
    } catch (error) {
      if (error instanceof TooLarge) {
        return refuse(413, 'too_large', `The form is too large to send (${BODY_LIMIT / 1024} kB at most).`);
      }
      return refuse(400, 'bad_request', 'The request body is not valid JSON.');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      return refuse(400, 'bad_request', 'The request body must be a JSON object.');
    }
    if (webForm) back = sitePage((body as Record<string, unknown>).page);
    if (nestedDeeperThan(body)) return refuse(400, 'bad_request', TOO_DEEP);
    if (hasUnstorableText(body)) {
      return refuse(
        400,
        'bad_request',
        'The form contains characters that cannot be stored (NUL or broken Unicode).',
      );
    }
    const envelope = parseEnvelope(body as Record<string, unknown>, options.kinds);
    if (typeof envelope === 'string') return refuse(400, 'bad_request', envelope);
    const checked = await validate(schemas[envelope.kind], envelope.values);
    if ('fieldErrors' in checked) {
      return refuse(400, 'invalid', MESSAGES.requiredFields, { fieldErrors: checked.fieldErrors });
    }
    // The consent kept and emailed is the server's own copy of the wording the form showed: a
    // client's text is only used to tell which wording that was, never stored or sent anywhere.
    const consentText = consentTextShown(envelope.kind, envelope.consentText);
    if (CONSENTING_LEAD_KINDS.includes(envelope.kind) && !consentText) {
      return refuse(
        400,
        'invalid',
        envelope.consentText
          ? 'The consent text sent is not the one this form shows. Reload the page and try again.'
          : 'The consent text shown with the form must be sent with it.',
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
      // An RSVP is to one of the listing's open houses still to come, as the database has them.
      let openHouse: string | undefined;
      if (envelope.kind === 'open_house') {
        const found = listing
          ? await findOpenHouse(
              listing.id,
              String(checked.fields.openHouse),
              (options.clock ?? (() => new Date()))(),
            )
          : undefined;
        if (!found) {
          return refuse(
            400,
            'invalid',
            `That open house is over or no longer on the calendar. Call or text me at ${config.agent.phone} to see the home another time.`,
            { fieldErrors: { openHouse: FIELD_ERRORS.openHouse } },
          );
        }
        openHouse = openHouseText(found, config.agent.timeZone);
        checked.fields.openHouse = found.startsAt;
      }
      const lead: LeadForEmail = {
        id: crypto.randomUUID(),
        kind: envelope.kind,
        fields: checked.fields,
        page: envelope.page,
        variant: envelope.variant,
        listingSlug: envelope.listingSlug,
        listing,
        // A listing the database has wins over what the page says about a home.
        home: listing ? undefined : envelope.home,
        consentText,
        createdAt: (options.clock ?? (() => new Date()))(),
        openHouse,
        // A tour from a visitor who has a saved search says so (decision 056).
        savedSearch:
          envelope.kind === 'tour' && typeof checked.fields.email === 'string'
            ? await visitorSavedSearch(admin, checked.fields.email)
            : undefined,
      };
      // The promise the screen and the emails make, and the reply-by the agent is held to.
      lead.promise = replyPromise(
        lead.kind,
        lead.createdAt,
        await readWorkingHours(admin),
        config.agent.timeZone,
      );
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
          // The back office shows a home the page named (the rental flat) where a listing's would be.
          listing_address: listing?.address ?? lead.home?.address ?? null,
          ip: clientIp(request, config.trustedProxyHops) ?? null,
          user_agent: request.headers.get('user-agent')?.slice(0, 512) ?? null,
          notes: notes.join('\n'),
          created_at: lead.createdAt.toISOString(),
          reply_by: lead.promise?.replyBy.toISOString() ?? null,
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
        return refuse(
          429,
          'rate_limited',
          `Too many messages from your connection. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}, or call ${config.agent.name} at ${config.agent.phone}.`,
          { headers: { 'Retry-After': String(seconds) } },
        );
      }
      // Sent at once, by the function's clock (quiet hours may hold its alerts).
      if (!spam)
        afterResponse(() => deliverOutbox(admin, mailer, config, { lead: lead.id, now: options.clock?.() }));
      // What the form's thanks says: the agent's promise ("within 15 minutes", "after 8 AM").
      const reply = lead.promise
        ? { text: lead.promise.text, inHours: lead.promise.inHours, by: lead.promise.replyBy.toISOString() }
        : null;
      if (webForm) return thanksPage(lead.promise?.text, back);
      return json(200, { ok: true, id: lead.id, reply }, cors);
    } catch (error) {
      console.error('A lead could not be stored:', error);
      return refuse(503, 'unavailable', unavailable);
    }
  };
}
