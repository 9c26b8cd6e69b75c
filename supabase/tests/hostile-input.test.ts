// Hostile input: about 3,000 generated payloads (fast-check, seeded, so every run sends the same
// ones) against every edge function and the REST, auth and storage endpoints (and the site, and raw
// HTTP for what fetch cannot send), as a visitor with the anon key and as a signed-in stranger:
// quotes, `$1`, backslashes, NUL, lone surrogates, strings of 3,000 to 100,000 characters, markup,
// CRLF, SQL, `__proto__` keys, the wrong JSON types, nesting 15,000 levels deep, thousands of keys,
// invalid JSON, wrong content types and empty bodies. Each answer must be below 500, an HTML answer
// must not carry a payload's markup unescaped, no answer may carry an injected header, and the
// server must still answer afterwards. Every group collects all its failures (one line per endpoint,
// status and logged error, with its shortest payload and how many payloads failed alike) and
// reports them together.
import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FORM_TEXT } from '@agent-sites/schemas';
import { makeGuideRequest, makeInquiry, makePartnershipRequest, makeReview } from './lead-factories.ts';
import { DEVELOPMENT_JWT_SECRET, signJwt } from '../../packages/local-backend/src/jwt.ts';
import { OPERATORS as SUPPORTED_OPERATORS } from '../../packages/local-backend/src/rest/grammar.ts';
import { AGENT, startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';

const SEED = 20_251_124;
const GROUP_TIMEOUT = 180_000;

// ---------------------------------------------------------------------------------------------
// Payload material

/** Markup a page must never carry unescaped; the tells are what the HTML check looks for. */
const MARKUP = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<svg onload=alert(1)>',
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '<iframe src="javascript:alert(1)"></iframe>',
];
const MARKUP_TELLS = ['<script>alert(1)', 'onerror=alert(1)', 'onload=alert(1)', '<iframe src="javascript:'];

/** Header injection: a response must never grow an X-Injected header or an injected cookie. */
const CRLF = [
  '\r\nX-Injected: 1',
  '\r\n\r\n<script>alert(1)</script>',
  '\nX-Injected: 1',
  '%0d%0aX-Injected:%201',
  '\r\nSet-Cookie: injected=1',
  '\r\nBcc: victim@example.com',
  '\u560d\u560aX-Injected: 1',
];

const SQL = [
  "' or '1'='1",
  "'; drop table public.listings; --",
  '" or 1=1 --',
  "x'); update public.listings set price = 1; --",
  '$1',
  '$1::text',
  '$$; select 1; $$',
  "'||(select current_user)||'",
  "%' and 1=1 --",
  '_%',
  '\\',
  "\\'",
  "E'\\x00'",
  '"; reset role; --',
  "1; select pg_read_file('/etc/passwd')",
];

const SPECIAL = [
  '',
  ' ',
  '"',
  "'",
  '`',
  '\\',
  '\\\\',
  '\u0000',
  'a\u0000b',
  '\u0000\u0000\u0000',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\uDC00\uD800',
  '\uFEFF',
  '\u202Eevil\u202C',
  '\u2028\u2029',
  'Ümlaut naïve 東京 🏡👨‍👩‍👧',
  '%00',
  '%ff',
  '%E0%A4%A',
  '%',
  '%%%',
  '%ED%A0%80',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '/',
  '//',
  '.',
  '..',
  '\\\\server\\share',
  '{{7*7}}',
  '${7*7}',
  '#{7*7}',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '99999999999999999999',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '*',
  'eq.',
  'not.is.null',
  '(',
  ')',
  '((((',
  ',',
  ';',
  '=',
  '&',
  '?',
  '#',
  '@',
  ':',
  '::',
  'a'.repeat(300),
];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'then'];

/** A JSON text to write as it is (numbers JSON.stringify cannot write, deep nesting, escapes). */
class Raw {
  constructor(readonly text: string) {}
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const manyKeys = (count: number) => `{${Array.from({ length: count }, (_, i) => `"k${i}":${i}`).join(',')}}`;
const PROTO_JSON =
  '{"__proto__":{"polluted":true,"isAdmin":true},"constructor":{"prototype":{"polluted":true}},"prototype":{"polluted":true}}';

/** Raw JSON values that fit anywhere, and those too large for a function's 32 kB body. */
const RAW_SMALL = [
  '1e999',
  '-1e999',
  '-0',
  '123456789012345678901234567890',
  '0.0000000000000000000000000001',
  '"\\ud800"',
  '"\\udfff\\ud800"',
  '"\\u0000"',
  '"a\\u0000b"',
  PROTO_JSON,
  '{"__proto__":null}',
  '{"__proto__":[]}',
  '{"constructor":null}',
  '[[],{},[{}],null]',
  '{"":""}',
].map((text) => new Raw(text));

/** Deep nesting sized for a function's 32 kB body (15,000 levels of arrays fit in 30,000 bytes). */
const RAW_DEEP_FUNCTION = [deepArray(15_000), deepObject(5_000), deepArray(1_000), manyKeys(2_500)].map(
  (text) => new Raw(text),
);
/** Deep nesting for the APIs that take larger bodies. */
const RAW_DEEP_API = [
  deepArray(15_000),
  deepArray(100_000),
  deepObject(15_000),
  deepObject(1_000),
  manyKeys(50_000),
].map((text) => new Raw(text));

/** One character of a random hostile string: quotes, controls, lone surrogates, any code point. */
const hostileChar = fc.oneof(
  fc.constantFrom(
    '\u0000',
    '"',
    "'",
    '\\',
    '$',
    '<',
    '>',
    '&',
    ';',
    '%',
    '\r',
    '\n',
    '\t',
    '(',
    ')',
    ',',
    '.',
    '*',
    '{',
    '}',
    '[',
    ']',
    '`',
    '/',
    '=',
    '\u2028',
    '\u202E',
    '\uFEFF',
  ),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }),
);

const LONG_UNITS = [
  'a',
  'é',
  '🏡',
  "'",
  '"',
  '\\',
  '\u0000',
  '\uD800',
  '$1',
  '\r\n',
  '<script>alert(1)</script>',
];

/** A string of `min` to `max` characters made of one repeated unit. */
const longString = (min: number, max: number) =>
  fc
    .tuple(fc.constantFrom(...LONG_UNITS), fc.integer({ min, max }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));

/** Hostile text; `maxLong` bounds the long strings (URLs and headers cannot take 100,000). */
const hostileString = (maxLong: number): fc.Arbitrary<string> => {
  const known = fc.constantFrom(...MARKUP, ...CRLF, ...SQL, ...SPECIAL);
  const random = fc.string({ unit: hostileChar, maxLength: 40 });
  return fc.oneof(
    { weight: 5, arbitrary: known },
    {
      weight: 3,
      arbitrary: fc
        .array(fc.oneof(known, random), { minLength: 2, maxLength: 4 })
        .map((parts) => parts.join('')),
    },
    { weight: 2, arbitrary: random },
    { weight: 1, arbitrary: longString(3_000, maxLong) },
  );
};

const BODY_TEXT = hostileString(100_000);
const FUNCTION_TEXT = hostileString(30_000);
const URL_TEXT = hostileString(12_000);
const HEADER_TEXT = hostileString(6_000).map(headerSafe);

const hostileKey = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(...PROTO_KEYS) },
  { weight: 1, arbitrary: hostileString(5_000) },
);

/** A JSON value where a string (or a number, or a boolean) belongs. */
const hostileValue = (text: fc.Arbitrary<string>, deep: readonly Raw[]): fc.Arbitrary<unknown> => {
  const leaf = fc.oneof(
    { weight: 4, arbitrary: text },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        null,
        true,
        false,
        0,
        -1,
        1.5,
        1e308,
        -1e308,
        2 ** 31,
        -(2 ** 31) - 1,
        Number.MAX_SAFE_INTEGER + 2,
      ),
    },
    { weight: 1, arbitrary: fc.integer() },
  );
  return fc.oneof(
    { weight: 6, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.tuple(hostileKey, leaf), { maxLength: 3 })
        .map((entries) => Object.fromEntries(entries)),
    },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SMALL) },
    { weight: 1, arbitrary: fc.constantFrom(...deep) },
  );
};

const FUNCTION_VALUE = hostileValue(FUNCTION_TEXT, RAW_DEEP_FUNCTION);
const API_VALUE = hostileValue(BODY_TEXT, RAW_DEEP_API);

/**
 * A request body shaped like the real one: mostly one or two fields replaced by a hostile value (or
 * left out) and the rest kept, so the payload gets past the checks of the other fields; sometimes
 * any number of them; and now and then hostile keys (`__proto__`, `constructor`, …) added.
 */
function shaped(
  base: Record<string, unknown>,
  value: fc.Arbitrary<unknown>,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(base);
  const chosen =
    keys.length === 0
      ? fc.constant<string[]>([])
      : fc.oneof(
          { weight: 4, arbitrary: fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }) },
          { weight: 1, arbitrary: fc.subarray(keys) },
        );
  const replacement = fc.oneof(
    { weight: 5, arbitrary: value },
    { weight: 1, arbitrary: fc.constant<unknown>(undefined) },
  );
  const extra = fc.oneof(
    { weight: 3, arbitrary: fc.constant<[string, unknown][]>([]) },
    { weight: 1, arbitrary: fc.array(fc.tuple(hostileKey, value), { minLength: 1, maxLength: 2 }) },
  );
  return fc
    .tuple(chosen, fc.array(replacement, { minLength: keys.length, maxLength: keys.length }), extra)
    .map(([replaced, values, added]) =>
      Object.fromEntries([
        ...keys.map((key, i) => [key, replaced.includes(key) ? values[i] : base[key]] as const),
        ...added,
      ]),
    );
}

/** JSON text for a value: Raw parts written as they are, own `__proto__` keys kept, undefined left out. */
function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => toJson(item)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Bodies that are hostile as a whole: invalid JSON, the wrong JSON type, deep, huge, not UTF-8. */
const wholeBody = (
  text: fc.Arbitrary<string>,
  deep: readonly Raw[],
): fc.Arbitrary<string | Uint8Array<ArrayBuffer>> =>
  fc.oneof(
    fc.constantFrom<string | Uint8Array<ArrayBuffer>>(
      '',
      ' ',
      'null',
      'true',
      '0',
      '"text"',
      '[]',
      '[{}]',
      '{',
      '}',
      '{"a":',
      '{"a":1,}',
      "{'a':1}",
      'NaN',
      '\u0000',
      '\uFEFF{}',
      '{"kind":"inquiry","kind":"review"}',
      '<xml/>',
      'a=1&b=2',
      '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nx\r\n--x--',
      new Uint8Array([0xff, 0xfe, 0x7b, 0x7d]),
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
      new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0x80, 0x22, 0x7d]),
    ),
    fc.constantFrom(...RAW_SMALL, ...deep).map((raw) => raw.text),
    text,
    text.map((value) => JSON.stringify(value)),
    hostileValue(text, deep).map(toJson),
  );

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset="<script>"',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/vnd.pgrst.object+json',
  'image/jpeg',
  '*/*',
  'application/json\u00e9',
  undefined,
];
const contentType = fc.constantFrom(...CONTENT_TYPES);

/** Header values fetch can send: no NUL, CR or LF, nothing above U+00FF. */
function headerSafe(text: string): string {
  return text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

/** Percent-encodes a URL part, lone surrogates as the (invalid) UTF-8 bytes a careless client sends. */
function pct(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** A URL part: percent-encoded, or (sometimes) written as it is for the URL parser to cope with. */
const urlPart = (text: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 4, arbitrary: text.map(pct) },
    { weight: 1, arbitrary: text.map((value) => value.replace(/[#?]/g, '')) },
  );

/** The same samples on every run: the group's salt picks its own seeded stream. */
function sample<T>(arbitrary: fc.Arbitrary<T>, numRuns: number, salt: number): T[] {
  return fc.sample(arbitrary, { seed: SEED + salt, numRuns });
}

// ---------------------------------------------------------------------------------------------
// Sending, and checking each answer

interface Probe {
  /** The endpoint, for grouping failures (e.g. `POST /functions/v1/submit-lead`). */
  target: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
}

interface Failure {
  signature: string;
  description: string;
}

let t: TestBackend;
let anonKey: string;
let strangerToken: string;
let sent = 0;
const allFailures: Failure[] = [];
/** Errors the backend logged while answering a request that was not a 5xx (worth a look). */
const loggedOnSuccess = new Map<string, string>();
let currentLog: string[] | undefined;

function snippet(value: string | Uint8Array<ArrayBuffer> | undefined, max = 160): string {
  if (value === undefined) return '(no body)';
  if (value instanceof Uint8Array) {
    try {
      return `${snippet(new TextDecoder('utf-8', { fatal: true }).decode(value), max)} (sent as bytes)`;
    } catch {
      return `bytes(${Buffer.from(value).toString('hex').slice(0, max)})`;
    }
  }
  const shown = JSON.stringify(value.slice(0, max));
  return value.length > max ? `${shown}…(${value.length} chars)` : shown;
}

function describeProbe(probe: Probe): string {
  const headers = Object.entries(probe.headers ?? {})
    .filter(([name]) => name !== 'apikey' || probe.headers?.apikey !== anonKey)
    .map(([name, value]) =>
      name === 'authorization' && value === `Bearer ${strangerToken}`
        ? 'authorization: Bearer <stranger>'
        : name === 'authorization' && value === `Bearer ${anonKey}`
          ? 'authorization: Bearer <anon>'
          : `${name}: ${snippet(value, 120)}`,
    );
  const path =
    probe.path.length > 300 ? `${probe.path.slice(0, 300)}…(${probe.path.length} chars)` : probe.path;
  return `${probe.method} ${path} [${headers.join('; ')}] ${snippet(probe.body)}`;
}

/** The first logged error, without the payload it may quote, for grouping. */
function logKey(lines: string[]): string {
  const first = lines[0];
  if (!first) return '(nothing logged)';
  return first
    .replace(/"[^"]*"|'[^']*'/g, '…')
    .replace(/0x[0-9a-f]+(?: 0x[0-9a-f]+)*/gi, '<hex>')
    .replace(/\d+/g, 'N')
    .slice(0, 160);
}

function formatLogged(args: unknown[]): string {
  return args
    .map((arg) =>
      arg instanceof Error
        ? `${arg.name}: ${arg.message}${'code' in arg ? ` [${String((arg as { code: unknown }).code)}]` : ''}`
        : String(arg),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .slice(0, 400);
}

/** Whether an answer is one a browser would render as a page (HTML, XML, or no type at all). */
function rendersAsPage(type: string | null): boolean {
  return type === null || type === '' || /html|xml/i.test(type);
}

async function send(probe: Probe, failures: Failure[]): Promise<void> {
  sent++;
  const logged: string[] = [];
  currentLog = logged;
  const fail = (status: string, why: string) => {
    const failure = {
      signature: `${probe.target} -> ${status} ${logKey(logged)}`,
      description: `${describeProbe(probe)} -> ${status} ${why}${logged.length ? ` | logged: ${logged.join(' / ')}` : ''}`,
    };
    failures.push(failure);
    allFailures.push(failure);
  };
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${t.url}${probe.path}`, {
      method: probe.method,
      headers: probe.headers,
      body: probe.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(60_000),
    });
    text = await response.text();
  } catch (error) {
    currentLog = undefined;
    fail('no answer', formatLogged([error, (error as { cause?: unknown }).cause]));
    return;
  }
  // Errors logged after the answer (work left running) may still be attributed to the next request.
  currentLog = undefined;
  const type = response.headers.get('content-type');
  if (response.status >= 500) fail(String(response.status), snippet(text, 300));
  else if (logged.length > 0 && !loggedOnSuccess.has(`${probe.target} ${logKey(logged)}`)) {
    loggedOnSuccess.set(
      `${probe.target} ${logKey(logged)}`,
      `${describeProbe(probe)} -> ${response.status} | logged: ${logged.join(' / ')}`,
    );
  }
  if (rendersAsPage(type) && MARKUP_TELLS.some((tell) => text.includes(tell))) {
    fail(`${response.status} markup echoed`, `(${type ?? 'no content-type'}) ${snippet(text, 300)}`);
  }
  const injected =
    response.headers.get('x-injected') ?? response.headers.getSetCookie().find((c) => c.includes('injected'));
  if (injected !== undefined && injected !== null) fail(`${response.status} header injected`, injected);
}

async function sendAll(probes: Probe[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const probe of probes) await send(probe, failures);
  return failures;
}

/** One line per endpoint, status and logged error: how many payloads, and the shortest of them. */
function report(failures: Failure[]): string[] {
  const groups = new Map<string, Failure[]>();
  for (const failure of failures) {
    const group = groups.get(failure.signature) ?? [];
    group.push(failure);
    groups.set(failure.signature, group);
  }
  return [...groups.entries()].map(([signature, group]) => {
    const shortest = group.reduce((a, b) => (b.description.length < a.description.length ? b : a));
    return `${group.length}× ${signature}\n    e.g. ${shortest.description}`;
  });
}

// Identities a request can carry.
const anon = () => ({ apikey: anonKey, authorization: `Bearer ${anonKey}` });
const stranger = () => ({ apikey: anonKey, authorization: `Bearer ${strangerToken}` });
const as = fc.constantFrom<'anon' | 'stranger'>('anon', 'anon', 'stranger');
const who = (identity: 'anon' | 'stranger') => (identity === 'anon' ? anon() : stranger());

function withType(headers: Record<string, string>, type: string | undefined): Record<string, string> {
  return type === undefined ? headers : { ...headers, 'content-type': headerSafe(type) };
}

/** A body with no Content-Type sent as bytes (fetch would add text/plain to a string). */
function bodyFor(
  body: string | Uint8Array<ArrayBuffer>,
  type: string | undefined,
): string | Uint8Array<ArrayBuffer> {
  return type === undefined && typeof body === 'string' ? new TextEncoder().encode(body) : body;
}

// ---------------------------------------------------------------------------------------------
// The suite

beforeAll(async () => {
  t = await startTestBackend({
    // Limits that would answer 429 before the payload is looked at are raised; 429 is fine anyway.
    LEAD_RATE_LIMIT: '100000/600',
    LEAD_MIN_FILL_MS: '0',
    MIRROR_RATE_LIMIT: '0/600',
    OUTBOX_INTERVAL_MS: '0',
    AUTH_LOCKOUT_MAX_FAILURES: '1000000',
    AUTH_LOCKOUT_MAX_FAILURES_PER_ADDRESS: '1000000',
    AUTH_LOCKOUT_SLOW_AFTER: '1000000',
    AUTH_LOCKOUT_DELAY_MS: '0',
  });
  anonKey = t.backend.keys.anonKey;
  const signedIn = await t.stranger();
  strangerToken = (await signedIn.auth.getSession()).data.session?.access_token ?? '';
  expect(strangerToken).not.toBe('');
  // The backend runs in this process: what it logs is read here, per request.
  const capture =
    (original: (...args: unknown[]) => void) =>
    (...args: unknown[]) => {
      if (currentLog) currentLog.push(formatLogged(args));
      else original(...args);
    };
  vi.spyOn(console, 'error').mockImplementation(capture(console.error.bind(console)));
  vi.spyOn(console, 'warn').mockImplementation(capture(console.warn.bind(console)));
}, 180_000);

afterAll(async () => {
  vi.restoreAllMocks();
  if (allFailures.length > 0) {
    process.stdout.write(
      `\nhostile-input: ${allFailures.length} failing payloads of ${sent} sent:\n${report(allFailures).join('\n')}\n`,
    );
  }
  if (loggedOnSuccess.size > 0) {
    process.stdout.write(
      `\nhostile-input: errors logged while answering below 500:\n${[...loggedOnSuccess.values()].join('\n')}\n`,
    );
  }
  await t?.close();
});

const LISTING = '1428-maplewood-ave-royal-oak';
const PHOTO = `${LISTING}/photo-1.jpg`;
const CONSENT = FORM_TEXT.consentLabel;

/** The values each lead form sends, as the site sends them (the lead tests' own factories). */
const FORM_VALUES: Record<string, Record<string, unknown>> = {
  inquiry: makeInquiry(),
  review: makeReview(),
  partnership: makePartnershipRequest(),
  subscribe: { email: 'reader@example.com' },
  guide: makeGuideRequest(),
};

/** The envelope around a form's values. */
const envelope = (kind: string, values: unknown) => ({
  kind,
  values,
  page: kind === 'guide' ? '/florida-michigan' : `/listing/${LISTING}`,
  listingSlug: LISTING,
  variant: kind === 'guide' ? 'florida' : 'tour',
  consentText: CONSENT,
  elapsedMs: 15_000,
  website: '',
});

/** A lead submission: the form's values and the envelope, each field kept or made hostile. */
const leadBody = (kinds: string[]) =>
  fc
    .constantFrom(...kinds)
    .chain((kind) =>
      fc.oneof(
        // Hostile values in a well-formed envelope reach the form's schema and the database.
        {
          weight: 3,
          arbitrary: shaped(FORM_VALUES[kind] ?? {}, FUNCTION_VALUE).map((values) => envelope(kind, values)),
        },
        // A hostile envelope around the form's values.
        { weight: 1, arbitrary: shaped(envelope(kind, FORM_VALUES[kind]), FUNCTION_VALUE) },
        {
          weight: 1,
          arbitrary: fc
            .oneof(shaped(FORM_VALUES[kind] ?? {}, FUNCTION_VALUE), FUNCTION_VALUE)
            .chain((values) => shaped(envelope(kind, values), FUNCTION_VALUE)),
        },
      ),
    )
    .map(toJson);

/** POSTs to a function: shaped bodies as JSON, and wholly hostile bodies with any content type. */
function functionPosts(
  name: string,
  shapedBodies: fc.Arbitrary<string>,
  count: number,
  salt: number,
): Probe[] {
  const target = `POST /functions/v1/${name}`;
  const shapedProbes = sample(fc.tuple(shapedBodies, as), Math.round(count * 0.75), salt).map(
    ([body, identity]): Probe => ({
      target: `${target} (shaped)`,
      method: 'POST',
      path: `/functions/v1/${name}`,
      headers: { ...who(identity), 'content-type': 'application/json' },
      body,
    }),
  );
  const wholeProbes = sample(
    fc.tuple(wholeBody(FUNCTION_TEXT, RAW_DEEP_FUNCTION), contentType, as),
    Math.round(count * 0.25),
    salt + 1,
  ).map(([body, type, identity]): Probe => ({
    target: `${target} (whole body)`,
    method: 'POST',
    path: `/functions/v1/${name}`,
    headers: withType(who(identity), type),
    body: bodyFor(body, type),
  }));
  return [...shapedProbes, ...wholeProbes];
}

/** A JSON POST with the anon key (or the headers given), written out for the cases always sent. */
function jsonPost(
  target: string,
  path: string,
  body: string,
  headers: Record<string, string> = anon(),
): Probe {
  return { target, method: 'POST', path, headers: { ...headers, 'content-type': 'application/json' }, body };
}

/** The cases each group always sends besides its generated ones: the shapes known to have broken. */
function leadCases(name: string, kind: string): Probe[] {
  const target = `POST /functions/v1/${name} (known case)`;
  const values = FORM_VALUES[kind] ?? {};
  const [textField = 'name'] = Object.keys(values).filter((key) => typeof values[key] === 'string');
  const body = (changes: Record<string, unknown>, valueChanges: Record<string, unknown> = {}) =>
    toJson({
      ...envelope(kind, Object.fromEntries([...Object.entries(values), ...Object.entries(valueChanges)])),
      ...changes,
    });
  const cases = [
    body({}, Object.fromEntries([['__proto__', new Raw('{"polluted":true}')]])),
    body({}, Object.fromEntries([['__proto__', { [textField]: 'x' }]])),
    toJson(Object.fromEntries([['__proto__', { kind }], ...Object.entries(envelope(kind, values))])),
    body({}, { constructor: new Raw('{"prototype":{"polluted":true}}') }),
    body({ values: new Raw(PROTO_JSON) }),
    body({}, { [textField]: ['Maria'] }),
    body({}, { [textField]: { first: 'Maria' } }),
    body({}, { [textField]: 5 }),
    body({}, { [textField]: true }),
    body({}, { [textField]: null }),
    body({}, { email: ['a@example.com'] }),
    body({}, { email: { toString: 'a@example.com' } }),
    body({ kind: [kind] }),
    body({ page: ['/'] }),
    body({ page: { toString: '/' } }),
    body({ consentText: [CONSENT] }),
    body({ listingSlug: { slug: LISTING } }),
    body({ variant: ['tour'] }),
    body({ elapsedMs: '15000' }),
    body({ elapsedMs: new Raw('1e999') }),
    body({ website: ['x'] }),
    body({ values: new Raw(deepArray(15_000)) }),
    body({}, { [textField]: new Raw(deepArray(15_000)) }),
    body({ page: new Raw(deepArray(15_000)) }),
    body({}, { [textField]: new Raw(deepObject(5_000)) }),
    body({}, { [textField]: 'a\u0000b' }),
    body({}, { [textField]: 'x\uD800y' }),
    body({}, { [textField]: 'a'.repeat(3_000) }),
    body({}, { email: `${'a'.repeat(3_000)}@example.com` }),
    body({}, { [textField]: '<script>alert(1)</script><img src=x onerror=alert(1)>' }),
    body({}, { [textField]: 'Jordan\r\nBcc: victim@example.com' }),
    deepArray(15_000),
    deepObject(5_000),
    manyKeys(2_500),
    '',
    '{',
  ];
  return cases.map((text) => jsonPost(target, `/functions/v1/${name}`, text));
}

/** The server's first answer to `request`, written byte for byte on a socket ('' when none came). */
function rawAnswer(request: string): Promise<string> {
  const { hostname, port } = new URL(t.url);
  return new Promise<string>((resolve) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''));
    let data = '';
    const done = () => resolve(data);
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => {
      data += chunk.toString('latin1');
      // One answer is enough: the server may keep the connection open.
      if (/\r\n\r\n/.test(data)) {
        const length = /content-length: (\d+)/i.exec(data)?.[1];
        const head = data.indexOf('\r\n\r\n') + 4;
        if (length === undefined || data.length - head >= Number(length)) socket.end();
      }
    });
    socket.on('close', done);
    socket.on('error', done);
    socket.write(Buffer.from(request, 'latin1'));
  });
}

describe('hostile input', () => {
  it(
    'the lead functions (submit-lead, send-guide-email) answer every payload below 500',
    async () => {
      const probes = [
        ...functionPosts('submit-lead', leadBody(['inquiry', 'review', 'partnership', 'subscribe']), 320, 1),
        ...functionPosts('send-guide-email', leadBody(['guide']), 120, 3),
        ...['inquiry', 'review', 'partnership', 'subscribe'].flatMap((kind) =>
          leadCases('submit-lead', kind),
        ),
        ...leadCases('send-guide-email', 'guide'),
      ];
      expect(report(await sendAll(probes))).toEqual([]);
    },
    GROUP_TIMEOUT,
  );

  it(
    'subscription, mirror-image, listing-photo, process-outbox and unknown functions answer below 500',
    async () => {
      const subscription = sample(
        fc.tuple(
          fc.oneof(fc.constantFrom('confirm', 'unsubscribe', 'stop-alerts'), URL_TEXT),
          fc.oneof(
            URL_TEXT,
            fc.stringMatching(/^[A-Za-z0-9_-]{20,100}$/),
            fc.constant('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'),
          ),
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
          fc.boolean(),
          wholeBody(FUNCTION_TEXT, RAW_DEEP_FUNCTION),
        ),
        130,
        10,
      ).map(([action, token, method, withKey, body]): Probe => ({
        target: `${method} /functions/v1/subscription`,
        method,
        path: `/functions/v1/subscription?action=${pct(action)}&token=${pct(token)}`,
        headers: withKey ? anon() : {},
        body: method === 'GET' ? undefined : body,
      }));
      const subscriptionRawQuery = sample(urlPart(URL_TEXT), 30, 11).map((query): Probe => ({
        target: 'GET /functions/v1/subscription (raw query)',
        method: 'GET',
        path: `/functions/v1/subscription?${query}`,
      }));
      const mirrorBase = {
        imageUrl: `/storage/v1/object/public/listing-photos/${PHOTO}`,
        slug: LISTING,
        setHeader: false,
      };
      const mirrorShaped = shaped(mirrorBase, FUNCTION_VALUE).chain((body) =>
        // A hostile path on an allowed origin reaches the download itself.
        fc
          .oneof(
            { weight: 3, arbitrary: fc.constant(body) },
            {
              weight: 2,
              arbitrary: urlPart(URL_TEXT).map((part) => ({
                ...body,
                imageUrl: `/storage/v1/object/public/listing-photos/${part}`,
              })),
            },
            {
              weight: 1,
              arbitrary: URL_TEXT.map((text) => ({ ...body, imageUrl: `${t.url}/${text}` })),
            },
          )
          .map(toJson),
      );
      const listingPhoto = sample(
        fc.tuple(
          urlPart(URL_TEXT),
          urlPart(URL_TEXT),
          fc.oneof(fc.constant('true'), urlPart(URL_TEXT)),
          wholeBody(FUNCTION_TEXT, RAW_DEEP_FUNCTION),
          contentType,
          as,
        ),
        60,
        12,
      ).map(([listing, altText, isHeader, body, type, identity]): Probe => ({
        target: 'POST /functions/v1/listing-photo',
        method: 'POST',
        path: `/functions/v1/listing-photo?listing=${listing}&altText=${altText}&isHeader=${isHeader}`,
        headers: withType(who(identity), type),
        body: bodyFor(body, type),
      }));
      const unknown = sample(
        fc.tuple(urlPart(URL_TEXT), fc.constantFrom('GET', 'POST', 'OPTIONS')),
        30,
        13,
      ).map(([name, method]): Probe => ({
        target: `${method} /functions/v1/<hostile name>`,
        method,
        path: `/functions/v1/${name}`,
        headers: { ...anon(), 'access-control-request-headers': 'x' },
        body: method === 'POST' ? '{}' : undefined,
      }));
      const preflights = sample(
        fc.tuple(
          fc.constantFrom('submit-lead', 'send-guide-email', 'mirror-image', 'listing-photo'),
          HEADER_TEXT,
        ),
        12,
        14,
      ).map(([name, text]): Probe => ({
        target: `OPTIONS /functions/v1/${name}`,
        method: 'OPTIONS',
        path: `/functions/v1/${name}`,
        headers: { origin: text.slice(0, 2000), 'access-control-request-headers': text.slice(0, 2000) },
      }));
      const probes = [
        ...subscription,
        ...subscriptionRawQuery,
        ...functionPosts('mirror-image', mirrorShaped, 120, 15),
        ...listingPhoto,
        ...functionPosts('process-outbox', shaped({ limit: 50 }, FUNCTION_VALUE).map(toJson), 30, 17),
        ...unknown,
        ...preflights,
        ...[
          { imageUrl: { toString: 'x' }, slug: LISTING },
          { imageUrl: [mirrorBase.imageUrl], slug: LISTING },
          { imageUrl: mirrorBase.imageUrl, slug: [LISTING] },
          { imageUrl: mirrorBase.imageUrl, slug: LISTING, setHeader: 'true' },
          Object.fromEntries([
            ['__proto__', { slug: LISTING }],
            ['imageUrl', mirrorBase.imageUrl],
          ]),
          { imageUrl: new Raw(deepArray(15_000)), slug: LISTING },
          { imageUrl: `/${'a'.repeat(3_000)}.jpg`, slug: LISTING },
          { imageUrl: '/a\u0000b.jpg', slug: LISTING },
          { imageUrl: '/storage/v1/object/public/listing-photos/missing.jpg', slug: LISTING },
          { imageUrl: '/no-such-page.jpg', slug: LISTING },
        ].map((body) =>
          jsonPost(
            'POST /functions/v1/mirror-image (known case)',
            '/functions/v1/mirror-image',
            toJson(body),
          ),
        ),
        ...[deepArray(15_000), deepObject(5_000), PROTO_JSON, '', '{'].map((body) =>
          jsonPost('POST /functions/v1/process-outbox (known case)', '/functions/v1/process-outbox', body),
        ),
        ...['<script>alert(1)</script>', '%00', '%ED%A0%80', 'a'.repeat(3_000), '%E0%A4%A'].flatMap(
          (text): Probe[] => [
            {
              target: 'GET /functions/v1/subscription (known case)',
              method: 'GET',
              path: `/functions/v1/subscription?action=${text}&token=${text}`,
            },
            {
              target: 'GET /functions/v1/subscription (known case)',
              method: 'GET',
              path: `/functions/v1/subscription?action=confirm&token=${text}`,
            },
          ],
        ),
        {
          target: 'POST /functions/v1/listing-photo (known case)',
          method: 'POST',
          path: '/functions/v1/listing-photo?listing=x',
          headers: { ...stranger(), 'content-type': 'multipart/form-data' },
          body: 'not a form',
        },
      ];
      expect(report(await sendAll(probes))).toEqual([]);
    },
    GROUP_TIMEOUT,
  );

  it(
    'REST reads (tables, select, filters, order, paging, headers) answer below 500',
    async () => {
      const COLUMNS = [
        'id',
        'slug',
        'title',
        'price',
        'status',
        'property_type',
        'bedrooms',
        'bathrooms',
        'features',
        'gallery_images',
        'listing_date',
        'created_at',
        'header_image_url',
      ];
      const OPERATORS = [...SUPPORTED_OPERATORS, 'not.eq', 'eq(any)', 'like(all)', 'fts'];
      const TYPED = [
        '2025-13-45',
        '99999-01-01',
        'infinity',
        '{',
        '{"a"}',
        '{a,b',
        '(a,b',
        '("a\\',
        '1e309',
        'NaN',
        '-0',
        '99999999999999999999',
        '00000000-0000-0000-0000-00000000000g',
        '[',
        '(',
        '*',
        '\\',
        '%\\',
      ];
      const column = fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...COLUMNS) },
        { weight: 1, arbitrary: URL_TEXT },
      );
      const value = fc.oneof(URL_TEXT, fc.constantFrom(...TYPED));
      const tables = fc.oneof(
        fc.constantFrom(
          'listings',
          'listing_photos',
          'reviews',
          'leads',
          'agents',
          'subscribers',
          'outbox',
          'audit_log',
        ),
        URL_TEXT,
      );
      const reads = fc.oneof(
        // A hostile table name, encoded or not.
        urlPart(URL_TEXT).map((table) => ({
          target: 'GET /rest/v1/<hostile table>',
          path: `/rest/v1/${table}?select=id`,
        })),
        fc.tuple(urlPart(URL_TEXT), urlPart(URL_TEXT)).map(([a, b]) => ({
          target: 'GET /rest/v1/<hostile>/<hostile>',
          path: `/rest/v1/${a}/${b}`,
        })),
        // select: hostile names, aliases, casts, thousands of columns.
        fc
          .oneof(
            URL_TEXT,
            URL_TEXT.map((text) => `id::${text}`),
            URL_TEXT.map((text) => `${text}:id`),
            URL_TEXT.map((text) => `"${text}"`),
            fc.constantFrom(
              Array.from({ length: 5_000 }, () => 'id').join(','),
              Array.from({ length: 1_500 }, (_, i) => `c${i}:id`).join(','),
              'id::text::int',
              'id::regclass',
              'id::void',
              'price::xml',
              'title::tsvector',
              '*,*,*',
              'id,',
              ',',
              'listings(*)',
              'count()',
              'id->>a',
            ),
          )
          .map((select) => ({
            target: 'GET /rest/v1/listings?select=<hostile>',
            path: `/rest/v1/listings?select=${pct(select)}`,
          })),
        // Filters: hostile columns, operators and values.
        fc
          .tuple(
            tables,
            column,
            fc.oneof(
              { weight: 3, arbitrary: fc.constantFrom(...OPERATORS) },
              { weight: 1, arbitrary: URL_TEXT },
            ),
            value,
          )
          .map(([table, name, operator, text]) => ({
            target: `GET /rest/v1/<table>?<column>=<op>.<hostile>`,
            path: `/rest/v1/${pct(table)}?select=id&${pct(name)}=${pct(operator)}.${pct(text)}`,
          })),
        fc
          .tuple(fc.constantFrom('in', 'eq(any)', 'cs', 'ov'), fc.array(value, { maxLength: 5 }))
          .map(([operator, items]) => ({
            target: 'GET /rest/v1/listings?slug=in.(<hostile list>)',
            path: `/rest/v1/listings?select=id&slug=${operator}.${pct(`(${items.map((item) => `"${item}"`).join(',')})`)}`,
          })),
        // Logic trees.
        fc
          .oneof(
            value.map((text) => `(slug.eq.${text})`),
            value.map((text) => `(slug.eq."${text}",title.ilike.*${text}*)`),
            value,
            fc.constantFrom(
              `(${'or('.repeat(5_000)}slug.eq.a${')'.repeat(5_000)})`,
              `(${Array.from({ length: 3_000 }, (_, i) => `slug.eq.s${i}`).join(',')})`,
              '(and(),or())',
              '(',
              '()',
            ),
          )
          .map((tree) => ({
            target: 'GET /rest/v1/listings?or=<hostile>',
            path: `/rest/v1/listings?select=id&or=${pct(tree)}`,
          })),
        // Order, limit, offset and the parameters writes use.
        fc
          .tuple(
            fc.constantFrom('order', 'limit', 'offset', 'on_conflict', 'columns', 'apikey', 'select'),
            value,
          )
          .map(([name, text]) => ({
            target: `GET /rest/v1/listings?${name}=<hostile>`,
            path: `/rest/v1/listings?${name}=${pct(text)}`,
          })),
        fc
          .constantFrom('99999999999999999999', '1e21', '-1', '2147483648', '9223372036854775808')
          .map((n) => ({
            target: 'GET /rest/v1/listings?limit&offset=<huge>',
            path: `/rest/v1/listings?select=id&limit=${n}&offset=${n}`,
          })),
        // The RPC GET form, with hostile arguments in the query.
        fc
          .tuple(
            fc.constantFrom('is_agent', 'slugify', 'lead_response_stats', 'require_agent'),
            column,
            value,
          )
          .map(([name, argument, text]) => ({
            target: `GET /rest/v1/rpc/${name}?<hostile>`,
            path: `/rest/v1/rpc/${name}?${pct(argument)}=${pct(text)}&value=${pct(text)}`,
          })),
      );
      const headerNames = fc.constantFrom(
        'prefer',
        'accept',
        'range',
        'accept-profile',
        'range-unit',
        'if-none-match',
      );
      const withHeaders = fc.tuple(
        reads,
        fc.array(
          fc.tuple(
            headerNames,
            fc.oneof(
              HEADER_TEXT,
              fc.constantFrom(
                'application/vnd.pgrst.object+json;nulls=stripped',
                'application/vnd.pgrst.object+json, text/html',
                'text/csv',
                'count=exact, return=representation, tx=rollback, missing=default',
                'count=exact;count=planned',
                '0-99999999999999999999',
                '99999999999999999999-',
                '5-1',
                'items=-1',
                'items=0-0-0',
                'public',
                'auth',
              ),
            ),
          ),
          { maxLength: 2 },
        ),
        as,
        fc.constantFrom('GET', 'GET', 'GET', 'HEAD'),
      );
      const known = [
        `select=${Array.from({ length: 5_000 }, () => 'id').join(',')}`,
        `select=${Array.from({ length: 1_500 }, (_, i) => `c${i}:id`).join(',')}`,
        `select=id&or=(${'or('.repeat(5_000)}slug.eq.a${')'.repeat(5_000)})`,
        `select=id&or=(${Array.from({ length: 3_000 }, (_, i) => `slug.eq.s${i}`).join(',')})`,
        `select=id&slug=in.(${Array.from({ length: 3_000 }, (_, i) => `s${i}`).join(',')})`,
        'select=id&slug=eq.%00',
        'select=id&slug=eq.a%00b',
        'select=id&slug=eq.%ED%A0%80',
        'select=id&slug=eq.%FF',
        'select=id&slug=like.a%5C',
        'select=id&slug=match.(',
        'select=id&slug=match.%00',
        'select=id&features=cs.%7B',
        'select=id&features=cs.%7B%00%7D',
        'select=id&price=eq.1e309',
        'select=id&created_at=gt.99999-01-01',
        'select=id::regclass',
        'select=price::xml',
        'select=id&limit=99999999999999999999&offset=99999999999999999999',
        `select=id&slug=eq.${'a'.repeat(12_000)}`,
      ].map((query): Probe => ({
        target: 'GET /rest/v1/listings (known case)',
        method: 'GET',
        path: `/rest/v1/listings?${query}`,
        headers: anon(),
      }));
      const knownPaths = ['%ED%A0%80', '%FF', '%', 'rpc/%ED%A0%80', 'listings/%ED%A0%80', '%00'].map(
        (path): Probe => ({
          target: 'GET /rest/v1/<hostile path> (known case)',
          method: 'GET',
          path: `/rest/v1/${path}`,
          headers: anon(),
        }),
      );
      const probes = sample(withHeaders, 420, 20).map(([read, headers, identity, method]): Probe => ({
        target: `${method} ${read.target.replace(/^GET /, '')}`,
        method,
        path: read.path,
        headers: { ...who(identity), ...Object.fromEntries(headers) },
      }));
      expect(report(await sendAll([...probes, ...known, ...knownPaths]))).toEqual([]);
    },
    GROUP_TIMEOUT,
  );

  it(
    'REST writes and RPC calls answer below 500',
    async () => {
      const listingRow = {
        slug: 'hostile-test',
        title: 'Hostile test',
        address: '1 Main St',
        city: 'Troy',
        state: 'MI',
        zip_code: '48084',
        price: 1,
        status: 'current',
        property_type: 'condo',
        features: ['Porch'],
        gallery_images: [],
        bedrooms: 1,
        bathrooms: 1.5,
        listing_date: '2025-01-01',
      };
      const TABLE_ROWS: Record<string, Record<string, unknown>> = {
        listings: listingRow,
        listing_photos: {
          listing_id: '00000000-0000-0000-0000-000000000000',
          path: 'a/b.jpg',
          position: 0,
          alt_text: 'x',
          is_header: false,
        },
        leads: { state: 'contacted', notes: 'note' },
        reviews: { status: 'approved' },
        subscribers: { email: 'a@example.com' },
        agents: { user_id: '00000000-0000-0000-0000-000000000000' },
      };
      const tableRow = fc.constantFrom(...Object.keys(TABLE_ROWS)).chain((table) =>
        fc
          .oneof(
            { weight: 3, arbitrary: shaped(TABLE_ROWS[table] ?? {}, API_VALUE).map(toJson) },
            {
              weight: 1,
              arbitrary: fc
                .array(shaped(TABLE_ROWS[table] ?? {}, API_VALUE), { minLength: 1, maxLength: 3 })
                .map(toJson),
            },
            { weight: 2, arbitrary: wholeBody(BODY_TEXT, RAW_DEEP_API) },
          )
          .map((body) => ({ table, body })),
      );
      const PREFER = [
        'return=representation',
        'return=minimal',
        'resolution=merge-duplicates',
        'resolution=ignore-duplicates,return=representation',
        'missing=default, return=representation',
        'tx=rollback',
        'count=exact',
      ];
      const writes = sample(
        fc.tuple(
          tableRow,
          fc.constantFrom('POST', 'POST', 'PATCH', 'DELETE'),
          fc.oneof(fc.constantFrom(...PREFER), HEADER_TEXT),
          fc.oneof(
            fc.constant(''),
            URL_TEXT.map((text) => `columns=${pct(text)}`),
            URL_TEXT.map((text) => `on_conflict=${pct(text)}`),
            fc.constantFrom('columns=slug,title', 'on_conflict=slug', 'select=id', 'select=*'),
          ),
          fc.oneof(URL_TEXT, fc.constant('00000000-0000-0000-0000-000000000000')),
          contentType,
          as,
        ),
        240,
        30,
      ).map(([{ table, body }, method, prefer, query, id, type, identity]): Probe => {
        const filter = method === 'POST' ? '' : `id=eq.${pct(id)}`;
        const search = [query, filter].filter(Boolean).join('&');
        return {
          target: `${method} /rest/v1/${table}`,
          method,
          path: `/rest/v1/${table}${search ? `?${search}` : ''}`,
          headers: withType(
            { ...who(identity), prefer: headerSafe(prefer).slice(0, 2000) },
            type ?? 'application/json',
          ),
          body: method === 'DELETE' ? undefined : bodyFor(body, type),
        };
      });

      // Every function in the public schema, with hostile arguments under its own argument names.
      const functions = await t.backend.db.transaction('admin', { readOnly: true }, (tx) =>
        tx.query<{ name: string; args: string[] | null }>(
          `select p.proname as name, p.proargnames as args
             from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1`,
        ),
      );
      expect(functions.length).toBeGreaterThan(5);
      const rpcBody = fc.constantFrom(...functions).chain(({ name, args }) =>
        fc
          .oneof(
            {
              weight: 3,
              arbitrary: shaped(
                Object.fromEntries((args ?? []).filter(Boolean).map((arg) => [arg, 'x'])),
                API_VALUE,
              ).map(toJson),
            },
            { weight: 1, arbitrary: wholeBody(BODY_TEXT, RAW_DEEP_API) },
          )
          .map((body) => ({ name, body })),
      );
      const rpcs = sample(
        fc.tuple(rpcBody, contentType, as, fc.oneof(fc.constant(''), URL_TEXT)),
        160,
        31,
      ).map(([{ name, body }, type, identity, select]): Probe => ({
        target: `POST /rest/v1/rpc/${name}`,
        method: 'POST',
        path: `/rest/v1/rpc/${name}${select ? `?select=${pct(select)}` : ''}`,
        headers: withType(who(identity), type ?? 'application/json'),
        body: bodyFor(body, type),
      }));
      const unknownRpcs = sample(fc.tuple(urlPart(URL_TEXT), wholeBody(BODY_TEXT, RAW_DEEP_API)), 30, 32).map(
        ([name, body]): Probe => ({
          target: 'POST /rest/v1/rpc/<hostile name>',
          method: 'POST',
          path: `/rest/v1/rpc/${name}`,
          headers: { ...anon(), 'content-type': 'application/json' },
          body,
        }),
      );
      const knownWrites = [
        deepArray(15_000),
        deepArray(100_000),
        deepObject(15_000),
        manyKeys(50_000),
        PROTO_JSON,
        toJson({ ...listingRow, title: 'a\u0000b' }),
        toJson({ ...listingRow, title: 'x\uD800y' }),
        toJson({ ...listingRow, title: 'a'.repeat(100_000) }),
        toJson({ ...listingRow, features: { a: 1 } }),
        toJson({ ...listingRow, features: [new Raw(deepArray(15_000))] }),
        toJson({ ...listingRow, price: '1e999' }),
        toJson(Object.fromEntries([['__proto__', { title: 'x' }], ...Object.entries(listingRow)])),
        toJson([{ slug: 'a' }, { title: 'b' }]),
      ].flatMap((body): Probe[] => [
        jsonPost('POST /rest/v1/listings (known case)', '/rest/v1/listings', body, stranger()),
        {
          ...jsonPost(
            'PATCH /rest/v1/leads (known case)',
            '/rest/v1/leads?id=eq.00000000-0000-0000-0000-000000000000',
            body,
            stranger(),
          ),
          method: 'PATCH',
        },
      ]);
      const knownRpcs = [
        ['slugify', toJson({ value: new Raw(deepArray(15_000)) })],
        ['slugify', toJson({ value: 'a\u0000b' })],
        ['slugify', toJson({ value: 'x\uD800y' })],
        ['slugify', toJson({ value: 'a'.repeat(100_000) })],
        ['slugify', toJson({ value: ['a'] })],
        ['is_agent', PROTO_JSON],
        ['is_agent', deepObject(15_000)],
        ['require_agent', toJson({ action: [1] })],
        ['lead_response_stats', toJson({ since: 'a\u0000b' })],
        ['retry_delivery', toJson({ delivery: new Raw(deepObject(15_000)) })],
        ['reorder_listing_photos', toJson({ listing: 'x', photo_ids: { a: 1 } })],
      ].flatMap(([name = '', body = '']) => [
        jsonPost(`POST /rest/v1/rpc/${name} (known case)`, `/rest/v1/rpc/${name}`, body),
        jsonPost(`POST /rest/v1/rpc/${name} (known case)`, `/rest/v1/rpc/${name}`, body, stranger()),
      ]);
      expect(
        report(await sendAll([...writes, ...rpcs, ...unknownRpcs, ...knownWrites, ...knownRpcs])),
      ).toEqual([]);
    },
    GROUP_TIMEOUT,
  );

  it(
    'auth (password and refresh-token grants, /user with hostile tokens, logout, admin) answers below 500',
    async () => {
      const b64 = (text: string) => Buffer.from(text).toString('base64url');
      const JWT_HEADERS = [
        '{"alg":"HS256","typ":"JWT"}',
        '{"alg":"none"}',
        '{"alg":{"toString":1}}',
        '{"alg":["HS256"]}',
        '{"alg":{"__proto__":null}}',
        '{"__proto__":{"alg":"HS256"}}',
        'null',
        '"x"',
        '[]',
        deepArray(15_000),
      ];
      const JWT_PAYLOADS = [
        '{"role":"service_role"}',
        '{"role":"authenticated","sub":"<script>","session_id":"x"}',
        '{"role":{"__proto__":null}}',
        '{"exp":"soon"}',
        '{"exp":1e999}',
        PROTO_JSON,
        deepObject(15_000),
        '',
      ];
      const token = fc.oneof(
        HEADER_TEXT,
        fc
          .tuple(
            fc.oneof(fc.constantFrom(...JWT_HEADERS), HEADER_TEXT),
            fc.oneof(fc.constantFrom(...JWT_PAYLOADS), HEADER_TEXT),
            fc.oneof(fc.constantFrom('', 'x', 'AAAA'), HEADER_TEXT.map(b64)),
          )
          .map(([header, payload, signature]) => `${b64(header)}.${b64(payload)}.${signature}`),
        fc.constantFrom('a.b', '...', '.'.repeat(1_000), 'Bearer', `${'x'.repeat(3_000)}.y.z`),
        HEADER_TEXT.map((text) => `${strangerToken}${text}`),
        HEADER_TEXT.map((text) => {
          const [header = '', , signature = ''] = strangerToken.split('.');
          return `${header}.${b64(`{"role":"authenticated","sub":${JSON.stringify(text)},"session_id":${JSON.stringify(text)}}`)}.${signature}`;
        }),
      );
      const password = sample(
        fc.tuple(
          fc.oneof(
            {
              weight: 3,
              arbitrary: shaped({ email: 'visitor@example.com', password: 'wrong-password' }, API_VALUE).map(
                toJson,
              ),
            },
            {
              weight: 1,
              arbitrary: shaped(
                { email: AGENT.email, password: 'wrong-password', gotrue_meta_security: {} },
                API_VALUE,
              ).map(toJson),
            },
            { weight: 1, arbitrary: wholeBody(BODY_TEXT, RAW_DEEP_API) },
          ),
          contentType,
        ),
        140,
        40,
      ).map(([body, type]): Probe => ({
        target: 'POST /auth/v1/token?grant_type=password',
        method: 'POST',
        path: '/auth/v1/token?grant_type=password',
        headers: withType(anon(), type),
        body: bodyFor(body, type),
      }));
      // The same hostile strings as the email itself, which the sign-in lockout keys on.
      const emails = sample(BODY_TEXT, 40, 41).map((email): Probe => ({
        target: 'POST /auth/v1/token?grant_type=password (hostile email string)',
        method: 'POST',
        path: '/auth/v1/token?grant_type=password',
        headers: { ...anon(), 'content-type': 'application/json' },
        body: toJson({ email, password: 'wrong-password' }),
      }));
      const refresh = sample(
        fc.oneof(
          {
            weight: 3,
            arbitrary: shaped({ refresh_token: 'abcdefghijklmnopqrstuvwxyz012345' }, API_VALUE).map(toJson),
          },
          { weight: 1, arbitrary: wholeBody(BODY_TEXT, RAW_DEEP_API) },
        ),
        70,
        42,
      ).map((body): Probe => ({
        target: 'POST /auth/v1/token?grant_type=refresh_token',
        method: 'POST',
        path: '/auth/v1/token?grant_type=refresh_token',
        headers: { ...anon(), 'content-type': 'application/json' },
        body,
      }));
      const grants = sample(fc.tuple(urlPart(URL_TEXT), wholeBody(BODY_TEXT, RAW_DEEP_API)), 20, 43).map(
        ([grant, body]): Probe => ({
          target: 'POST /auth/v1/token?grant_type=<hostile>',
          method: 'POST',
          path: `/auth/v1/token?grant_type=${grant}`,
          headers: { ...anon(), 'content-type': 'application/json' },
          body,
        }),
      );
      const users = sample(fc.tuple(token, fc.constantFrom('authorization', 'apikey', 'query')), 90, 44).map(
        ([value, where]): Probe => ({
          target: `GET /auth/v1/user (hostile token in ${where})`,
          method: 'GET',
          path: where === 'query' ? `/auth/v1/user?apikey=${pct(value)}` : '/auth/v1/user',
          headers:
            where === 'authorization'
              ? { apikey: anonKey, authorization: `Bearer ${value}` }
              : where === 'apikey'
                ? { apikey: value }
                : {},
        }),
      );
      const queryTokens = sample(URL_TEXT, 20, 45).map((value): Probe => ({
        target: 'GET /auth/v1/user?apikey=<hostile text>',
        method: 'GET',
        path: `/auth/v1/user?apikey=${pct(value)}`,
      }));
      const logout = sample(
        URL_TEXT.filter((scope) => !['global', 'local', 'others'].includes(scope)),
        15,
        46,
      ).map((scope): Probe => ({
        target: 'POST /auth/v1/logout?scope=<hostile>',
        method: 'POST',
        path: `/auth/v1/logout?scope=${pct(scope)}`,
        headers: stranger(),
      }));
      const admin = sample(
        fc.tuple(
          fc.oneof(
            fc.constant('/admin/users'),
            urlPart(URL_TEXT).map((id) => `/admin/users/${id}`),
            urlPart(URL_TEXT).map((rest) => `/${rest}`),
            fc.constant('/signup'),
          ),
          fc.constantFrom('GET', 'POST', 'DELETE', 'PUT'),
          shaped(
            { email: 'new@example.com', password: 'password-123', email_confirm: true, user_metadata: {} },
            API_VALUE,
          ).map(toJson),
          as,
        ),
        40,
        47,
      ).map(([path, method, body, identity]): Probe => ({
        target: `${method} /auth/v1${path.startsWith('/admin/users/') ? '/admin/users/<hostile>' : path.startsWith('/admin') || path === '/signup' ? path : '/<hostile>'}`,
        method,
        path: `/auth/v1${path}`,
        headers: { ...who(identity), 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : body,
      }));
      const signIn = '/auth/v1/token?grant_type=password';
      const knownSignIns = [
        { email: 'a\u0000b@example.com', password: 'wrong-password' },
        { email: '\u0000', password: 'wrong-password' },
        { email: 'x\uD800@example.com', password: 'wrong-password' },
        { email: `${'a'.repeat(3_000)}@example.com`, password: 'wrong-password' },
        { email: 'a'.repeat(100_000), password: 'wrong-password' },
        { email: { toString: 'a@example.com' }, password: 'wrong-password' },
        { email: ['a@example.com'], password: 'wrong-password' },
        { email: new Raw(deepArray(15_000)), password: 'wrong-password' },
        { email: 'visitor@example.com', password: 'a\u0000b' },
        { email: 'visitor@example.com', password: 'a'.repeat(100_000) },
        { email: 'visitor@example.com', password: ['wrong-password'] },
        Object.fromEntries([['__proto__', { email: AGENT.email, password: AGENT.password }]]),
      ].map((body) => jsonPost('POST /auth/v1/token?grant_type=password (known case)', signIn, toJson(body)));
      const knownRefreshes = [
        { refresh_token: '\u0000' },
        { refresh_token: 'x\uD800' },
        { refresh_token: 'a'.repeat(100_000) },
        { refresh_token: { a: 1 } },
        { refresh_token: new Raw(deepObject(15_000)) },
      ].map((body) =>
        jsonPost(
          'POST /auth/v1/token?grant_type=refresh_token (known case)',
          '/auth/v1/token?grant_type=refresh_token',
          toJson(body),
        ),
      );
      expect(
        report(
          await sendAll([
            ...password,
            ...emails,
            ...refresh,
            ...grants,
            ...users,
            ...queryTokens,
            ...logout,
            ...admin,
            ...knownSignIns,
            ...knownRefreshes,
          ]),
        ),
      ).toEqual([]);
    },
    GROUP_TIMEOUT,
  );

  it(
    'storage (public and authenticated reads, image rendering, uploads, list, delete) answers below 500',
    async () => {
      const bucket = fc.oneof(
        { weight: 3, arbitrary: fc.constant('listing-photos') },
        { weight: 1, arbitrary: urlPart(URL_TEXT) },
      );
      const objectPath = fc.oneof(
        { weight: 1, arbitrary: fc.constant(PHOTO) },
        { weight: 3, arbitrary: urlPart(URL_TEXT) },
        {
          weight: 1,
          arbitrary: fc
            .array(urlPart(URL_TEXT), { minLength: 2, maxLength: 4 })
            .map((parts) => parts.join('/')),
        },
        { weight: 1, arbitrary: urlPart(URL_TEXT).map((part) => `${LISTING}/${part}`) },
      );
      const reads = sample(
        fc.tuple(
          fc.constantFrom('/object/public', '/object/authenticated', '/object', '/render/image/public'),
          bucket,
          objectPath,
          fc.constantFrom('GET', 'GET', 'HEAD'),
          as,
          fc.oneof(fc.constant(undefined), HEADER_TEXT),
        ),
        150,
        50,
      ).map(([prefix, bucketId, name, method, identity, ifNoneMatch]): Probe => ({
        target: `${method} /storage/v1${prefix}/<bucket>/<hostile path>`,
        method,
        path: `/storage/v1${prefix}/${bucketId}/${name}`,
        headers: {
          ...who(identity),
          ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch.slice(0, 2000) } : {}),
        },
      }));
      const param = fc.oneof(
        URL_TEXT,
        fc.constantFrom(
          '0',
          '-1',
          '1.5',
          '2501',
          '1e3',
          '0x10',
          ' 100',
          '100 ',
          'Infinity',
          'NaN',
          '',
          'cover',
          'origin',
          'webp',
        ),
        fc.integer({ min: 1, max: 2_500 }).map(String),
      );
      const renders = sample(
        fc.tuple(
          fc.array(
            fc.tuple(
              fc.constantFrom('width', 'height', 'quality', 'resize', 'format', 'download', 'token'),
              param,
            ),
            {
              minLength: 1,
              maxLength: 4,
            },
          ),
          fc.oneof(fc.constant('image/webp,image/*'), HEADER_TEXT),
          fc.constantFrom(PHOTO, `${LISTING}/photo-2.jpg`, `${LISTING}/missing.jpg`),
        ),
        80,
        51,
      ).map(([params, accept, name]): Probe => ({
        target: 'GET /storage/v1/render/image/public/listing-photos/<photo>?<hostile params>',
        method: 'GET',
        path: `/storage/v1/render/image/public/listing-photos/${name}?${params.map(([key, value]) => `${key}=${pct(value)}`).join('&')}`,
        headers: { accept: accept.slice(0, 2000) },
      }));
      const uploads = sample(
        fc.tuple(
          fc.constantFrom('POST', 'PUT'),
          bucket,
          objectPath,
          wholeBody(BODY_TEXT, RAW_DEEP_API),
          fc.oneof(contentType, HEADER_TEXT),
          fc.oneof(fc.constant(undefined), HEADER_TEXT),
          fc.oneof(fc.constant(undefined), fc.constant('true'), HEADER_TEXT),
          as,
        ),
        90,
        52,
      ).map(([method, bucketId, name, body, type, cacheControl, upsert, identity]): Probe => ({
        target: `${method} /storage/v1/object/<bucket>/<hostile path>`,
        method,
        path: `/storage/v1/object/${bucketId}/${name}`,
        headers: {
          ...withType(who(identity), type),
          ...(cacheControl ? { 'cache-control': cacheControl.slice(0, 2000) } : {}),
          ...(upsert ? { 'x-upsert': upsert.slice(0, 2000) } : {}),
        },
        body: bodyFor(body, type),
      }));
      const lists = sample(
        fc.tuple(
          bucket,
          fc.oneof(
            {
              weight: 3,
              arbitrary: shaped(
                {
                  prefix: LISTING,
                  limit: 100,
                  offset: 0,
                  search: '',
                  sortBy: { column: 'name', order: 'asc' },
                },
                API_VALUE,
              ).map(toJson),
            },
            { weight: 1, arbitrary: wholeBody(BODY_TEXT, RAW_DEEP_API) },
          ),
          as,
        ),
        80,
        53,
      ).map(([bucketId, body, identity]): Probe => ({
        target: 'POST /storage/v1/object/list/<bucket>',
        method: 'POST',
        path: `/storage/v1/object/list/${bucketId}`,
        headers: { ...who(identity), 'content-type': 'application/json' },
        body,
      }));
      const deletes = sample(
        fc.tuple(
          fc.oneof(
            shaped({ prefixes: [`${LISTING}/photo-3.jpg`] }, API_VALUE).map((body) => ({
              path: '',
              body: toJson(body),
            })),
            wholeBody(BODY_TEXT, RAW_DEEP_API).map((body) => ({ path: '', body })),
            objectPath.map((name) => ({ path: `/${name}`, body: '' })),
          ),
          bucket,
          as,
        ),
        50,
        54,
      ).map(([{ path, body }, bucketId, identity]): Probe => ({
        target: `DELETE /storage/v1/object/<bucket>${path ? '/<hostile path>' : ' {prefixes}'}`,
        method: 'DELETE',
        path: `/storage/v1/object/${bucketId}${path}`,
        headers: { ...who(identity), 'content-type': 'application/json' },
        body: body || undefined,
      }));
      const buckets = sample(
        fc.tuple(urlPart(URL_TEXT), fc.constantFrom('GET', 'POST', 'PATCH')),
        20,
        55,
      ).map(([rest, method]): Probe => ({
        target: `${method} /storage/v1/<hostile>`,
        method,
        path: `/storage/v1/${rest}`,
        headers: anon(),
        body: method === 'GET' ? undefined : '{}',
      }));
      const knownLists = [
        { prefix: LISTING, offset: -1 },
        { prefix: LISTING, limit: -1 },
        { prefix: LISTING, offset: 1e20 },
        { prefix: LISTING, offset: new Raw('1e999') },
        { prefix: LISTING, search: '\u0000' },
        { prefix: '\u0000' },
        { prefix: 'x\uD800' },
        { prefix: new Raw(deepArray(15_000)) },
        { prefix: { toString: LISTING } },
        { search: ['x'] },
      ].map((body) =>
        jsonPost(
          'POST /storage/v1/object/list/listing-photos (known case)',
          '/storage/v1/object/list/listing-photos',
          toJson(body),
        ),
      );
      const knownDeletes = [
        { prefixes: ['\u0000'] },
        { prefixes: [new Raw(deepArray(15_000))] },
        { prefixes: 'x' },
      ].map((body): Probe => ({
        ...jsonPost(
          'DELETE /storage/v1/object/listing-photos (known case)',
          '/storage/v1/object/listing-photos',
          toJson(body),
        ),
        method: 'DELETE',
      }));
      const knownObjects = ['%ED%A0%80', '%FF', '%', `${LISTING}/%E0%A4%A`].flatMap((name): Probe[] => [
        {
          target: 'GET /storage/v1/object/public (known case)',
          method: 'GET',
          path: `/storage/v1/object/public/listing-photos/${name}`,
        },
        {
          target: 'GET /storage/v1/render/image/public (known case)',
          method: 'GET',
          path: `/storage/v1/render/image/public/listing-photos/${name}?width=100`,
        },
        {
          target: 'POST /storage/v1/object (known case)',
          method: 'POST',
          path: `/storage/v1/object/listing-photos/${name}`,
          headers: { ...anon(), 'content-type': 'image/jpeg' },
          body: 'x',
        },
      ]);
      const knownUploads = [
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'multipart/form-data; boundary=',
      ].map((type): Probe => ({
        target: 'POST /storage/v1/object/listing-photos/<name> multipart (known case)',
        method: 'POST',
        path: `/storage/v1/object/listing-photos/${LISTING}/hostile.jpg`,
        headers: { ...stranger(), 'content-type': type },
        body: 'not a form',
      }));
      expect(
        report(
          await sendAll([
            ...reads,
            ...renders,
            ...uploads,
            ...lists,
            ...deletes,
            ...buckets,
            ...knownLists,
            ...knownDeletes,
            ...knownObjects,
            ...knownUploads,
          ]),
        ),
      ).toEqual([]);
    },
    GROUP_TIMEOUT,
  );

  it(
    'the site answers hostile paths below 500 and never echoes markup into a page',
    async () => {
      const probes = sample(
        fc.tuple(
          fc.constantFrom('/', '/listing/', '/admin/', '/blog/', '/assets/'),
          urlPart(URL_TEXT),
          fc.oneof(
            fc.constant(''),
            urlPart(URL_TEXT).map((query) => `?q=${query}`),
          ),
          fc.constantFrom('GET', 'GET', 'HEAD', 'POST'),
        ),
        60,
        60,
      ).map(([prefix, part, query, method]): Probe => ({
        target: `${method} ${prefix}<hostile>`,
        method,
        path: `${prefix}${part}${query}`,
        headers: { 'accept-encoding': 'gzip, br' },
        body: method === 'POST' ? '<script>alert(1)</script>' : undefined,
      }));
      expect(report(await sendAll(probes))).toEqual([]);
    },
    GROUP_TIMEOUT,
  );

  it(
    'raw HTTP that fetch cannot send (CRLF and NUL in headers and the request line) answers below 500',
    async () => {
      const { hostname, port } = new URL(t.url);
      const host = `${hostname}:${port}`;
      const key = anonKey;
      const REQUESTS: [string, string][] = [
        [
          'CRLF in a header value',
          `GET /rest/v1/listings?select=id HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\r\nPrefer: return=minimal\r\nX-Injected: 1\r\n\r\n`,
        ],
        [
          'bare LF in a header',
          `GET /rest/v1/listings?select=id HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\nX-Injected: 1\r\n\r\n`,
        ],
        [
          'NUL in the bearer token',
          `GET /auth/v1/user HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\r\nAuthorization: Bearer a\u0000b\r\n\r\n`,
        ],
        [
          'obsolete line folding',
          `GET /rest/v1/listings?select=id HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\r\nPrefer: count=exact\r\n  X-Injected: 1\r\n\r\n`,
        ],
        [
          'CRLF in the request line',
          `GET /functions/v1/subscription?action=confirm&token=x\r\nX-Injected: 1 HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
        ],
        [
          'raw markup in the path',
          `GET /functions/v1/subscription?action=<script>alert(1)</script>&token=<img src=x onerror=alert(1)> HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
        ],
        ['raw markup in a site path', `GET /<script>alert(1)</script> HTTP/1.1\r\nHost: ${host}\r\n\r\n`],
        [
          'invalid UTF-8 in the path',
          `GET /rest/v1/\xff\xfe?select=id HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\r\n\r\n`,
        ],
        [
          'UTF-8 bytes of a lone surrogate in a header',
          `GET /rest/v1/listings?select=id HTTP/1.1\r\nHost: ${host}\r\napikey: \xed\xa0\x80\r\n\r\n`,
        ],
        [
          'dot segments',
          `GET /storage/v1/object/public/listing-photos/../../../../etc/passwd HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
        ],
        [
          'both Content-Length and Transfer-Encoding',
          `POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\r\nContent-Type: application/json\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
        ],
        [
          'a negative Content-Length',
          `POST /functions/v1/submit-lead HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\r\nContent-Type: application/json\r\nContent-Length: -1\r\n\r\n{}`,
        ],
        [
          'a bad chunk size',
          `POST /rest/v1/rpc/is_agent HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
        ],
        [
          'a 20 kB header',
          `GET /rest/v1/listings?select=id HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\r\nPrefer: ${'a'.repeat(20_000)}\r\n\r\n`,
        ],
        ['an unknown method', `BREW /rest/v1/listings HTTP/1.1\r\nHost: ${host}\r\napikey: ${key}\r\n\r\n`],
      ];
      const failures: Failure[] = [];
      for (const [name, request] of REQUESTS) {
        sent++;
        const logged: string[] = [];
        currentLog = logged;
        const answer = await rawAnswer(request);
        currentLog = undefined;
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
        const head = answer.split('\r\n\r\n')[0] ?? '';
        const body = answer.slice(head.length + 4);
        const problem =
          status === 0
            ? 'no answer'
            : status >= 500
              ? String(status)
              : /^x-injected:/im.test(head)
                ? 'header injected'
                : /content-type: [^\r\n]*html/i.test(head) && MARKUP_TELLS.some((tell) => body.includes(tell))
                  ? 'markup echoed'
                  : undefined;
        if (problem) {
          const failure = {
            signature: `raw ${name} -> ${problem} ${logKey(logged)}`,
            description: `${snippet(request, 200)} -> ${snippet(answer, 300)}${logged.length ? ` | logged: ${logged.join(' / ')}` : ''}`,
          };
          failures.push(failure);
          allFailures.push(failure);
        }
      }
      expect(report(failures)).toEqual([]);
    },
    GROUP_TIMEOUT,
  );

  it(
    'the attacks of issue 24 answer below 500: refused methods and unreadable requests with the security headers, tokens with bad times, an over-long address',
    async () => {
      const { hostname, port } = new URL(t.url);
      const host = `${hostname}:${port}`;
      const failures: string[] = [];
      // Methods a web Request refuses, on a page, the API, storage and a function; requests Node
      // itself refuses (an unreadable request line, 20 kB of headers).
      const paths = [
        '/',
        '/listings',
        '/rest/v1/listings',
        '/storage/v1/object/public/listing-photos/x.jpg',
        '/functions/v1/submit-lead',
      ];
      const requests = [
        ...['TRACE', 'TRACK'].flatMap((method) =>
          paths.map((path) => `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\napikey: ${anonKey}\r\n\r\n`),
        ),
        `CONNECT ${host} HTTP/1.1\r\nHost: ${host}\r\n\r\n`,
        `GET /listings HTTP/9.9 nonsense\r\nHost: ${host}\r\n\r\n`,
        `GET /listings HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ];
      for (const request of requests) {
        sent++;
        const answer = await rawAnswer(request);
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(answer)?.[1] ?? 0);
        const head = answer.split('\r\n\r\n')[0] ?? '';
        if (status === 0 || status >= 500)
          failures.push(`${snippet(request, 60)} -> ${status || 'no answer'}`);
        else if (
          !/^x-content-type-options: nosniff/im.test(head) ||
          !/^cross-origin-resource-policy:/im.test(head)
        )
          failures.push(`${snippet(request, 60)} -> ${status} without the security headers`);
      }
      // Tokens signed with the server's own secret (the test backend's) whose times say no: not valid yet, an expiry
      // that is not a number, issued in the future. Each is refused (401), never taken, never a 500.
      const now = Math.floor(Date.now() / 1000);
      const tokens: [string, Record<string, unknown>][] = [
        ['nbf in an hour', { role: 'anon', nbf: now + 3_600, exp: now + 7_200 }],
        ['exp as text', { role: 'anon', exp: String(now + 3_600) }],
        ['exp far away as text', { role: 'anon', exp: '9999999999' }],
        ['iat in an hour', { role: 'anon', iat: now + 3_600, exp: now + 7_200 }],
      ];
      for (const [name, claims] of tokens) {
        sent++;
        const token = signJwt(claims as Parameters<typeof signJwt>[0], DEVELOPMENT_JWT_SECRET);
        const response = await fetch(`${t.url}/rest/v1/listings?select=id&limit=1`, {
          headers: { apikey: token, authorization: `Bearer ${token}` },
        });
        await response.body?.cancel();
        if (response.status !== 401) failures.push(`a token with ${name} -> ${response.status}, not 401`);
      }
      // RFC 5321: at most 64 characters before the @.
      sent++;
      const email = `${'a'.repeat(240)}@example.com`;
      const lead = await fetch(`${t.url}/functions/v1/submit-lead`, {
        method: 'POST',
        headers: { ...anon(), 'content-type': 'application/json' },
        body: toJson(envelope('inquiry', { ...FORM_VALUES.inquiry, email })),
      });
      const answer = await lead.text();
      if (lead.status !== 400 || !answer.includes('email'))
        failures.push(`an email with 240 characters before the @ -> ${lead.status} ${snippet(answer, 120)}`);
      expect(failures).toEqual([]);
    },
    GROUP_TIMEOUT,
  );

  it('the server is still up and answered every payload', async () => {
    const response = await fetch(`${t.url}/rest/v1/listings?select=id`, { headers: anon() });
    expect(response.status).toBe(200);
    expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
    const health = await fetch(`${t.url}/auth/v1/health`, { headers: anon() });
    expect(health.status).toBe(200);
    expect(sent).toBeGreaterThanOrEqual(1_000);
  });
});
