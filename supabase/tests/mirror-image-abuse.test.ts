// mirror-image as an abuser would call it with the site's anon key: a visitor gets one copy of an
// original photo, never a stored copy per resized variant, never a change to a listing, and only so
// many copies per address; the agent can still make a copy the header, recorded as the back office
// records it (a listing_photos row, an audit entry, the listing following its photo rows). An image
// that is not there is the caller's 404, never a 5xx; only a host that fails answers 502.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import createMirrorImage from '../functions/mirror-image/handler.ts';
import { invoke, post } from './lead-factories.ts';
import { startInsideOneWindow } from './rate-window.ts';

let t: TestBackend;
let agent: SupabaseClient;

beforeAll(async () => {
  // Every call through the backend comes from 127.0.0.1: the limit is tested on its own below.
  t = await startTestBackend({ MIRROR_RATE_LIMIT: '1000/600' });
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(() => t.close());

const objectUrl = (slug: string, photo = 'photo-1.jpg') =>
  `${t.url}/storage/v1/object/public/listing-photos/${slug}/${photo}`;

/** The objects in a listing's folder of the bucket. */
async function folder(slug: string): Promise<string[]> {
  const { data, error } = await t.service.storage.from('listing-photos').list(slug, { limit: 1000 });
  if (error) throw error;
  return data.map((object) => object.name).sort();
}

/** What a visitor sees of a listing, and what the back office keeps of its photos. */
async function listingState(slug: string) {
  const listing = await t.service
    .from('listings')
    .select('id, header_image_url, gallery_images')
    .eq('slug', slug)
    .single();
  const photos = await t.service
    .from('listing_photos')
    .select('path, is_header, position')
    .eq('listing_id', listing.data!.id as string)
    .order('position');
  return { listing: listing.data!, photos: photos.data! };
}

async function auditCount(): Promise<number> {
  const { count } = await agent.from('audit_log').select('id', { count: 'exact', head: true });
  return count ?? 0;
}

/** The function itself, as the gateway runs it, with these settings over the test backend's. */
const mirrorImage = (env: Record<string, string>) =>
  createMirrorImage(
    (name) =>
      ({
        SUPABASE_URL: t.url,
        SUPABASE_ANON_KEY: t.backend.keys.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: t.backend.keys.serviceRoleKey,
        SITE_URL: t.url,
        ...env,
      })[name],
  );

const errorOf = (body: Record<string, unknown>) => body.error as { code: string; message: string };

describe('a visitor’s copies', () => {
  const SLUG = '2215-pinecrest-dr-ferndale';

  it('stores one copy of an original however often and however it is spelled, and none of its variants', async () => {
    const before = await folder(SLUG);
    const variants = [
      ...Array.from(
        { length: 20 },
        (_, i) =>
          `${t.url}/storage/v1/render/image/public/listing-photos/${SLUG}/photo-1.jpg?width=${300 + i}`,
      ),
      `${t.url}/storage/v1/render/image/public/listing-photos/${SLUG}/photo-1.jpg`,
      `${t.url}/storage/v1/%72ender/image/public/listing-photos/${SLUG}/photo-1.jpg?width=640`,
      `${t.url}//storage//v1/render/image/public/listing-photos/${SLUG}/photo-1.jpg?height=90`,
      `${objectUrl(SLUG)}?width=500`,
      `${objectUrl(SLUG)}?v=2`,
    ];
    for (const imageUrl of variants) {
      const refused = await invoke(t.anon, 'mirror-image', { imageUrl, slug: SLUG });
      expect({ imageUrl, status: refused.status, code: errorOf(refused.body).code }).toEqual({
        imageUrl,
        status: 400,
        code: 'not_an_original',
      });
      expect(errorOf(refused.body).message).toMatch(/original URL/);
    }
    expect(await folder(SLUG)).toEqual(before);

    const spellings = [
      objectUrl(SLUG),
      objectUrl(SLUG),
      `${t.url}/storage/v1/object/public/listing-photos/${SLUG}/photo%2D1.jpg`,
      `${t.url}/storage/v1/object/public/listing-photos/${SLUG}/./photo-1.jpg`,
    ];
    const copies = new Set<unknown>();
    for (const imageUrl of spellings) {
      const answer = await invoke(t.anon, 'mirror-image', { imageUrl, slug: SLUG });
      expect(answer.status).toBe(200);
      copies.add(answer.body.publicUrl);
    }
    expect(copies.size).toBe(1);
    const after = await folder(SLUG);
    expect(after.length).toBe(before.length + 1);
    expect(after.filter((name) => !before.includes(name))).toEqual([
      expect.stringMatching(/^mirrored-[0-9a-f]{20}\.jpg$/),
    ]);
  });

  it('gives the listing card its copy of the listing’s photo, leaving the listing as it was', async () => {
    const slug = '1742-chicago-blvd-detroit';
    const before = await listingState(slug);
    // As the site engine's features/listings/mirror-image.ts asks for it: the card's own photo URL.
    const imageUrl = new URL(before.listing.header_image_url as string, t.url).href;
    const answer = await invoke(t.anon, 'mirror-image', { imageUrl, slug });
    expect(answer).toMatchObject({ status: 200, body: { headerSet: false } });
    const copy = await fetch(answer.body.publicUrl as string);
    expect(copy.headers.get('content-type')).toBe('image/jpeg');
    expect(await listingState(slug)).toEqual(before);
  });
});

describe('a visitor and the listing', () => {
  const SLUG = '1428-maplewood-ave-royal-oak';

  it('cannot change the header image, not even to a copy of the listing’s own photo', async () => {
    const stranger = await t.stranger();
    const before = await listingState(SLUG);
    const audited = await auditCount();
    const objects = await folder(SLUG);
    for (const [caller, imageUrl] of [
      [t.anon, objectUrl(SLUG, 'photo-2.jpg')],
      [t.anon, objectUrl('2215-pinecrest-dr-ferndale', 'photo-3.jpg')],
      [stranger, objectUrl(SLUG, 'photo-3.jpg')],
    ] as const) {
      const refused = await invoke(caller, 'mirror-image', { imageUrl, slug: SLUG, setHeader: true });
      expect(refused.status).toBe(403);
      expect(errorOf(refused.body)).toEqual({
        code: 'not_allowed',
        message: "Only the agent can change a listing's header image. Leave out setHeader to get a copy.",
      });
    }
    expect(await listingState(SLUG)).toEqual(before);
    expect(await auditCount()).toBe(audited);
    expect(await folder(SLUG)).toEqual(objects);
  });
});

describe('the agent', () => {
  const SLUG = '655-henrietta-st-birmingham';

  it('makes a copy the header as the back office does: a photo row, an audit entry, the listing in step', async () => {
    const before = await listingState(SLUG);
    const imageUrl = objectUrl('918-lakeland-st-grosse-pointe', 'photo-2.jpg');
    const answer = await invoke(agent, 'mirror-image', { imageUrl, slug: SLUG, setHeader: true });
    expect(answer).toMatchObject({ status: 200, body: { headerSet: true } });
    const path = answer.body.path as string;

    const after = await listingState(SLUG);
    expect(after.photos).toEqual([
      ...before.photos.map((photo) => ({ ...photo, is_header: false })),
      { path, is_header: true, position: before.photos.length },
    ]);
    expect(after.listing.header_image_url).toBe(`/storage/v1/object/public/listing-photos/${path}`);
    expect(after.listing.gallery_images).toEqual(
      after.photos.map((photo) => `/storage/v1/object/public/listing-photos/${photo.path}`),
    );

    const row = await t.service.from('listing_photos').select('id').eq('path', path).single();
    const audit = await agent
      .from('audit_log')
      .select('actor, action, changes')
      .eq('table_name', 'listing_photos')
      .eq('row_id', row.data!.id as string);
    const user = (await agent.auth.getUser()).data.user!;
    expect(audit.data).toEqual([
      {
        actor: user.id,
        action: 'insert',
        changes: expect.objectContaining({ path: { new: path }, is_header: { new: true } }),
      },
    ]);

    // Asking again makes the same photo the header: no second row, no second object.
    const again = await invoke(agent, 'mirror-image', { imageUrl, slug: SLUG, setHeader: true });
    expect(again).toMatchObject({ status: 200, body: { path, headerSet: true } });
    expect(await listingState(SLUG)).toEqual(after);
  });
});

describe('the rate limit', () => {
  /** The function itself, behind a gateway that reports the caller's address. */
  const mirror = () => mirrorImage({ MIRROR_RATE_LIMIT: '3/600' });
  const call = (handler: (request: Request) => Promise<Response>, ip: string, token: string) =>
    handler(
      new Request(`${t.url}/functions/v1/mirror-image`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'x-forwarded-for': ip,
        },
        body: JSON.stringify({
          imageUrl: objectUrl('31020-lakeview-blvd-novi'),
          slug: '31020-lakeview-blvd-novi',
        }),
      }),
    );

  it(
    'refuses a visitor’s fourth copy within the window with 429 and Retry-After, not others’ or the agent’s',
    { timeout: 60_000 },
    async () => {
      await startInsideOneWindow(600);
      const handler = mirror();
      const anonKey = t.backend.keys.anonKey;
      for (let i = 0; i < 3; i++) expect((await call(handler, '198.51.100.7', anonKey)).status).toBe(200);
      const refused = await call(handler, '198.51.100.7', anonKey);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        error: {
          code: 'rate_limited',
          message: expect.stringMatching(
            /^Too many images copied from your connection\. Try again in \d+ minutes?\.$/,
          ),
        },
      });
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);

      expect((await call(handler, '198.51.100.8', anonKey)).status).toBe(200);
      const token = (await agent.auth.getSession()).data.session!.access_token;
      expect((await call(handler, '198.51.100.7', token)).status).toBe(200);
      // Counted apart from the lead forms' per-address counts, which are keyed by the bare address.
      const limits = await t.service
        .from('rate_limits')
        .select('ip, hits')
        .like('ip', '%198.51.100.%')
        .order('ip');
      expect(limits.data).toEqual([
        { ip: 'mirror-image:198.51.100.7', hits: 4 },
        { ip: 'mirror-image:198.51.100.8', hits: 1 },
      ]);
    },
  );
});

describe('an image that is not there', () => {
  const SLUG = '1428-maplewood-ave-royal-oak';
  const NOT_THERE = /^There is no image at that address \(its host answered HTTP 4\d\d\)\.$/;

  it.each([
    ['a missing object in the bucket', '/storage/v1/object/public/listing-photos/missing.jpg'],
    ['a missing object in the listing’s folder', `/storage/v1/object/public/listing-photos/${SLUG}/nope.jpg`],
    ['a missing bucket', '/storage/v1/object/public/no-such-bucket/photo.jpg'],
  ])('answers 404 image_not_found for %s, storing nothing', async (_name, imageUrl) => {
    const before = await folder(SLUG);
    const answer = await invoke(t.anon, 'mirror-image', { imageUrl, slug: SLUG });
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body)).toEqual({
      code: 'image_not_found',
      message: expect.stringMatching(NOT_THERE),
    });
    expect(await folder(SLUG)).toEqual(before);
  });

  it('answers the same for a missing object named by its full URL', async () => {
    const answer = await invoke(t.anon, 'mirror-image', {
      imageUrl: objectUrl(SLUG, 'gone.jpg'),
      slug: SLUG,
    });
    expect(answer.status).toBe(404);
    expect(errorOf(answer.body).code).toBe('image_not_found');
  });

  it('refuses a body nested deeper than 32 levels with 400', async () => {
    const deep = `{"imageUrl":${'['.repeat(5_000)}${']'.repeat(5_000)},"slug":"${SLUG}"}`;
    const answer = await post(t.url, t.backend.keys.anonKey, 'mirror-image', deep);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      error: {
        code: 'invalid_json',
        message: 'The request body nests objects and arrays too deeply (32 levels at most).',
      },
    });
  });
});

/** Where storage's stand-in below redirects, by the object's name. */
const REDIRECTS: Record<string, string> = {
  'to-metadata': 'http://169.254.169.254/latest/meta-data/photo.jpg',
  'to-loopback': 'http://127.0.0.1:9/photo.jpg',
  'to-rest': '/rest/v1/listings',
};

describe('storage that fails', () => {
  let storage: Server;
  let storageUrl: string;

  beforeAll(async () => {
    // The project as the function sees it: the test backend, except the objects under failing/,
    // which answer the status their name asks for, or redirect to REDIRECTS' address.
    storage = createServer((request, response) => {
      const failing = /^\/storage\/v1\/object\/public\/listing-photos\/failing\/([\w-]+)\.jpg$/.exec(
        request.url ?? '',
      );
      const redirect = REDIRECTS[failing?.[1] ?? ''];
      if (redirect) {
        response.writeHead(302, { Location: redirect }).end();
        return;
      }
      if (failing) {
        response.writeHead(Number(failing[1])).end();
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = Object.entries(request.headers).filter(
          (entry): entry is [string, string] =>
            typeof entry[1] === 'string' && !['host', 'connection', 'content-length'].includes(entry[0]),
        );
        void fetch(`${t.url}${request.url}`, {
          method: request.method,
          headers,
          body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        }).then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? '' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        });
      });
    });
    await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
    storageUrl = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => storage.close(() => resolve())));

  const failing = (name: string) => `${storageUrl}/storage/v1/object/public/listing-photos/failing/${name}`;
  const call = (imageUrl: string) =>
    mirrorImage({ SUPABASE_URL: storageUrl, MIRROR_RATE_LIMIT: '0/600' })(
      new Request(`${storageUrl}/functions/v1/mirror-image`, {
        method: 'POST',
        headers: { authorization: `Bearer ${t.backend.keys.anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ imageUrl, slug: '1428-maplewood-ave-royal-oak' }),
      }),
    );

  it.each([500, 503, 429, 408])('answers 502 fetch_failed when storage answers %i', async (status) => {
    const answer = await call(failing(`${status}.jpg`));
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({
      error: { code: 'fetch_failed', message: `The image could not be fetched (HTTP ${status}).` },
    });
  });

  it.each([400, 401, 403, 404, 410])(
    'answers 404 image_not_found when storage answers %i',
    async (status) => {
      const answer = await call(failing(`${status}.jpg`));
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({
        error: {
          code: 'image_not_found',
          message: `There is no image at that address (its host answered HTTP ${status}).`,
        },
      });
    },
  );

  it('answers 415 not_an_image for an empty answer', async () => {
    const answer = await call(failing('204.jpg'));
    expect(answer.status).toBe(415);
    expect(await answer.json()).toMatchObject({ error: { code: 'not_an_image' } });
  });

  it.each([
    ['the cloud’s metadata address', 'to-metadata', 'host_not_allowed'],
    ['another server on this machine', 'to-loopback', 'host_not_allowed'],
    ['the project outside storage', 'to-rest', 'not_in_storage'],
  ])('refuses a redirect to %s with 400', async (_name, object, code) => {
    const answer = await call(failing(`${object}.jpg`));
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: { code } });
  });
});

describe('where the agent can have an image copied from', () => {
  const SLUG = '31020-lakeview-blvd-novi';

  it.each([
    ['the cloud’s metadata address', 'http://169.254.169.254/latest/meta-data/', 'host_not_allowed'],
    ['a private address', 'http://10.0.0.7/photo.jpg', 'host_not_allowed'],
    ['another server on this machine', 'http://127.0.0.1:5432/photo.jpg', 'host_not_allowed'],
    ['another host', 'https://images.example.com/house.jpg', 'host_not_allowed'],
    ['a file', 'file:///etc/passwd', 'host_not_allowed'],
    ['the project, outside storage', '/rest/v1/listings?select=*', 'not_in_storage'],
    ['the site’s pages', '/index.html', 'not_in_storage'],
  ])(
    'only the project’s storage: %s is refused with 400, the listing unchanged',
    async (_name, imageUrl, code) => {
      const before = await listingState(SLUG);
      const objects = await folder(SLUG);
      const refused = await invoke(agent, 'mirror-image', { imageUrl, slug: SLUG, setHeader: true });
      expect(refused.status).toBe(400);
      expect(errorOf(refused.body)).toEqual({
        code,
        message: expect.stringContaining(`${t.url}/storage/v1/object/public/`),
      });
      expect(await listingState(SLUG)).toEqual(before);
      expect(await folder(SLUG)).toEqual(objects);
    },
  );
});
