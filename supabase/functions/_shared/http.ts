// The HTTP convention every function shares: one set of CORS headers and one error envelope,
// `{ error: { code, message, fieldErrors? } }`. The site calls functions from its own origin,
// which on a static host differs from the Supabase URL, so every answer carries CORS headers.
export type Env = (name: string) => string | undefined;

const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';

/**
 * The CORS headers of an answer. Any origin by default; given a list (the lead functions' SITE_URL
 * and CORS_ORIGINS), only a listed `Origin` gets itself back. A preflight's requested headers are
 * allowed as asked.
 */
export function corsHeaders(
  request?: Request,
  origins: readonly string[] | '*' = '*',
): Record<string, string> {
  const base = {
    'Access-Control-Allow-Headers': request?.headers.get('access-control-request-headers') ?? ALLOWED_HEADERS,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
  if (origins === '*') return { ...base, 'Access-Control-Allow-Origin': '*' };
  const origin = request?.headers.get('origin');
  return origin && origins.includes(origin) ? { ...base, 'Access-Control-Allow-Origin': origin } : base;
}

/** A JSON answer; `headers` are its CORS headers and any others (any origin when left out). */
export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = corsHeaders(),
): Response {
  // The site reads answers by CORS, which no resource policy stops; no other site may load one
  // without asking (an answer holding a visitor's data in a `<script>` of theirs).
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}

/**
 * The headers of every page (HTML) a function answers with: its own inline styles and nothing else
 * loads, nothing runs, no site may frame it, and its address (which may hold a token) is never
 * sent on as a referrer.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/** An HTML page, never cached, with PAGE_HEADERS. */
export function htmlPage(status: number, html: string, headers: Record<string, string> = {}): Response {
  return new Response(html, {
    status,
    headers: {
      ...PAGE_HEADERS,
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
    },
  });
}

/** Why a function refused a request: the body of every answer that is not a success. */
export interface Refusal {
  /** What went wrong, for code to act on (`invalid`, `too_large`, `not_agent`…). */
  code: string;
  /** The same in words, for a person. */
  message: string;
  /** A form's message per field, when fields were wrong. */
  fieldErrors?: Record<string, string>;
}

export interface FailureOptions {
  fieldErrors?: Record<string, string>;
  /** CORS headers (any origin when left out) and any others, such as Retry-After. */
  headers?: Record<string, string>;
}

/** A refusal the caller can show or act on: `{ error: { code, message, fieldErrors? } }`. */
export function failure(
  status: number,
  code: string,
  message: string,
  { fieldErrors, headers }: FailureOptions = {},
): Response {
  const error: Refusal = fieldErrors ? { code, message, fieldErrors } : { code, message };
  return json(status, { error }, headers);
}

/** The answer to a CORS preflight. */
export function preflight(headers: Record<string, string> = corsHeaders()): Response {
  return new Response(null, { status: 204, headers });
}

export function requireEnv(env: Env, name: string): string {
  const value = env(name);
  if (!value) throw new Error(`The function needs the ${name} environment variable`);
  return value;
}

// PostgreSQL cannot store NUL in text, nor a UTF-16 half surrogate in JSON.
const LONE_SURROGATE = /\p{Cs}/u;

/** Text the database would refuse to store: a NUL, or half of a UTF-16 surrogate pair. */
export const unstorableText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** How many levels of objects and arrays a function reads in a request body: far more than any needs. */
export const MAX_JSON_DEPTH = 32;

/** What a function answers for a body nested deeper than MAX_JSON_DEPTH. */
export const TOO_DEEP = `The request body nests objects and arrays too deeply (${MAX_JSON_DEPTH} levels at most).`;

/**
 * Whether parsed JSON nests objects and arrays more than `max` levels deep (a bare object is one
 * level). Walked without recursion, so no nesting exhausts the stack.
 */
export function nestedDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Object.values(item)) {
      if (child !== null && typeof child === 'object') pending.push([child, depth + 1]);
    }
  }
  return false;
}

/** Reads a JSON object body, or answers why it cannot. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | Response> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return failure(400, 'invalid_json', 'The request body must be JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return failure(400, 'invalid_json', 'The request body must be a JSON object.');
  }
  if (nestedDeeperThan(body)) return failure(400, 'invalid_json', TOO_DEEP);
  return body as Record<string, unknown>;
}

/** Joins the chunks of a body read piece by piece. */
export function concatBytes(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads a body (a request's or a fetched response's) up to `limit` bytes: a declared or actual
 * size over it stops reading and answers `too_large`.
 */
export async function readLimited(
  message: Request | Response,
  limit: number,
): Promise<Uint8Array | 'too_large'> {
  if (Number(message.headers.get('content-length') ?? 0) > limit) {
    await message.body?.cancel();
    return 'too_large';
  }
  if (!message.body) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = message.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too_large';
    }
    chunks.push(value);
  }
  return concatBytes(chunks, size);
}

export class TooLarge extends Error {}

/** The body as text, refusing more than `limit` bytes whatever Content-Length claims. */
export async function readText(request: Request, limit: number): Promise<string> {
  const bytes = await readLimited(request, limit);
  if (bytes === 'too_large') throw new TooLarge();
  return new TextDecoder().decode(bytes);
}
