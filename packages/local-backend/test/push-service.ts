// A Web Push service stand-in on loopback for tests (RFC 8030): it takes POSTs at any path as a
// browser vendor's push service does at a subscription's endpoint, answers 201, and keeps what it
// received. It can be stopped and started again on the same port, to play an outage, and told to
// answer 410 for an endpoint, as a push service does once a browser drops its subscription.
// The test side of the protocol too: a browser's subscription keys, decryption of a message
// (RFC 8291 with http_ece, an implementation independent of the sender's) and the check of its
// VAPID signature (RFC 8292: an ES256 JWT for the endpoint's origin, verified with the key sent).
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';

interface HttpEce {
  decrypt(
    buffer: Buffer,
    params: { version: 'aes128gcm'; privateKey: ReturnType<typeof createECDH>; authSecret: Buffer },
  ): Buffer;
}
const ece = createRequire(import.meta.url)('http_ece') as HttpEce;

/** A POST the stand-in received. */
export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
}

export interface TestPushService {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  readonly received: ReceivedPush[];
  /** Paths (endpoints) it answers 410 Gone, as for a subscription the browser dropped. */
  readonly gone: Set<string>;
  /** Waits until `count` messages (in total) matching `filter` have been taken (answered 201). */
  waitFor(
    count: number,
    filter?: (push: ReceivedPush) => boolean,
    timeoutMs?: number,
  ): Promise<ReceivedPush[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * `options.unreachable` plays an outage of one endpoint's push service while others answer: a
 * request to a path it names has its connection dropped unanswered. `options.onReceived` sees each
 * message before the sender has its answer, so whoever was told "sent" can find it.
 */
export async function startPushService(
  options: { unreachable?: (path: string) => boolean; onReceived?: (push: ReceivedPush) => void } = {},
): Promise<TestPushService> {
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  let server: Server | undefined;
  let port = 0;
  const listen = async () => {
    const current = createServer((request, response) => {
      if (options.unreachable?.(request.url ?? '')) {
        request.socket.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const path = request.url ?? '';
        const status = request.method !== 'POST' ? 405 : gone.has(path) ? 410 : 201;
        const push = { path, headers: request.headers, body: Buffer.concat(chunks), status };
        received.push(push);
        options.onReceived?.(push);
        response.writeHead(status, status === 201 ? { Location: `${path}/messages/${received.length}` } : {});
        response.end();
      });
    });
    server = current;
    await new Promise<void>((resolve, reject) => {
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => resolve());
    });
    port = (current.address() as AddressInfo).port;
  };
  await listen();
  return {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    received,
    gone,
    async waitFor(count, filter = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const taken = received.filter((push) => push.status === 201 && filter(push));
        if (taken.length >= count) return taken;
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} push messages, got ${taken.length} in ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const current = server;
      if (!current) return;
      server = undefined;
      // Pooled keep-alive connections would keep it answering: an outage refuses them all.
      current.closeAllConnections();
      await new Promise((resolve) => current.close(resolve));
    },
    async start() {
      if (!server) await listen();
    },
  };
}

/** A browser's side of a push subscription: its keys, and the decryption of what it receives. */
export interface TestSubscriber {
  endpoint: string;
  /** As PushSubscription.toJSON().keys gives them (base64url). */
  keys: { p256dh: string; auth: string };
  /** The plaintext of an aes128gcm message sent to this subscription. */
  decrypt(body: Buffer): string;
}

export function makeSubscriber(endpoint: string): TestSubscriber {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    endpoint,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    decrypt: (body) =>
      ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8'),
  };
}

/** What a valid `Authorization: vapid t=…, k=…` header says. */
export interface VapidClaims {
  /** The application server's public key (k), base64url. */
  publicKey: string;
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks a VAPID Authorization header as a push service does (RFC 8292): an ES256 JWT whose
 * signature verifies with the key in `k`, for the audience `endpoint`'s origin, not expired.
 * Answers its claims, or throws saying what is wrong.
 */
export function verifyVapid(authorization: string | undefined, endpoint: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization header: ${authorization}`);
  const [token = '', publicKey = ''] = match.slice(1);
  const [header = '', claims = '', signature = ''] = token.split('.');
  const decoded = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  if (decoded(header).alg !== 'ES256')
    throw new Error(`The JWT is not ES256: ${JSON.stringify(decoded(header))}`);
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 public key');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID signature does not verify with k');
  const { aud, exp, sub } = decoded(claims) as { aud: string; exp: number; sub: string };
  if (aud !== new URL(endpoint).origin) throw new Error(`aud is ${aud}, not the endpoint's origin`);
  const now = Date.now() / 1000;
  if (!(exp > now && exp <= now + 24 * 60 * 60))
    throw new Error(`exp ${exp} is not within the next 24 hours`);
  return { publicKey, aud, exp, sub };
}

/** A fresh VAPID key pair as the README's command prints it: base64url, public uncompressed. */
export function makeVapidKeys(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  // A private key with leading zero bytes comes out shorter: RFC 8292 wants all 32.
  const privateKey = Buffer.alloc(32);
  const raw = ecdh.getPrivateKey();
  raw.copy(privateKey, 32 - raw.length);
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  };
}
