// The HTTP side of the form functions: CORS for the site's origin, JSON answers in the forms'
// contract ({ error, message }), a body size limit, and the client's address.
import { readLimited } from './http.ts';

/** Allowed origins get their own origin back; any origin when SITE_URL is not configured. */
export function corsHeaders(request: Request, origins: string[] | '*'): Record<string, string> {
  const base = {
    'Access-Control-Allow-Headers':
      request.headers.get('access-control-request-headers') ??
      'authorization, x-client-info, apikey, content-type',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Max-Age': '86400',
    Vary: 'Origin',
  };
  if (origins === '*') return { ...base, 'Access-Control-Allow-Origin': '*' };
  const origin = request.headers.get('origin');
  return origin && origins.includes(origin) ? { ...base, 'Access-Control-Allow-Origin': origin } : base;
}

export function reply(
  status: number,
  body: unknown,
  cors: Record<string, string>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...cors, ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

export class TooLarge extends Error {}

/** The body as text, refusing more than `limit` bytes whatever Content-Length claims. */
export async function readText(request: Request, limit: number): Promise<string> {
  const bytes = await readLimited(request, limit);
  if (bytes === 'too_large') throw new TooLarge();
  return new TextDecoder().decode(bytes);
}

/** TRUSTED_PROXY_HOPS: 1 (the platform's gateway) when unset, 1 to 10; undefined when malformed. */
export function parseTrustedProxyHops(value: string | undefined): number | undefined {
  const hops = Number(value ?? 1);
  return Number.isInteger(hops) && hops >= 1 && hops <= 10 ? hops : undefined;
}

/**
 * The visitor's address as the platform's gateway reports it: the X-Forwarded-For entry that the
 * outermost of `trustedHops` proxies appended (Supabase's gateway, or the local backend, is one and
 * appends the address it was reached from). Entries further left are whatever the client wrote, so
 * they never count: a visitor who sends "X-Forwarded-For: 1.2.3.4" cannot become 1.2.3.4.
 */
export function clientIp(request: Request, trustedHops = 1): string | undefined {
  const entries = (request.headers.get('x-forwarded-for') ?? '').split(',');
  if (trustedHops < 1 || entries.length < trustedHops) return undefined;
  const address = entries[entries.length - trustedHops]?.trim() ?? '';
  return address && address.length <= 64 ? address : undefined;
}
