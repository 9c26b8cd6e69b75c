// The guard on every server-side request to an address the agent's session can set (push endpoints,
// image URLs): only public addresses, after DNS and after each redirect, and never a URL with
// credentials in it (docs/decisions/031-server-side-requests.md).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressProblem,
  publicFetch,
  RefusedUrlError,
  type Resolve,
} from '../functions/_shared/public-fetch.ts';

describe('addressProblem', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.20', 'private'],
    ['100.64.0.1', 'shared (CGNAT)'],
    ['100.127.255.254', 'shared (CGNAT)'],
    ['169.254.169.254', 'link-local'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['198.18.0.1', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456:789a::1', 'private'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf::1', 'link-local'],
    ['fec0::1', 'reserved'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a9fe:a9fe', 'link-local'],
    ['::ffff:10.1.2.3', 'private'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:a9fe:a9fe::1', 'link-local'],
    ['::127.0.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['100::1', 'reserved'],
    ['not an address', 'not an IP address'],
    ['1.2.3', 'not an IP address'],
    ['1:2:3:4:5:6:7:8:9', 'not an IP address'],
  ])('refuses %s as %s', (address, kind) => {
    expect(addressProblem(address)).toBe(kind);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '142.250.72.10',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '169.253.255.255',
    '223.255.255.255',
    '2607:f8b0:4004:c07::5f',
    '2a00:1450:4001:82b::200a',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('accepts the public address %s', (address) => {
    expect(addressProblem(address)).toBeUndefined();
  });

  it('refuses every address in 10/8, 127/8, 169.254/16 and 192.168/16, however written in IPv6', () => {
    const inRange = (first: number, second?: number) =>
      fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([b, c, d]) => [first, second ?? b, c, d] as const);
    fc.assert(
      fc.property(
        fc.oneof(inRange(10), inRange(127), inRange(169, 254), inRange(192, 168)),
        fc.constantFrom('v4', 'mapped', 'mapped-hex', 'nat64'),
        (octets, form) => {
          const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
          const v4 = octets.join('.');
          const written = {
            v4,
            mapped: `::ffff:${v4}`,
            'mapped-hex': `::ffff:${hex(octets[0], octets[1])}:${hex(octets[2], octets[3])}`,
            nat64: `64:ff9b::${hex(octets[0], octets[1])}:${hex(octets[2], octets[3])}`,
          }[form];
          expect(addressProblem(written)).toBeDefined();
        },
      ),
    );
  });
});

describe('publicFetch', () => {
  let server: Server;
  let origin: string;
  const asked: string[] = [];

  beforeAll(async () => {
    // A host on loopback, trusted or not by each test: it redirects where its path says.
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      const to = /\/to\/(.+)$/.exec(request.url ?? '')?.[1];
      if (to) response.writeHead(302, { Location: decodeURIComponent(to) }).end();
      else response.writeHead(200, { 'Content-Type': 'text/plain' }).end('hello');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A resolver that answers from a table, as DNS would. */
  const dns =
    (table: Record<string, string[]>): Resolve =>
    async (hostname) => {
      const addresses = table[hostname];
      if (!addresses) throw new Error(`${hostname} does not resolve`);
      return addresses;
    };
  const anyUrl = () => undefined;

  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      if (error instanceof RefusedUrlError) return { code: error.code, message: error.message };
      throw error;
    }
    throw new Error('was not refused');
  };

  it.each([
    ['http://127.0.0.1/', 'private_address', /127\.0\.0\.1 is a loopback address/],
    ['http://169.254.169.254/latest/meta-data/', 'private_address', /link-local/],
    ['https://[::ffff:169.254.169.254]/', 'private_address', /link-local/],
    ['http://2130706433/', 'private_address', /loopback/],
    ['http://0x7f.1/', 'private_address', /loopback/],
    ['https://metadata.example.test/', 'private_address', /metadata\.example\.test is 169\.254\.169\.254/],
    ['https://split.example.test/', 'private_address', /split\.example\.test is 10\.0\.0\.7/],
    ['https://user:secret@images.example.test/a.jpg', 'credentials_in_url', /name or password/],
    ['file:///etc/passwd', 'unsupported_scheme', /http: or https:/],
    ['ftp://images.example.test/a.jpg', 'unsupported_scheme', /http: or https:/],
  ])('refuses %s before asking anything', async (url, code, message) => {
    const before = asked.length;
    const resolve = dns({
      'metadata.example.test': ['169.254.169.254'],
      'split.example.test': ['93.184.215.14', '10.0.0.7'],
      'images.example.test': ['93.184.215.14'],
    });
    const refused = await refusal(publicFetch(url, {}, { check: anyUrl, resolve }));
    expect(refused.code).toBe(code);
    expect(refused.message).toMatch(message);
    expect(asked.length).toBe(before);
  });

  it('refuses what the caller’s own rule refuses, with the caller’s code and words', async () => {
    const check = (url: URL) =>
      url.hostname === 'fcm.googleapis.com' ? undefined : { code: 'not_a_push_service', message: 'No.' };
    const refused = await refusal(publicFetch('https://evil.example.test/', {}, { check, resolve: dns({}) }));
    expect(refused).toEqual({ code: 'not_a_push_service', message: 'No.' });
  });

  it('asks a trusted origin (the project’s own) whatever its address', async () => {
    const response = await publicFetch(
      `${origin}/photo.jpg`,
      {},
      { check: anyUrl, trustedOrigins: [origin] },
    );
    expect(await response.text()).toBe('hello');
  });

  it('follows a redirect within the rules, and refuses one to a private address', async () => {
    const rules = { check: anyUrl, trustedOrigins: [origin] };
    const followed = await publicFetch(`${origin}/to/${encodeURIComponent('/photo.jpg')}`, {}, rules);
    expect(await followed.text()).toBe('hello');

    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]:5432/',
      'http://localhost:54321/rest/v1/',
    ]) {
      const refused = await refusal(
        publicFetch(
          `${origin}/to/${encodeURIComponent(target)}`,
          {},
          { ...rules, resolve: dns({ localhost: ['127.0.0.1'] }) },
        ),
      );
      expect({ target, code: refused.code }).toEqual({ target, code: 'private_address' });
    }
  });

  it('refuses a redirect the caller’s rule refuses', async () => {
    const check = (url: URL) =>
      url.pathname.startsWith('/storage/') ? undefined : { code: 'not_in_storage', message: 'Storage only.' };
    const refused = await refusal(
      publicFetch(
        `${origin}/storage/to/${encodeURIComponent('/elsewhere.jpg')}`,
        {},
        { check, trustedOrigins: [origin] },
      ),
    );
    expect(refused.code).toBe('not_in_storage');
  });

  it('stops after the hop limit, and answers a redirect as it is when told to follow none', async () => {
    const loop = `${origin}/to/${encodeURIComponent(`/to/${encodeURIComponent(`/to/${encodeURIComponent('/photo.jpg')}`)}`)}`;
    const refused = await refusal(
      publicFetch(loop, {}, { check: anyUrl, trustedOrigins: [origin], maxRedirects: 2 }),
    );
    expect(refused.code).toBe('too_many_redirects');

    const unfollowed = await publicFetch(
      loop,
      {},
      { check: anyUrl, trustedOrigins: [origin], maxRedirects: 0 },
    );
    expect(unfollowed.status).toBe(302);
  });

  it('resolves names with the system’s resolver when given none', async () => {
    const refused = await refusal(publicFetch('http://localhost:9/', {}, { check: anyUrl }));
    expect(refused).toEqual({
      code: 'private_address',
      message: expect.stringMatching(/^localhost is (127\.0\.0\.1|::1), a loopback address/),
    });
  });
});
