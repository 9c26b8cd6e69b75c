// /functions/v1 with supabase-js: mirror-image run by the local backend, exactly the handler Supabase
// runs on Deno (test/deno/run-functions.ts runs it there too).
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT } from '../src/config.ts';
import { AGENT, startTestBackend, type TestBackend } from './harness.ts';
import { staticSite } from './static-site.ts';

let t: TestBackend;
let agent: SupabaseClient;
let site: string;
const SLUG = '1428-maplewood-ave-royal-oak';
const PHOTO = join(WORKSPACE_ROOT, 'supabase/seed-photos', SLUG, 'photo-2.jpg');
/** An object in the listing's folder of the bucket, by its public URL. */
const stored = (name: string) => `${t.url}/storage/v1/object/public/listing-photos/${SLUG}/${name}`;

beforeAll(async () => {
  // A stand-in for the built site: the backend serves it on its own origin, the site's origin,
  // where images are not copied from (only the project's storage).
  site = mkdtempSync(join(tmpdir(), 'mirror-site-'));
  copyFileSync(PHOTO, join(site, 'porch.jpg'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Site</title>');
  t = await startTestBackend({}, { site: staticSite(site) });
  agent = await t.signIn(AGENT.email, AGENT.password);
  const bucket = t.service.storage.from('listing-photos');
  for (const [name, bytes] of [
    ['not-an-image.jpg', Buffer.from('just text pretending to be a photo')],
    ['huge.jpg', Buffer.alloc(15 * 1024 * 1024 + 1, 0xff)],
  ] as const) {
    const { error } = await bucket.upload(`${SLUG}/${name}`, bytes, { contentType: 'image/jpeg' });
    if (error) throw error;
  }
});
afterAll(async () => {
  await t.close();
  rmSync(site, { recursive: true, force: true });
});

async function invoke(client: SupabaseClient, body: Record<string, unknown>) {
  const { data, error } = await client.functions.invoke('mirror-image', { body });
  if (error instanceof FunctionsHttpError) {
    const response = error.context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown> };
}

describe('mirror-image', () => {
  it('copies a photo from the project’s storage into the bucket and answers its public URL', async () => {
    const { status, body } = await invoke(t.anon, { imageUrl: stored('photo-2.jpg'), slug: SLUG });
    expect(status).toBe(200);
    expect(body.publicUrl).toMatch(
      new RegExp(`^${t.url}/storage/v1/object/public/listing-photos/${SLUG}/mirrored-[0-9a-f]{20}\\.jpg$`),
    );
    expect(body.headerSet).toBe(false);
    const copy = await fetch(body.publicUrl as string);
    expect(copy.headers.get('content-type')).toBe('image/jpeg');
    expect((await copy.arrayBuffer()).byteLength).toBe(
      (await (await fetch(stored('photo-2.jpg'))).arrayBuffer()).byteLength,
    );
    const again = await invoke(t.anon, { imageUrl: stored('photo-2.jpg'), slug: SLUG });
    expect(again.body.publicUrl).toBe(body.publicUrl);
  });

  it('gives a visitor a copy of the listing’s own photo, but never changes the listing for them', async () => {
    const header = `${t.url}/storage/v1/object/public/listing-photos/${SLUG}/photo-1.jpg`;
    const before = await t.anon.from('listings').select('header_image_url').eq('slug', SLUG).single();
    const refused = await invoke(t.anon, { imageUrl: header, slug: SLUG, setHeader: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'not_allowed' } });
    const { status, body } = await invoke(t.anon, { imageUrl: header, slug: SLUG });
    expect(status).toBe(200);
    expect(body.headerSet).toBe(false);
    const after = await t.anon.from('listings').select('header_image_url').eq('slug', SLUG).single();
    expect(after.data!.header_image_url).toBe(before.data!.header_image_url);
  });

  it('lets only the agent make another image the header', async () => {
    const visitor = await invoke(t.anon, {
      imageUrl: stored('photo-2.jpg'),
      slug: '2215-pinecrest-dr-ferndale',
      setHeader: true,
    });
    expect(visitor.status).toBe(403);
    expect(visitor.body).toMatchObject({ error: { code: 'not_allowed' } });
    const byAgent = await invoke(agent, {
      imageUrl: stored('photo-2.jpg'),
      slug: '2215-pinecrest-dr-ferndale',
      setHeader: true,
    });
    expect(byAgent.status).toBe(200);
    expect(byAgent.body.headerSet).toBe(true);
  });

  it('refuses other hosts, the site, non-images, files over 15 MB and unknown listings with clear JSON errors', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [{ imageUrl: 'https://images.example.com/house.jpg', slug: SLUG }, 400, 'host_not_allowed'],
      [{ imageUrl: 'file:///etc/passwd', slug: SLUG }, 400, 'host_not_allowed'],
      [{ imageUrl: `${t.url}/porch.jpg`, slug: SLUG }, 400, 'not_in_storage'],
      [{ imageUrl: stored('not-an-image.jpg'), slug: SLUG }, 415, 'not_an_image'],
      [{ imageUrl: stored('huge.jpg'), slug: SLUG }, 413, 'too_large'],
      [{ imageUrl: stored('missing.jpg'), slug: SLUG }, 404, 'image_not_found'],
      [{ imageUrl: stored('photo-2.jpg'), slug: 'no-such-listing' }, 404, 'listing_not_found'],
      [{ imageUrl: stored('photo-2.jpg'), slug: '../etc' }, 400, 'invalid_slug'],
      [{ slug: SLUG }, 400, 'invalid_image_url'],
    ];
    for (const [body, status, code] of cases) {
      const result = await invoke(t.anon, body);
      expect({ body, status: result.status, code: (result.body.error as { code: string }).code }).toEqual({
        body,
        status,
        code,
      });
      expect((result.body.error as { message: string }).message.length).toBeGreaterThan(10);
    }
  });

  it('needs a project key, like verify_jwt on Supabase', async () => {
    const response = await fetch(`${t.url}/functions/v1/mirror-image`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
  });

  it('answers 404 for a function that does not exist', async () => {
    const { error } = await t.anon.functions.invoke('no-such-function', { body: {} });
    expect(((error as FunctionsHttpError).context as Response).status).toBe(404);
  });
});
