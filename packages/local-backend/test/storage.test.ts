// /storage/v1 through supabase-js: upload, public read, list, replace and remove.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
let agent: SupabaseClient;
const BUCKET = 'listing-photos';
/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await startTestBackend();
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(() => t.close());

describe('listing photos', () => {
  it('serves the seed photos from the public bucket URL', async () => {
    const response = await fetch(
      `${t.url}/storage/v1/object/public/${BUCKET}/1428-maplewood-ave-royal-oak/photo-1.jpg`,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
  });

  it('uploads a Blob (multipart) and serves it at its public URL', async () => {
    const { data, error } = await agent.storage
      .from(BUCKET)
      .upload('storage-test/one.png', new Blob([PNG], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'storage-test/one.png', fullPath: `${BUCKET}/storage-test/one.png` });
    const { publicUrl } = agent.storage.from(BUCKET).getPublicUrl('storage-test/one.png').data;
    expect(publicUrl).toBe(`${t.url}/storage/v1/object/public/${BUCKET}/storage-test/one.png`);
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('uploads raw bytes with a content type, and refuses a second upload without upsert', async () => {
    const first = await agent.storage
      .from(BUCKET)
      .upload('storage-test/two.png', PNG, { contentType: 'image/png' });
    expect(first.error).toBeNull();
    const second = await agent.storage
      .from(BUCKET)
      .upload('storage-test/two.png', PNG, { contentType: 'image/png' });
    expect(second.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const upsert = await agent.storage
      .from(BUCKET)
      .upload('storage-test/two.png', PNG, { contentType: 'image/png', upsert: true });
    expect(upsert.error).toBeNull();
  });

  it('refuses types the bucket does not allow', async () => {
    const { error } = await agent.storage
      .from(BUCKET)
      .upload('storage-test/notes.txt', Buffer.from('hello'), { contentType: 'text/plain' });
    expect(error).toMatchObject({ statusCode: '415' });
  });

  it('lists a folder and removes objects', async () => {
    await agent.storage.from(BUCKET).upload('storage-test/three.png', PNG, { contentType: 'image/png' });
    const listed = await agent.storage.from(BUCKET).list('storage-test');
    expect(listed.error).toBeNull();
    expect(listed.data!.map((entry) => entry.name)).toContain('three.png');
    const removed = await agent.storage.from(BUCKET).remove(['storage-test/three.png']);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((entry) => entry.name)).toEqual(['storage-test/three.png']);
    const response = await fetch(`${t.url}/storage/v1/object/public/${BUCKET}/storage-test/three.png`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('keeps object names inside their bucket', async () => {
    const response = await fetch(`${t.url}/storage/v1/object/public/${BUCKET}/..%2F..%2Fpglite%2FPG_VERSION`);
    expect(response.status).toBe(400);
  });
});
