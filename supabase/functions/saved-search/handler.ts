// saved-search: a visitor's saved searches (issue 28; docs/decisions/052-saved-searches.md).
//   POST (JSON or a web form sent without JavaScript)   saves a search and queues the double opt-in
//                                                       email; a web form is answered with a page.
//   ?action=confirm&token=…      GET shows a page with a Confirm button; only its POST confirms
//                                (mail scanners follow links, so a GET changes nothing).
//   ?action=manage&token=…       GET lists every search of the token's address; POST changes one
//                                (frequency, pause, resume) or deletes it with its lead and consents.
//   ?action=unsubscribe&token=…  POST (RFC 8058's one-click, `List-Unsubscribe=One-Click`, or the
//                                page's button) stops the search; GET shows the button.
//   ?action=open&token=…&listing=<id>
//                                GET from an alert's listing link: records the tap and redirects
//                                (303) to that listing's page on the site, built from its slug; a
//                                second tap on a listing in a day alerts the agent (decision 056).
//   ?action=mail-event           POST from the email provider (Resend's webhook, signed with
//                                RESEND_WEBHOOK_SECRET): a bounce or a complaint stops the searches
//                                of the address the email went to.
// Links in emails carry no JWT, so this function runs with verify_jwt = false; the random token is
// the only key, and the database keeps only its SHA-256.
import {
  FILTER_PARAMS,
  MESSAGES,
  SAVED_SEARCH_CONSENT,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_TEXT,
  savedSearchFilters,
  savedSearchSchema,
  savedSearchWords,
  type SavedSearchFrequency,
  type SearchFilters,
  citySlug,
} from '@agent-sites/schemas';
import { createClient } from '@supabase/supabase-js';
import { loadLeadConfig, type LeadConfig } from '../_shared/config.ts';
import { button, paragraph, STYLE } from '../_shared/email-layout.ts';
import { clientIp } from '../_shared/form-http.ts';
import {
  corsHeaders,
  type Env,
  failure,
  json,
  nestedDeeperThan,
  preflight,
  readText,
  TOO_DEEP,
  TooLarge,
  unstorableText,
} from '../_shared/http.ts';
import { stopReason, svixProblem } from '../_shared/mail-events.ts';
import { listingUrl, savedSearchEmail } from '../_shared/saved-search-alerts.ts';
import { randomToken, tokenHash } from '../_shared/tokens.ts';
import { createMailer } from '../_shared/mail.ts';
import { afterResponse, deliverOutbox, type EmailPayload } from '../_shared/outbox.ts';
import { FORM_PAGE_HEADERS, type PageForm, smallPage, type SmallPage } from '../_shared/small-page.ts';

const BODY_LIMIT = 16 * 1024;
const WEB_FORM = 'application/x-www-form-urlencoded';
const TOKEN = /^[A-Za-z0-9_-]{40,100}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILTER_FIELDS = new Set<string>(Object.values(FILTER_PARAMS));

interface SearchRow {
  id: string;
  lead_id: string;
  email: string;
  summary: string;
  frequency: SavedSearchFrequency;
  confirmed_at: string | null;
  expires_at: string | null;
  paused: boolean;
  unsubscribed_at: string | null;
  /** A bounce or a complaint stopped it (docs/decisions/055-saved-search-alerts.md). */
  stopped_at: string | null;
}
const SEARCH_COLUMNS =
  'id, lead_id, email, summary, frequency, confirmed_at, expires_at, paused, unsubscribed_at, stopped_at';

/** The server's copy of the consent wording a save names, or undefined for any other text. */
const consentShown = (kind: keyof typeof SAVED_SEARCH_CONSENT, sent: unknown): string | undefined =>
  typeof sent === 'string'
    ? SAVED_SEARCH_CONSENT[kind].find((text: string) => text === sent.trim())
    : undefined;

const frequencyLabel = (value: string) =>
  SAVED_SEARCH_FREQUENCIES.find((option) => option.value === value)?.label ?? value;

/** The double opt-in email: the search in words, one button, and every saved-search email's headers. */
export function confirmationEmail(
  search: { email: string; summary: string; frequency: SavedSearchFrequency },
  links: { confirm: string; manage: string; unsubscribe: string },
  config: LeadConfig,
): EmailPayload {
  // The address is not repeated: it can carry text (a +tag) from whoever typed it in.
  const intro = `Someone, hopefully you, asked me to email this address about homes that match "${search.summary}" (${frequencyLabel(search.frequency).toLowerCase()}).`;
  const expiry = 'Nothing is sent until you confirm. The link works for 7 days.';
  const notYou = "If it wasn't you, ignore this email: you won't hear from me again.";
  return savedSearchEmail(
    search.email,
    {
      subject: `Please confirm your saved search: ${search.summary}`,
      preheader: 'One click to start hearing about new matches.',
      body: [
        paragraph(intro),
        button(links.confirm, 'Confirm my search'),
        paragraph(`Or paste this link into your browser: ${links.confirm}`, STYLE.muted),
        paragraph(expiry, STYLE.muted),
        paragraph(`See, change or delete your searches: ${links.manage}`, STYLE.muted),
        paragraph(notYou, STYLE.muted),
      ],
      text: [
        intro,
        '',
        `Confirm your search: ${links.confirm}`,
        '',
        expiry,
        `See, change or delete your searches: ${links.manage}`,
        '',
        notYou,
      ],
    },
    links,
    config,
  );
}

/** What a save asks for, before it is checked. */
interface Request_ {
  values: Record<string, unknown>;
  filters: URLSearchParams;
  consentText: unknown;
  textsConsentText: unknown;
  page: unknown;
  honeypot: boolean;
}

/** A web form's fields: the filters are the listings page's URL parameters, the rest the form's. */
function fromWebForm(text: string): Request_ {
  const params = new URLSearchParams(text);
  const filters = new URLSearchParams();
  const values: Record<string, unknown> = {};
  for (const [key, value] of params) {
    if (FILTER_FIELDS.has(key)) filters.append(key, value);
    else if (['email', 'phone', 'frequency'].includes(key) && !(key in values)) values[key] = value;
  }
  if (params.get('textsConsent') === 'on') values.textsConsent = true;
  return {
    values,
    filters,
    consentText: params.get('consentText'),
    textsConsentText: params.get('textsConsentText'),
    page: params.get('page'),
    honeypot: (params.get('website') ?? '') !== '',
  };
}

/** The JSON the site's code sends: `{ values, search: "beds=3&area=…", consentText, textsConsentText, page }`. */
function fromJson(body: Record<string, unknown>): Request_ | string {
  const { values, search, consentText, textsConsentText, page, website } = body;
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    return 'values must be an object with the email, phone, textsConsent and frequency.';
  if (typeof search !== 'string' || search.length > 2000)
    return "search must be the listings page's query, like beds=3&area=lakeside (2,000 characters at most).";
  return {
    values: values as Record<string, unknown>,
    filters: new URLSearchParams(search),
    consentText,
    textsConsentText,
    page,
    honeypot: typeof website === 'string' && website !== '',
  };
}

/** `clock` is the time the function takes as now (a mail event's signature must be recent). */
export default function createSavedSearch(
  env: Env,
  clock: () => Date = () => new Date(),
): (request: Request) => Promise<Response> {
  const config = loadLeadConfig(env);
  const admin = createClient(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const mailer = createMailer(config.mail);
  const listingsPage = { href: `${config.siteUrl}/listings`, text: 'Back to the listings' };
  const contact = `Questions? Call or text me at ${config.agent.phone}.`;
  const link = (action: string, token: string) =>
    `${config.functionsUrl}/saved-search?action=${action}&token=${token}`;
  const page = (content: Omit<SmallPage, 'links'> & { links?: SmallPage['links'] }) =>
    smallPage({ links: [listingsPage], ...content }, config.agent.name, FORM_PAGE_HEADERS);

  const linkBroken = () =>
    page({
      status: 404,
      title: "This link doesn't work",
      message: [
        'It may be mistyped, or the search was deleted or not confirmed within 7 days. You can save the search again from the listings.',
        contact,
      ],
    });
  const unavailable = () =>
    page({
      status: 503,
      title: 'Please try again in a minute',
      message: `Your search could not be changed just now. Try again shortly, or write to ${config.agent.email}.`,
    });

  /** The search the token opens, unless it expired unconfirmed. */
  async function searchOf(token: string, now: Date): Promise<SearchRow | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const hash = await tokenHash(token);
    // An alert's links carry a token of their own (saved_search_links); the confirmation's, the search's.
    const alertLink = await admin
      .from('saved_search_links')
      .select('search_id')
      .eq('token_hash', hash)
      .maybeSingle();
    if (alertLink.error) throw new Error(alertLink.error.message);
    const search = admin.from('saved_searches').select(SEARCH_COLUMNS);
    const { data, error } = await (
      alertLink.data
        ? search.eq('id', (alertLink.data as { search_id: string }).search_id)
        : search.eq('token_hash', hash)
    ).maybeSingle<SearchRow>();
    if (error) throw new Error(error.message);
    if (!data) return undefined;
    if (!data.confirmed_at && data.expires_at && new Date(data.expires_at) <= now) return undefined;
    return data;
  }

  /** The neighborhoods as the listings spell them, by slug. */
  async function areaNames(): Promise<Map<string, string>> {
    const { data, error } = await admin.from('listings').select('city');
    if (error) throw new Error(error.message);
    return new Map((data ?? []).map(({ city }: { city: string }) => [citySlug(city), city.trim()]));
  }

  async function save(request: Request): Promise<Response> {
    const cors = corsHeaders(request, config.corsOrigins);
    const contentType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    const webForm = contentType === WEB_FORM;
    const refuse = (status: number, code: string, message: string, problems: string[] = [], headers = {}) =>
      webForm
        ? page({
            status,
            title: status === 400 ? 'Please check the form' : "Your search wasn't saved",
            message: [problems.length ? 'Nothing was saved yet. Go back and fix this:' : message, contact],
            list: problems,
          })
        : failure(status, code, message, { headers: { ...cors, ...headers } });
    if (contentType !== 'application/json' && !webForm)
      return refuse(
        400,
        'bad_request',
        'Send the search as JSON or as a web form (application/x-www-form-urlencoded).',
      );

    let asked: Request_ | string;
    try {
      const text = await readText(request, BODY_LIMIT);
      if (unstorableText(text))
        return refuse(400, 'bad_request', 'The form contains characters that cannot be stored.');
      if (webForm) asked = fromWebForm(text);
      else {
        const body: unknown = JSON.parse(text);
        if (typeof body !== 'object' || body === null || Array.isArray(body))
          return refuse(400, 'bad_request', 'The request body must be a JSON object.');
        if (nestedDeeperThan(body)) return refuse(400, 'bad_request', TOO_DEEP);
        asked = fromJson(body as Record<string, unknown>);
      }
    } catch (error) {
      if (error instanceof TooLarge)
        return refuse(413, 'too_large', `The form is too large to send (${BODY_LIMIT / 1024} kB at most).`);
      return refuse(400, 'bad_request', 'The request body is not valid JSON.');
    }
    if (typeof asked === 'string') return refuse(400, 'bad_request', asked);

    const filters = savedSearchFilters(asked.filters);
    if ('error' in filters) return refuse(400, 'invalid', filters.error, [filters.error]);
    let values: { email: string; phone: string; textsConsent: boolean; frequency: SavedSearchFrequency };
    try {
      values = (await savedSearchSchema.validate(asked.values, {
        abortEarly: false,
        stripUnknown: true,
      })) as typeof values;
    } catch (error) {
      const problems = (error as { errors?: string[] }).errors ?? [MESSAGES.requiredFields];
      if (!webForm) {
        const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
        const fieldErrors = Object.fromEntries(
          inner.map((problem) => [problem.path ?? 'values', problem.message]),
        );
        return failure(400, 'invalid', MESSAGES.requiredFields, { fieldErrors, headers: cors });
      }
      return refuse(400, 'invalid', MESSAGES.requiredFields, [...new Set(problems)]);
    }
    // The consent kept is the server's copy of the wording the form showed, never the client's text.
    const consentText = consentShown('saved_search', asked.consentText);
    if (!consentText)
      return refuse(400, 'invalid', 'The consent text shown with the form must be sent with it, as shown.', [
        'Reload the page and save the search again.',
      ]);
    const textsConsentText = values.textsConsent
      ? consentShown('saved_search_texts', asked.textsConsentText)
      : undefined;
    if (values.textsConsent && !textsConsentText)
      return refuse(400, 'invalid', 'The texts consent shown with the form must be sent with it, as shown.', [
        'Reload the page and save the search again.',
      ]);

    const sent = () =>
      webForm
        ? page({
            status: 200,
            title: SAVED_SEARCH_TEXT.sentTitle,
            message: [SAVED_SEARCH_TEXT.sent, contact],
          })
        : json(200, { ok: true }, cors);
    // A bot that filled the hidden field is told what a person is, and nothing is stored or sent.
    if (asked.honeypot) return sent();

    try {
      const search = filters satisfies SearchFilters;
      const summary = savedSearchWords(search, await areaNames());
      const token = randomToken();
      const leadId = crypto.randomUUID();
      const email = confirmationEmail(
        { email: values.email, summary, frequency: values.frequency },
        {
          confirm: link('confirm', token),
          manage: link('manage', token),
          unsubscribe: link('unsubscribe', token),
        },
        config,
      );
      const userAgent = request.headers.get('user-agent')?.slice(0, 512) ?? null;
      const fields = {
        summary,
        frequency: values.frequency,
        email: values.email,
        phone: values.phone,
        textsConsent: Boolean(textsConsentText),
        filters: search,
      };
      const { data, error } = await admin.rpc('save_search', {
        lead: {
          id: leadId,
          kind: 'saved_search',
          fields,
          page:
            typeof asked.page === 'string' && /^\/[^\s]{0,200}$/.test(asked.page) ? asked.page : '/listings',
          ip: clientIp(request, config.trustedProxyHops) ?? null,
          user_agent: userAgent,
        },
        search: {
          email: values.email,
          phone: values.phone,
          frequency: values.frequency,
          filters: search,
          summary,
          token_hash: await tokenHash(token),
        },
        consent_text: consentText,
        texts_consent_text: textsConsentText ?? null,
        outbox: [{ kind: 'visitor_email', dedupe_key: `saved-search:${leadId}:confirm`, payload: email }],
        rate_limit: config.rateLimit.max,
        rate_window_seconds: config.rateLimit.windowSeconds,
      });
      if (error) throw new Error(error.message);
      const result = data as { status: 'stored' | 'rate_limited'; retry_after?: number };
      if (result.status === 'rate_limited') {
        const seconds = result.retry_after ?? config.rateLimit.windowSeconds;
        return refuse(
          429,
          'rate_limited',
          `Too many searches saved from your connection. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}.`,
          [],
          { 'Retry-After': String(seconds) },
        );
      }
      afterResponse(() => deliverOutbox(admin, mailer, config, { lead: leadId }));
      return sent();
    } catch (error) {
      console.error('A saved search could not be stored:', error);
      return refuse(503, 'unavailable', `Your search wasn't saved just now. Please try again in a minute.`);
    }
  }

  async function confirm(request: Request, token: string, now: Date): Promise<Response> {
    const search = await searchOf(token, now);
    if (!search || search.unsubscribed_at) return linkBroken();
    const manage = { href: link('manage', token), text: 'See, change or delete your searches' };
    if (search.confirmed_at)
      return page({
        status: 200,
        title: 'Your search is on',
        message: `"${search.summary}" is confirmed already.`,
        links: [manage, listingsPage],
      });
    if (request.method === 'GET')
      return page({
        status: 200,
        title: 'Confirm your saved search',
        message: `Press the button to hear about homes that match "${search.summary}" (${frequencyLabel(search.frequency).toLowerCase()}).`,
        forms: [{ action: `?action=confirm&token=${token}`, button: 'Confirm my search' }],
      });
    const { error } = await admin
      .from('saved_searches')
      .update({ confirmed_at: now.toISOString(), expires_at: null })
      .eq('id', search.id)
      .is('confirmed_at', null);
    if (error) throw new Error(error.message);
    return page({
      status: 200,
      title: 'Your search is on',
      message: `Thanks for confirming. I'll email you homes that match "${search.summary}" (${frequencyLabel(search.frequency).toLowerCase()}).`,
      links: [manage, listingsPage],
    });
  }

  async function unsubscribe(request: Request, token: string, now: Date): Promise<Response> {
    const search = await searchOf(token, now);
    if (!search) return linkBroken();
    const manage = { href: link('manage', token), text: 'See, change or delete your searches' };
    if (request.method === 'GET' && !search.unsubscribed_at)
      return page({
        status: 200,
        title: 'Stop this search?',
        message: `Press the button and I'll stop emailing you about "${search.summary}".`,
        forms: [{ action: `?action=unsubscribe&token=${token}`, button: 'Unsubscribe' }],
        links: [manage, listingsPage],
      });
    if (!search.unsubscribed_at) {
      const { error } = await admin
        .from('saved_searches')
        .update({ unsubscribed_at: now.toISOString() })
        .eq('id', search.id);
      if (error) throw new Error(error.message);
    }
    return page({
      status: 200,
      title: "You're unsubscribed",
      message: `You won't receive any more emails about "${search.summary}".`,
      links: [manage, listingsPage],
    });
  }

  /** POST on the manage page: one change to one of the address's searches. */
  async function change(request: Request, own: SearchRow[]): Promise<string | undefined> {
    let fields: URLSearchParams;
    try {
      fields = new URLSearchParams(await readText(request, BODY_LIMIT));
    } catch {
      return 'That change could not be read. Try again from this page.';
    }
    const target = own.find((search) => search.id === fields.get('search') && UUID.test(search.id));
    if (!target) return 'That search is not one of yours any more.';
    const what = fields.get('do');
    if (what === 'delete') {
      // Its emails' copies go with it; the lead's consents and the search go with the lead.
      const outbox = await admin.from('outbox').delete().eq('lead_id', target.lead_id);
      if (outbox.error) throw new Error(outbox.error.message);
      const { error } = await admin.from('leads').delete().eq('id', target.lead_id);
      if (error) throw new Error(error.message);
      return `Deleted "${target.summary}" and the details you gave with it.`;
    }
    const update =
      what === 'pause'
        ? { paused: true }
        : what === 'resume'
          ? { paused: false, unsubscribed_at: null }
          : what === 'frequency' &&
              SAVED_SEARCH_FREQUENCIES.some((option) => option.value === fields.get('frequency'))
            ? { frequency: fields.get('frequency') as SavedSearchFrequency }
            : undefined;
    if (!update) return 'That change is not one this page offers.';
    const { error } = await admin.from('saved_searches').update(update).eq('id', target.id);
    if (error) throw new Error(error.message);
    return `Changed "${target.summary}".`;
  }

  async function manage(request: Request, token: string, now: Date): Promise<Response> {
    const search = await searchOf(token, now);
    if (!search) return linkBroken();
    const ownSearches = async () => {
      const { data, error } = await admin
        .from('saved_searches')
        .select(SEARCH_COLUMNS)
        .ilike(
          'email',
          search.email.replace(/[\\%_]/g, (c) => `\\${c}`),
        )
        .order('created_at');
      if (error) throw new Error(error.message);
      // Another address's search never shows; unconfirmed ones only while they may be confirmed.
      return (data as SearchRow[]).filter(
        (row) =>
          row.email.toLowerCase() === search.email.toLowerCase() &&
          (row.confirmed_at || (row.expires_at && new Date(row.expires_at) > now)),
      );
    };
    let notice: string | undefined;
    if (request.method === 'POST') notice = await change(request, await ownSearches());
    const searches = await ownSearches();
    const action = `?action=manage&token=${token}`;
    const forms: PageForm[] = searches.flatMap((row) => {
      const state = row.stopped_at
        ? 'stopped: my emails to this address could not be delivered or were reported as spam'
        : row.unsubscribed_at
          ? 'unsubscribed'
          : !row.confirmed_at
            ? 'waiting for your confirmation'
            : row.paused
              ? 'paused'
              : frequencyLabel(row.frequency).toLowerCase();
      const hidden = (what: string) => ({ search: row.id, do: what });
      return [
        {
          heading: `${row.summary} (${state})`,
          action,
          hidden: hidden('frequency'),
          choice: {
            name: 'frequency',
            label: SAVED_SEARCH_TEXT.frequencyLabel,
            value: row.frequency,
            options: SAVED_SEARCH_FREQUENCIES,
          },
          button: 'Change',
        },
        // A stopped search is not resumed here: the address refused the mail, or called it spam.
        ...(row.stopped_at
          ? []
          : [
              row.paused || row.unsubscribed_at
                ? { action, hidden: hidden('resume'), button: 'Resume' }
                : { action, hidden: hidden('pause'), button: 'Pause' },
            ]),
        { action, hidden: hidden('delete'), button: 'Delete' },
      ];
    });
    return page({
      status: 200,
      title: 'Your saved searches',
      message: [
        ...(notice ? [notice] : []),
        searches.length
          ? 'Change how often you hear about each, pause it, or delete it with the details you gave.'
          : 'You have no saved searches.',
      ],
      forms,
    });
  }

  /** A bounce or a complaint from the email provider: the searches of that email's address stop. */
  async function mailEvent(request: Request, now: Date): Promise<Response> {
    const secret = env('RESEND_WEBHOOK_SECRET');
    if (!secret)
      return failure(
        404,
        'not_configured',
        'Mail events are not taken here: RESEND_WEBHOOK_SECRET is not set.',
      );
    if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST.');
    let body: string;
    try {
      body = await readText(request, BODY_LIMIT);
    } catch (error) {
      if (error instanceof TooLarge) return failure(413, 'too_large', 'The event is too large.');
      throw error;
    }
    const problem = await svixProblem(request.headers, body, secret, now);
    if (problem) return failure(401, 'bad_signature', problem);
    let event: unknown;
    try {
      event = JSON.parse(body);
    } catch {
      return failure(400, 'bad_request', 'The event must be JSON.');
    }
    const stop = stopReason(event);
    if (!stop) return json(200, { stopped: 0 });
    const sent = await admin
      .from('outbox')
      .select('id')
      .eq('provider_ref', `resend:${stop.emailId}`)
      .maybeSingle<{ id: string }>();
    if (sent.error) throw new Error(sent.error.message);
    if (!sent.data) return json(200, { stopped: 0 });
    const stopped = await admin.rpc('stop_saved_searches', { reason: stop.reason, outbox_id: sent.data.id });
    if (stopped.error) throw new Error(stopped.error.message);
    return json(200, { stopped: stopped.data as number });
  }

  /**
   * An alert's listing link: records the tap (the database tells a mail scanner's from a person's
   * and alerts the agent on the second of a day) and sends the visitor on to the listing page. The
   * redirect is always the site's own listing path, from the listing's slug in the database.
   */
  async function open(request: Request, token: string, listing: string): Promise<Response> {
    if (request.method !== 'GET')
      return page({ status: 405, title: "This link doesn't work", message: contact });
    if (!TOKEN.test(token) || !UUID.test(listing)) return linkBroken();
    const opened = await admin.rpc('record_saved_search_open', {
      link_hash: await tokenHash(token),
      listing,
      at: clock().toISOString(),
      time_zone: config.agent.timeZone,
    });
    if (opened.error) throw new Error(opened.error.message);
    const slug = (opened.data as { slug: string } | null)?.slug;
    if (!slug) return linkBroken();
    return new Response(null, {
      status: 303,
      headers: {
        Location: listingUrl(config.siteUrl, slug),
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    });
  }

  return async (request) => {
    const url = new URL(request.url);
    const action = url.searchParams.get('action');
    if (action === 'mail-event') {
      try {
        return await mailEvent(request, clock());
      } catch (error) {
        console.error('A mail event could not be handled:', error);
        return failure(503, 'unavailable', 'The event could not be handled; send it again.');
      }
    }
    if (request.method === 'OPTIONS') return preflight(corsHeaders(request, config.corsOrigins));
    if (request.method !== 'GET' && request.method !== 'POST')
      return new Response('Use the form or the link in your email.', {
        status: 405,
        headers: { Allow: 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8' },
      });
    if (action === null) {
      if (request.method !== 'POST')
        return page({ status: 405, title: 'Save a search from the listings', message: contact });
      return save(request);
    }
    const token = url.searchParams.get('token') ?? '';
    const now = new Date();
    try {
      if (action === 'open') return await open(request, token, url.searchParams.get('listing') ?? '');
      if (action === 'confirm') return await confirm(request, token, now);
      if (action === 'unsubscribe') return await unsubscribe(request, token, now);
      if (action === 'manage') return await manage(request, token, now);
      return page({
        status: 400,
        title: "This link doesn't work",
        message: 'The link is incomplete. Use the link in your email as it is.',
      });
    } catch (error) {
      console.error('A saved-search link could not be handled:', error);
      return unavailable();
    }
  };
}
