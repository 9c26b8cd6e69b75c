// Row-level security of the supabase/ project: visitors (anon) only read listings and photos; a
// signed-in user who is not the agent changes nothing; the agent may do everything. Each refusal is
// asserted exactly, and nothing refused may have changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';

let t: TestBackend;
let agent: Client;
let stranger: Client;
const SLUG = '2215-pinecrest-dr-ferndale';
const BUCKET = 'listing-photos';
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);
const listing = (slug: string) => ({
  slug,
  title: 'RLS Home',
  address: '2 Policy Ln',
  city: 'Troy',
  state: 'MI',
  zip_code: '48084',
});

beforeAll(async () => {
  t = await startTestBackend();
  agent = await t.signIn(AGENT.email, AGENT.password);
  stranger = await t.stranger();
});
afterAll(() => t.close());

async function priceOf(slug: string) {
  return (await t.service.from('listings').select('price').eq('slug', slug).single()).data?.price as
    number | null;
}

describe('anon (every visitor)', () => {
  it('reads listings', async () => {
    const { data, error } = await t.anon.from('listings').select('slug');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThanOrEqual(10);
  });

  it('cannot insert a listing: 401, permission denied', async () => {
    const { error, status } = await t.anon.from('listings').insert(listing('anon-insert'));
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501', message: 'permission denied for table listings' });
    expect((await t.service.from('listings').select('slug').eq('slug', 'anon-insert')).data).toEqual([]);
  });

  it('cannot update or delete a listing', async () => {
    const before = await priceOf(SLUG);
    const update = await t.anon.from('listings').update({ price: 1 }).eq('slug', SLUG);
    expect(update.status).toBe(401);
    expect(update.error).toMatchObject({ code: '42501' });
    const remove = await t.anon.from('listings').delete().eq('slug', SLUG);
    expect(remove.status).toBe(401);
    expect(remove.error).toMatchObject({ code: '42501' });
    expect(await priceOf(SLUG)).toBe(before);
  });

  it('cannot read who the agents are', async () => {
    const { error, status } = await t.anon.from('agents').select('*');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('cannot upload, replace or remove photos', async () => {
    const upload = await t.anon.storage
      .from(BUCKET)
      .upload('rls/anon.jpg', JPEG, { contentType: 'image/jpeg' });
    expect(upload.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const replace = await t.anon.storage
      .from(BUCKET)
      .upload(`${SLUG}/photo-1.jpg`, JPEG, { contentType: 'image/jpeg', upsert: true });
    expect(replace.error).toMatchObject({ statusCode: '403' });
    const remove = await t.anon.storage.from(BUCKET).remove([`${SLUG}/photo-1.jpg`]);
    expect(remove.data).toEqual([]);
    const photo = await fetch(`${t.url}/storage/v1/object/public/${BUCKET}/${SLUG}/photo-1.jpg`);
    expect(photo.status).toBe(200);
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(JPEG.byteLength);
    expect((await fetch(`${t.url}/storage/v1/object/public/${BUCKET}/rls/anon.jpg`)).status).toBe(400);
  });
});

describe('a signed-in user who is not the agent', () => {
  it('reads listings', async () => {
    const { data } = await stranger.from('listings').select('slug').eq('slug', SLUG);
    expect(data).toEqual([{ slug: SLUG }]);
  });

  it('cannot insert a listing: 403, row-level security', async () => {
    const { error, status } = await stranger.from('listings').insert(listing('stranger-insert'));
    expect(status).toBe(403);
    expect(error).toMatchObject({
      code: '42501',
      message: 'new row violates row-level security policy for table "listings"',
    });
  });

  it('updates and deletes nothing', async () => {
    const before = await priceOf(SLUG);
    const update = await stranger.from('listings').update({ price: 1 }).eq('slug', SLUG).select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);
    const remove = await stranger.from('listings').delete().eq('slug', SLUG).select();
    expect(remove.data).toEqual([]);
    expect(await priceOf(SLUG)).toBe(before);
  });

  it('is not an agent, and cannot list itself as one', async () => {
    expect((await stranger.rpc('is_agent')).data).toBe(false);
    const me = (await stranger.auth.getUser()).data.user!;
    const { error, status } = await stranger.from('agents').insert({ user_id: me.id });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('cannot upload, replace or remove photos', async () => {
    const upload = await stranger.storage
      .from(BUCKET)
      .upload('rls/stranger.jpg', JPEG, { contentType: 'image/jpeg' });
    expect(upload.error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const replace = await stranger.storage
      .from(BUCKET)
      .upload(`${SLUG}/photo-1.jpg`, JPEG, { contentType: 'image/jpeg', upsert: true });
    expect(replace.error).toMatchObject({ statusCode: '403' });
    const remove = await stranger.storage.from(BUCKET).remove([`${SLUG}/photo-1.jpg`]);
    expect(remove.data).toEqual([]);
    const photo = await fetch(`${t.url}/storage/v1/object/public/${BUCKET}/${SLUG}/photo-1.jpg`);
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(JPEG.byteLength);
  });
});

describe('the agent', () => {
  it('inserts, updates and deletes listings', async () => {
    const insert = await agent.from('listings').insert(listing('agent-crud')).select('slug').single();
    expect(insert.error).toBeNull();
    const update = await agent
      .from('listings')
      .update({ price: 420000, status: 'current' })
      .eq('slug', 'agent-crud')
      .select('price');
    expect(update.data).toEqual([{ price: 420000 }]);
    const remove = await agent.from('listings').delete().eq('slug', 'agent-crud').select('slug');
    expect(remove.data).toEqual([{ slug: 'agent-crud' }]);
  });

  it('uploads, replaces and removes photos', async () => {
    const upload = await agent.storage
      .from(BUCKET)
      .upload('rls/agent.jpg', JPEG, { contentType: 'image/jpeg' });
    expect(upload.error).toBeNull();
    const replace = await agent.storage
      .from(BUCKET)
      .upload('rls/agent.jpg', JPEG, { contentType: 'image/jpeg', upsert: true });
    expect(replace.error).toBeNull();
    expect((await fetch(`${t.url}/storage/v1/object/public/${BUCKET}/rls/agent.jpg`)).status).toBe(200);
    const remove = await agent.storage.from(BUCKET).remove(['rls/agent.jpg']);
    expect(remove.data!.map((row) => row.name)).toEqual(['rls/agent.jpg']);
  });

  it('loses every right once removed from agents', async () => {
    const me = (await agent.auth.getUser()).data.user!;
    await t.service.from('agents').delete().eq('user_id', me.id);
    const { status } = await agent.from('listings').insert(listing('former-agent'));
    expect(status).toBe(403);
    await t.service.from('agents').insert({ user_id: me.id });
    expect((await agent.rpc('is_agent')).data).toBe(true);
  });
});
