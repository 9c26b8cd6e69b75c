// The RESO Web API as mls-sync speaks it (docs/decisions/051-mls-import.md): OAuth2 client
// credentials for a bearer token, kept until it expires; `Property` read in ModificationTimestamp
// order, a page at a time, following the server's @odata.nextLink; 429 answered by waiting as long
// as Retry-After says, a bounded number of times. Written by hand: the few OData query options used
// here are a URL, and no maintained OData client runs on Deno without Node's modules.

/** The fields mls-sync reads (RESO Data Dictionary names), asked for with $select. */
export const PROPERTY_FIELDS = [
  'ListingKey',
  'ListingId',
  'StandardStatus',
  'ModificationTimestamp',
  'ListPrice',
  'ClosePrice',
  'CloseDate',
  'ListingContractDate',
  'BedroomsTotal',
  'BathroomsTotalInteger',
  'LivingArea',
  'UnparsedAddress',
  'City',
  'StateOrProvince',
  'PostalCode',
  'PublicRemarks',
  'ListOfficeName',
  'ListAgentMlsId',
  'Latitude',
  'Longitude',
  'PropertyType',
  'PropertySubType',
  'InternetEntireListingDisplayYN',
] as const;

export interface ResoSettings {
  /** The service root, such as https://api.mls.example/odata (no trailing slash). */
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** Sent as the token request's `scope` when set. */
  scope: string | undefined;
}

/** What the sync tells the agent: a message in words, kept in mls_sync_state.last_error. */
export class ResoError extends Error {
  /** The HTTP status the feed answered, when it answered. */
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.status = status;
  }
}

/** The server asked to wait longer than the run may: stop here, the next run goes on. */
export class ThrottledError extends ResoError {}

export interface ResoPage {
  value: unknown[];
  nextLink: string | undefined;
}

/** ISO 8601 in UTC with milliseconds, as an OData DateTimeOffset literal (unquoted). */
const odataTimestamp = (at: Date) => at.toISOString();

/**
 * The first page of a replication: every Property changed after `since` (all of them without one),
 * oldest change first, ties by key, `top` at a time, each with its Media.
 */
export function replicationUrl(baseUrl: string, since: Date | undefined, top: number): string {
  const options: [string, string][] = [
    ...(since ? [['$filter', `ModificationTimestamp gt ${odataTimestamp(since)}`] as [string, string]] : []),
    ['$orderby', 'ModificationTimestamp asc,ListingKey asc'],
    ['$top', String(top)],
    ['$select', PROPERTY_FIELDS.join(',')],
    ['$expand', 'Media($select=MediaURL,Order,MediaCategory)'],
  ];
  // Spaces as %20, never `+`: OData servers read the query as RFC 3986 does, not as a form.
  const query = options.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');
  return `${baseUrl}/Property?${query}`;
}

/**
 * Seconds to wait from a Retry-After header (seconds, or an HTTP date), or undefined when it says
 * nothing usable.
 */
export function retryAfterSeconds(header: string | null, now: Date): number | undefined {
  if (header === null) return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

export interface ResoClientOptions {
  /** Waits this many milliseconds (tests and the run's clock share it). */
  sleep?: (ms: number) => Promise<void>;
  /** 429s answered in a row before giving up. */
  maxRetries?: number;
}

const sleepFor = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
/** A token is renewed this long before its stated expiry. */
const TOKEN_MARGIN_MS = 60_000;
/** A page answer larger than this is refused rather than parsed. */
const MAX_PAGE_BYTES = 64 * 1024 * 1024;
const REQUEST_TIMEOUT_MS = 60_000;

/** A RESO Web API client for one feed; it keeps its token between runs of the same worker. */
export class ResoClient {
  readonly #settings: ResoSettings;
  readonly #sleep: (ms: number) => Promise<void>;
  readonly #maxRetries: number;
  #token: { value: string; expiresAt: number } | undefined;

  constructor(settings: ResoSettings, options: ResoClientOptions = {}) {
    this.#settings = settings;
    this.#sleep = options.sleep ?? sleepFor;
    this.#maxRetries = options.maxRetries ?? 5;
  }

  /** The bearer token, asked for again only once the cached one is (nearly) expired. */
  async token(): Promise<string> {
    if (this.#token && Date.now() < this.#token.expiresAt) return this.#token.value;
    const { tokenUrl, clientId, clientSecret, scope } = this.#settings;
    const form = new URLSearchParams({ grant_type: 'client_credentials' });
    if (scope) form.set('scope', scope);
    let response: Response;
    try {
      response = await fetch(tokenUrl, {
        method: 'POST',
        headers: {
          // RFC 6749, 2.3.1: the authorization server must accept client credentials as HTTP Basic.
          authorization: `Basic ${btoa(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecret)}`)}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new ResoError(`The MLS's token endpoint could not be reached (${describe(error)}).`);
    }
    const text = await response.text();
    if (response.status === 400 || response.status === 401 || response.status === 403) {
      throw new ResoError(
        `The MLS refused the client id and secret (MLS_CLIENT_ID, MLS_CLIENT_SECRET): its token endpoint answered ${response.status}${oauthError(text)}.`,
      );
    }
    if (!response.ok) {
      throw new ResoError(`The MLS's token endpoint answered ${response.status}.`);
    }
    let body: { access_token?: unknown; expires_in?: unknown };
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      throw new ResoError("The MLS's token endpoint did not answer JSON.");
    }
    if (typeof body.access_token !== 'string' || body.access_token === '') {
      throw new ResoError("The MLS's token endpoint answered without an access_token.");
    }
    const lifetime = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 3600;
    this.#token = {
      value: body.access_token,
      expiresAt: Date.now() + Math.max(lifetime * 1000 - TOKEN_MARGIN_MS, 0),
    };
    return body.access_token;
  }

  /**
   * One page at `url` (a replication URL, or a nextLink the server gave). `deadline` is when the
   * run must stop: a Retry-After past it throws ThrottledError instead of waiting.
   */
  async page(url: string, deadline: number): Promise<ResoPage> {
    this.#checkOrigin(url);
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await this.token();
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new ResoError(`The MLS feed could not be read (${describe(error)}).`);
      }
      if (response.status === 401 && !renewed) {
        // The token may have been revoked before its time: one new token, then give up.
        await response.body?.cancel();
        this.#token = undefined;
        renewed = true;
        continue;
      }
      if (response.status === 429) {
        await response.body?.cancel();
        const wait = retryAfterSeconds(response.headers.get('retry-after'), new Date()) ?? 2 ** attempt;
        if (attempt >= this.#maxRetries) {
          throw new ThrottledError(
            `The MLS feed kept answering 429 (too many requests) ${attempt + 1} times.`,
          );
        }
        if (Date.now() + wait * 1000 > deadline) {
          throw new ThrottledError(
            `The MLS feed asked to wait ${wait} s (429), past this run's time budget: the next run goes on.`,
          );
        }
        await this.#sleep(wait * 1000);
        continue;
      }
      if (response.status === 401 || response.status === 403) {
        await response.body?.cancel();
        throw new ResoError(
          `The MLS feed refused this client's token (${response.status}): check MLS_CLIENT_ID, MLS_CLIENT_SECRET and the feed's permissions.`,
        );
      }
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_PAGE_BYTES) {
        await response.body?.cancel();
        throw new ResoError(`The MLS feed answered a page of ${length} bytes: lower MLS_PAGE_SIZE.`);
      }
      const text = await response.text();
      if (!response.ok) {
        throw new ResoError(
          `The MLS feed answered ${response.status} to ${describeUrl(url)}${odataError(text)}.`,
          response.status,
        );
      }
      const page = parsePage(text);
      if (!page.nextLink) return page;
      // OData allows a next link relative to the request's URL.
      try {
        return { ...page, nextLink: new URL(page.nextLink, url).href };
      } catch {
        throw new ResoError('The MLS feed gave an @odata.nextLink that is not a URL.');
      }
    }
  }

  /** A nextLink is followed only on the feed's own origin: the bearer token goes nowhere else. */
  #checkOrigin(url: string): void {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      throw new ResoError('The MLS feed gave a next link that is not a URL.');
    }
    if (target.origin !== new URL(this.#settings.baseUrl).origin) {
      throw new ResoError(
        `The MLS feed gave a next link to another site (${target.origin}); it was not followed.`,
      );
    }
  }
}

/** An OData collection answer: `value` and, when there is more, `@odata.nextLink`. */
export function parsePage(text: string): ResoPage {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ResoError('The MLS feed answered a page that is not JSON.');
  }
  if (typeof body !== 'object' || body === null || !Array.isArray((body as { value?: unknown }).value)) {
    throw new ResoError('The MLS feed answered a page without a "value" list.');
  }
  const next = (body as Record<string, unknown>)['@odata.nextLink'];
  if (next !== undefined && next !== null && (typeof next !== 'string' || next.length > 8000)) {
    throw new ResoError('The MLS feed gave an @odata.nextLink that is not a URL.');
  }
  return { value: (body as { value: unknown[] }).value, nextLink: next || undefined };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.slice(0, 200) : 'unknown error';
}

/** The URL without its query, for messages: a query is long and says nothing to the agent. */
function describeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** `: invalid_client` from an OAuth2 error answer, or nothing. */
function oauthError(text: string): string {
  try {
    const code = (JSON.parse(text) as { error?: unknown }).error;
    return typeof code === 'string' && /^[\w.-]{1,64}$/.test(code) ? ` (${code})` : '';
  } catch {
    return '';
  }
}

/** `: <message>` from an OData error answer ({ error: { code, message } }), or nothing. */
function odataError(text: string): string {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' ? `: ${message.slice(0, 300)}` : '';
  } catch {
    return '';
  }
}
