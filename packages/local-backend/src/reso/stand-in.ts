// A RESO Web API stand-in on loopback, for the tests and `npm start -- --market`, serving a market
// (market.ts) as an MLS's server does: OAuth2 client credentials at <base>/oauth2/token (HTTP
// Basic or form fields; 401 invalid_client to others), and <base>/Property with a bearer token,
// answering OData 4 JSON:
// $filter on ModificationTimestamp (gt, ge, lt, le, eq) and ListingId (eq), joined by `and`,
// $orderby, $top (at most 1000), $skip, $select, $expand=Media, and @odata.nextLink (the same query
// with $skip moved on) while more remain. A listing agent's edit is the Web API's Add/Edit:
// PATCH <base>/Property('<ListingKey>') with the changed fields, answered 204 (or 200 with the
// record under `Prefer: return=representation`), stamping the record as the market does. It can
// throttle (429 with Retry-After) and drop the connection after a number of pages, as a crash
// would, and keeps every request it answered.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Market, PropertyRecord } from './market.ts';

export interface ResoRequest {
  path: string;
  /** The query options, decoded. */
  query: Record<string, string>;
  /** The answer's status; 0 when the connection was dropped instead. */
  status: number;
}

export interface TestResoService {
  /** The service root, http://127.0.0.1:<port>/odata, for MLS_RESO_URL. */
  url: string;
  requests: ResoRequest[];
  /** The next `count` data requests answer 429 with `Retry-After: <seconds>`. */
  throttle(count: number, retryAfterSeconds: number): void;
  /** After `pages` more pages of Property, every data request's connection is dropped until reset. */
  dropAfter(pages: number | undefined): void;
  /** The secret the token endpoint takes from now on. */
  setSecret(secret: string): void;
  /** Forgets every token issued: the next data request with one is answered 401. */
  revokeTokens(): void;
  stop(): Promise<void>;
}

const MAX_TOP = 1000;

function odataError(status: number, code: string, message: string) {
  return { status, body: { error: { code, message } } };
}

type Comparison = { op: 'gt' | 'ge' | 'lt' | 'le' | 'eq'; at: number } | { op: 'id'; listingId: string };

/**
 * `ModificationTimestamp gt 2026-01-01T00:00:00Z and …`, or `ListingId eq '2600123'`; undefined
 * when it is not that.
 */
function parseFilter(filter: string): Comparison[] | undefined {
  const parts = filter.split(/\s+and\s+/i);
  const comparisons: Comparison[] = [];
  for (const part of parts) {
    const id = /^\s*ListingId\s+eq\s+'([^']*)'\s*$/.exec(part);
    if (id) {
      comparisons.push({ op: 'id', listingId: id[1]! });
      continue;
    }
    const match = /^\s*ModificationTimestamp\s+(gt|ge|lt|le|eq)\s+(\S+)\s*$/.exec(part);
    if (!match) return undefined;
    const at = Date.parse(match[2]!);
    if (Number.isNaN(at) || !/[Zz]|[+-]\d{2}:\d{2}$/.test(match[2]!)) return undefined;
    comparisons.push({ op: match[1] as 'gt' | 'ge' | 'lt' | 'le' | 'eq', at });
  }
  return comparisons;
}

const COMPARE: Record<'gt' | 'ge' | 'lt' | 'le' | 'eq', (a: number, b: number) => boolean> = {
  gt: (a, b) => a > b,
  ge: (a, b) => a >= b,
  lt: (a, b) => a < b,
  le: (a, b) => a <= b,
  eq: (a, b) => a === b,
};

function matches(record: PropertyRecord, comparison: Comparison): boolean {
  if (comparison.op === 'id') return record.ListingId === comparison.listingId;
  return COMPARE[comparison.op](Date.parse(record.ModificationTimestamp), comparison.at);
}

/** The fields an edit may not set: the record's key and the server's own stamp. */
const SERVER_FIELDS = new Set(['ListingKey', 'ModificationTimestamp', 'Media']);

function parseOrderBy(orderBy: string): { field: string; desc: boolean }[] | undefined {
  const terms = orderBy.split(',').map((term) => /^\s*(\w+)(?:\s+(asc|desc))?\s*$/.exec(term));
  if (terms.some((term) => !term)) return undefined;
  return terms.map((term) => ({ field: term![1]!, desc: term![2] === 'desc' }));
}

/** A record as the query asks: only the $select'ed fields, Media only when expanded. */
function shape(record: PropertyRecord, select: string[] | undefined, expandMedia: boolean) {
  const { Media, ...fields } = record;
  const picked = select ? Object.fromEntries(select.map((field) => [field, fields[field] ?? null])) : fields;
  return expandMedia ? { ...picked, Media: Media.map((media) => ({ ...media })) } : picked;
}

export async function startResoService(
  market: Market,
  credentials: { clientId: string; clientSecret: string },
): Promise<TestResoService> {
  const requests: ResoRequest[] = [];
  let secret = credentials.clientSecret;
  const tokens = new Set<string>();
  let throttled = { count: 0, retryAfter: 1 };
  let pagesBeforeDrop: number | undefined;
  let issued = 0;

  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const query = Object.fromEntries(url.searchParams);
      const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        requests.push({ path: url.pathname, query, status });
        response
          .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers })
          .end(JSON.stringify(body));
      };

      if (url.pathname === '/odata/oauth2/token' && request.method === 'POST') {
        const form = new URLSearchParams(text);
        let id = form.get('client_id');
        let given = form.get('client_secret');
        const basic = /^Basic\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        if (basic) {
          const [user = '', pass = ''] = Buffer.from(basic, 'base64').toString('utf8').split(':');
          id = decodeURIComponent(user);
          given = decodeURIComponent(pass);
        }
        if (form.get('grant_type') !== 'client_credentials') {
          return reply(400, { error: 'unsupported_grant_type' });
        }
        if (id !== credentials.clientId || given !== secret) {
          return reply(401, { error: 'invalid_client', error_description: 'Unknown client or wrong secret' });
        }
        const token = `token-${++issued}-${Math.random().toString(36).slice(2)}`;
        tokens.add(token);
        return reply(200, { access_token: token, token_type: 'Bearer', expires_in: 3600 });
      }

      const edited = /^\/odata\/Property\('([^']+)'\)$/.exec(decodeURIComponent(url.pathname));
      const isEdit = edited !== null && request.method === 'PATCH';
      if (!isEdit && (url.pathname !== '/odata/Property' || request.method !== 'GET')) {
        const { status, body } = odataError(404, 'NotFound', 'No such resource');
        return reply(status, body);
      }
      const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) {
        const { status, body } = odataError(401, 'Unauthorized', 'A valid bearer token is required');
        return reply(status, body);
      }
      if (isEdit) {
        const key = edited[1]!;
        let fields: unknown;
        try {
          fields = JSON.parse(text);
        } catch {
          fields = undefined;
        }
        if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
          const { status, body } = odataError(400, 'BadRequest', 'The body must be a JSON object of fields');
          return reply(status, body);
        }
        const refused = Object.keys(fields).filter((field) => SERVER_FIELDS.has(field));
        if (refused.length > 0) {
          const { status, body } = odataError(400, 'BadRequest', `Not editable: ${refused.join(', ')}`);
          return reply(status, body);
        }
        let record: PropertyRecord;
        try {
          record = market.change(key, fields as Record<string, unknown>);
        } catch {
          const { status, body } = odataError(404, 'NotFound', `No Property ${key}`);
          return reply(status, body);
        }
        if (/return=representation/.test(String(request.headers.prefer ?? ''))) {
          return reply(200, shape(record, undefined, false));
        }
        requests.push({ path: url.pathname, query, status: 204 });
        response.writeHead(204).end();
        return;
      }
      if (throttled.count > 0) {
        throttled.count -= 1;
        const { body } = odataError(429, 'TooManyRequests', 'Slow down');
        return reply(429, body, { 'Retry-After': String(throttled.retryAfter) });
      }
      if (pagesBeforeDrop !== undefined) {
        if (pagesBeforeDrop <= 0) {
          requests.push({ path: url.pathname, query, status: 0 });
          request.socket.destroy();
          return;
        }
        pagesBeforeDrop -= 1;
      }

      let records = market.records;
      const filter = query.$filter;
      if (filter !== undefined) {
        const comparisons = parseFilter(filter);
        if (!comparisons) {
          const { status, body } = odataError(400, 'BadRequest', `This server cannot filter by: ${filter}`);
          return reply(status, body);
        }
        records = records.filter((record) => comparisons.every((comparison) => matches(record, comparison)));
      }
      const orderBy = parseOrderBy(query.$orderby ?? 'ListingKey asc');
      if (!orderBy) {
        const { status, body } = odataError(400, 'BadRequest', 'Bad $orderby');
        return reply(status, body);
      }
      records = [...records].sort((a, b) => {
        for (const { field, desc } of orderBy) {
          const x = String(a[field] ?? '');
          const y = String(b[field] ?? '');
          if (x !== y) return (x < y ? -1 : 1) * (desc ? -1 : 1);
        }
        return 0;
      });
      const top = Math.min(Number(query.$top ?? MAX_TOP), MAX_TOP);
      const skip = Number(query.$skip ?? 0);
      if (!Number.isInteger(top) || top < 0 || !Number.isInteger(skip) || skip < 0) {
        const { status, body } = odataError(400, 'BadRequest', 'Bad $top or $skip');
        return reply(status, body);
      }
      const select = query.$select?.split(',').map((field) => field.trim());
      const expandMedia = /^Media\b/.test(query.$expand ?? '');
      const page = records.slice(skip, skip + top).map((record) => shape(record, select, expandMedia));
      const body: Record<string, unknown> = {
        '@odata.context': `${origin()}/odata/$metadata#Property`,
        value: page,
      };
      if (skip + top < records.length) {
        const next = new URLSearchParams(url.searchParams);
        next.set('$skip', String(skip + top));
        body['@odata.nextLink'] = `${origin()}/odata/Property?${next.toString().replace(/\+/g, '%20')}`;
      }
      return reply(200, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin()}/odata`,
    requests,
    throttle(count, retryAfterSeconds) {
      throttled = { count, retryAfter: retryAfterSeconds };
    },
    dropAfter(pages) {
      pagesBeforeDrop = pages;
    },
    setSecret(value) {
      secret = value;
    },
    revokeTokens() {
      tokens.clear();
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
