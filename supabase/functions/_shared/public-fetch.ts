// The one way a function asks a URL that the agent's session can set (a push endpoint, an image):
// only http(s), no name or password in it, what the caller's rule allows, and only at a public
// address, checked after DNS and again at every redirect. An origin the project is configured
// with (its own Supabase URL, a test's stand-in) is trusted whatever its address: whoever runs the
// project chose it, not the session. See docs/decisions/031-server-side-requests.md, which says
// what this leaves open (a name that resolves again between the check and the connection).

/** Why a URL is not asked: the caller's own code (its rule's), or one of the guard's. */
export class RefusedUrlError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** What a caller's rule says about a URL it refuses. */
export interface UrlRefusal {
  code: string;
  message: string;
}

/** A hostname's addresses, as DNS answers them. */
export type Resolve = (hostname: string) => Promise<string[]>;

export interface FetchRules {
  /** What this use refuses (a host, a path); asked of the first URL and of every redirect. */
  check: (url: URL) => UrlRefusal | undefined;
  /** Origins the project is configured with, asked whatever their address. */
  trustedOrigins?: Iterable<string>;
  /** Redirects followed, each checked as the first URL was (default 3); 0 answers a redirect as it is. */
  maxRedirects?: number;
  /** Tests resolve names from a table; by default the runtime's resolver. */
  resolve?: Resolve;
}

type Range = readonly [network: bigint, prefix: number, kind: string];

/** IPv4 ranges that are not public unicast (IANA's special-purpose registry), in IPv4's 32 bits. */
const IPV4_RANGES: readonly Range[] = [
  [0x00000000n, 8, 'unspecified'],
  [0x0a000000n, 8, 'private'],
  [0x64400000n, 10, 'shared (CGNAT)'],
  [0x7f000000n, 8, 'loopback'],
  [0xa9fe0000n, 16, 'link-local'],
  [0xac100000n, 12, 'private'],
  [0xc0000000n, 24, 'reserved'],
  [0xc0000200n, 24, 'reserved'],
  [0xc0a80000n, 16, 'private'],
  [0xc6120000n, 15, 'reserved'],
  [0xc6336400n, 24, 'reserved'],
  [0xcb007100n, 24, 'reserved'],
  [0xe0000000n, 4, 'multicast'],
  [0xf0000000n, 4, 'reserved'],
];

/** IPv6 ranges inside 2000::/3 (global unicast) that are not public. */
const IPV6_RESERVED: readonly Range[] = [
  [0x2001_0000n << 96n, 32, 'reserved'], // Teredo
  [0x2001_0db8n << 96n, 32, 'reserved'], // documentation
];

const inRange = (value: bigint, bits: number, [network, prefix]: Range) =>
  value >> BigInt(bits - prefix) === network >> BigInt(bits - prefix);

function parseIpv4(text: string): bigint | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) {
    return undefined;
  }
  return parts.reduce((value, part) => (value << 8n) | BigInt(part), 0n);
}

function parseIpv6(text: string): bigint | undefined {
  const address = text.replace(/%.*$/, '');
  let groups: string[];
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const split = (half: string) => (half === '' ? [] : half.split(':'));
  const tail = split(halves.at(-1) ?? '');
  // A dotted IPv4 ending (::ffff:127.0.0.1) is the last two groups.
  const last = tail.at(-1);
  if (last?.includes('.')) {
    const v4 = parseIpv4(last);
    if (v4 === undefined) return undefined;
    tail.splice(-1, 1, (v4 >> 16n).toString(16), (v4 & 0xffffn).toString(16));
  }
  if (halves.length === 2) {
    const head = split(halves[0] ?? '');
    const missing = 8 - head.length - tail.length;
    if (missing < 1) return undefined;
    groups = [...head, ...Array<string>(missing).fill('0'), ...tail];
  } else groups = tail;
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return groups.reduce((value, group) => (value << 16n) | BigInt(`0x${group}`), 0n);
}

function ipv4Problem(value: bigint): string | undefined {
  return IPV4_RANGES.find((range) => inRange(value, 32, range))?.[2];
}

/**
 * Why `address` (an IPv4 or IPv6 address as DNS or a URL gives it) is not a public one, or
 * undefined when it is: loopback, private (RFC 1918, fc00::/7), link-local (169.254/16, fe80::/10),
 * unspecified, shared (CGNAT, 100.64/10), multicast, reserved, and any of those inside IPv6
 * (IPv4-mapped, NAT64, 6to4).
 */
export function addressProblem(address: string): string | undefined {
  const v4 = parseIpv4(address);
  if (v4 !== undefined) return ipv4Problem(v4);
  const v6 = address.includes(':') ? parseIpv6(address) : undefined;
  if (v6 === undefined) return 'not an IP address';
  const embedded = v6 & 0xffff_ffffn;
  if (v6 === 0n) return 'unspecified';
  if (v6 === 1n) return 'loopback';
  if (v6 >> 32n === 0xffffn) return ipv4Problem(embedded); // ::ffff:a.b.c.d
  if (v6 >> 32n === 0x0064_ff9b_0000_0000_0000_0000n) return ipv4Problem(embedded); // NAT64
  if (v6 >> 112n === 0x2002n) return ipv4Problem((v6 >> 80n) & 0xffff_ffffn); // 6to4
  if (v6 >> 121n === 0x7en) return 'private'; // fc00::/7
  if (v6 >> 118n === 0x3fan) return 'link-local'; // fe80::/10
  if (v6 >> 120n === 0xffn) return 'multicast'; // ff00::/8
  if (v6 >> 125n !== 1n) return 'reserved'; // outside 2000::/3, the global unicast range
  return IPV6_RESERVED.find((range) => inRange(v6, 128, range))?.[2];
}

interface DenoDns {
  resolveDns(hostname: string, type: 'A' | 'AAAA'): Promise<string[]>;
}

/**
 * The runtime's resolver: Deno.resolveDns on Deno (Supabase), A and AAAA; node:dns on Node (the
 * local backend), every address getaddrinfo gives, /etc/hosts included.
 */
const systemResolve: Resolve = async (hostname) => {
  const deno = (globalThis as { Deno?: Partial<DenoDns> }).Deno;
  if (deno?.resolveDns) {
    const answers = await Promise.allSettled([
      deno.resolveDns(hostname, 'A'),
      deno.resolveDns(hostname, 'AAAA'),
    ]);
    const addresses = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    if (addresses.length > 0) return addresses;
    const failed = answers.find((answer) => answer.status === 'rejected');
    throw failed?.reason instanceof Error ? failed.reason : new Error(`${hostname} has no address`);
  }
  const { lookup } = await import('node:dns/promises');
  return (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);
};

/** Throws why `url` may not be asked; resolves its name when it is not an address already. */
async function checkUrl(url: URL, rules: FetchRules, trusted: ReadonlySet<string>): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new RefusedUrlError(
      'unsupported_scheme',
      `Only http: or https: URLs are asked, not ${url.protocol}`,
    );
  }
  if (url.username !== '' || url.password !== '') {
    throw new RefusedUrlError('credentials_in_url', 'A URL with a name or password in it is not asked.');
  }
  const refusal = rules.check(url);
  if (refusal) throw new RefusedUrlError(refusal.code, refusal.message);
  if (trusted.has(url.origin)) return;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = parseIpv4(host) !== undefined || host.includes(':');
  let addresses: string[];
  try {
    addresses = literal ? [host] : await (rules.resolve ?? systemResolve)(host);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${host} could not be resolved: ${reason}`, { cause: error });
  }
  for (const address of addresses) {
    const problem = addressProblem(address);
    if (!problem) continue;
    const named = literal ? `${address} is` : `${host} is ${address},`;
    throw new RefusedUrlError(
      'private_address',
      `${named} ${/^[aeiou]/.test(problem) ? 'an' : 'a'} ${problem} address: only public hosts are asked.`,
    );
  }
}

/**
 * fetch, for a URL the agent's session can set: throws RefusedUrlError (before asking) when the URL
 * or a redirect breaks the rules, and an Error when a name does not resolve. Redirects are followed
 * here, with GET as fetch would after a 303 or a POST's 301/302, each hop checked.
 */
export async function publicFetch(
  input: string | URL,
  init: RequestInit,
  rules: FetchRules,
): Promise<Response> {
  const trusted = new Set([...(rules.trustedOrigins ?? [])].map((origin) => new URL(origin).origin));
  const maxRedirects = rules.maxRedirects ?? 3;
  let url = new URL(input);
  let request = init;
  for (let hop = 0; ; hop++) {
    await checkUrl(url, rules, trusted);
    const response = await fetch(url, { ...request, redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null || maxRedirects === 0) {
      return response;
    }
    await response.body?.cancel();
    if (hop >= maxRedirects) {
      throw new RefusedUrlError('too_many_redirects', `The URL redirects more than ${maxRedirects} times.`);
    }
    url = new URL(location, url);
    const method = (request.method ?? 'GET').toUpperCase();
    if (
      response.status === 303 ||
      ((response.status === 301 || response.status === 302) && method === 'POST')
    ) {
      request = { ...request, method: 'GET', body: null };
    }
  }
}
