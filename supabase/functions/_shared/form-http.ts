// The visitor's address as the platform's gateway reports it, for the functions that record or
// rate-limit it. Answers and CORS are http.ts's.

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
