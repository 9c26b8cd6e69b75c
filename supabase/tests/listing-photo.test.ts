// The listing-photo function: the agent's uploads are checked by content and size, lose their
// location and other metadata (keeping orientation), and land in the bucket with a photo row.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import { stripImageMetadata, sniffImage } from '../functions/_shared/image.ts';

let t: TestBackend;
let agent: Client;
const SLUG = '2215-pinecrest-dr-ferndale';

beforeAll(async () => {
  t = await startTestBackend();
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(() => t.close());

/** A small photo as a phone takes it: EXIF with GPS coordinates, XMP and an orientation. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp' = 'jpeg'): Promise<Uint8Array<ArrayBuffer>> {
  const photo = await sharp({ create: { width: 16, height: 8, channels: 3, background: '#7a9cc6' } })
    .toFormat(format)
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Jordan Ellis' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '42/1 29/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '83/1 8/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .toBuffer();
  return new Uint8Array(photo);
}

/** What the function answers: the photo, or `{ error: { code, message } }`. */
interface PhotoAnswer {
  photo: { path: string; [column: string]: unknown };
  publicUrl: string;
  removedMetadata: string[];
  error?: { code: string; message: string };
}

/** Posts raw bytes (with the settings in the query) or a form to the function as the agent. */
async function upload(
  body: Uint8Array<ArrayBuffer> | FormData,
  query = `listing=${SLUG}`,
  contentType = 'application/octet-stream',
) {
  const token = (await agent.auth.getSession()).data.session!.access_token;
  const response = await fetch(`${t.url}/functions/v1/listing-photo${query ? `?${query}` : ''}`, {
    method: 'POST',
    headers: {
      apikey: t.backend.keys.anonKey,
      authorization: `Bearer ${token}`,
      // A form sets its own type, with its boundary.
      ...(body instanceof FormData ? {} : { 'content-type': contentType }),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as PhotoAnswer };
}

async function photoCount() {
  const { count } = await t.service.from('listing_photos').select('*', { count: 'exact', head: true });
  return count;
}

describe('listing-photo', () => {
  it('stores a phone photo without its location or camera, with its orientation, and records it', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();

    const { status, body } = await upload(original, `listing=${SLUG}&altText=Front%20porch&isHeader=true`);
    expect(status).toBe(201);
    expect(body.removedMetadata.sort()).toEqual(['exif', 'xmp']);
    expect(body.photo).toMatchObject({
      alt_text: 'Front porch',
      is_header: true,
      content_type: 'image/jpeg',
      position: 3,
    });
    expect(body.photo.path).toMatch(new RegExp(`^${SLUG}/[0-9a-f-]{36}\\.jpg$`));

    const stored = Buffer.from(await (await fetch(body.publicUrl)).arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBe(6);
    // Only the orientation is left of the EXIF block: no GPS, no camera, no owner.
    expect(after.exif!.byteLength).toBeLessThan(40);
    for (const text of ['PhoneMaker', 'Phone 15', 'Jordan Ellis']) expect(stored.includes(text)).toBe(false);
    expect(after).toMatchObject({ width: 16, height: 8, format: 'jpeg' });

    const listing = await t.anon.from('listings').select('header_image_url').eq('slug', SLUG).single();
    expect(listing.data!.header_image_url).toBe(
      `/storage/v1/object/public/listing-photos/${body.photo.path}`,
    );
  });

  it('takes a multipart form and strips PNG and WebP metadata too', async () => {
    for (const format of ['png', 'webp'] as const) {
      const form = new FormData();
      form.set('file', new Blob([await phonePhoto(format)]), `house.${format}`);
      form.set('listing', SLUG);
      form.set('altText', `Kitchen (${format})`);
      const { status, body } = await upload(form, '');
      expect(status).toBe(201);
      expect(body.removedMetadata).toContain('exif');
      const stored = Buffer.from(await (await fetch(body.publicUrl)).arrayBuffer());
      const metadata = await sharp(stored).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.format).toBe(format);
    }
  });

  it.each([
    [
      'a text file renamed .jpg',
      new Uint8Array(Buffer.from('Not a photo, just notes about the house.\n')),
      415,
      'not_an_image',
      'The file is not a JPEG, PNG or WebP photo (its content was checked, not its name).',
    ],
    [
      'an empty file',
      new Uint8Array(Buffer.alloc(0)),
      400,
      'empty_file',
      'The file is empty. Choose a photo to upload.',
    ],
    [
      'a 25 MB file',
      new Uint8Array(Buffer.alloc(25 * 1024 * 1024, 0xff)),
      413,
      'too_large',
      'The photo is larger than 20 MB. Export it smaller (a long side of 4000 pixels is plenty).',
    ],
    [
      'a cut-short JPEG',
      new Uint8Array(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x40, 0x00, 0x45])),
      415,
      'damaged_image',
      'The file starts like a JPG photo but is damaged or cut short.',
    ],
  ])('refuses %s with a clear message, storing nothing', async (_name, bytes, status, code, message) => {
    const before = await photoCount();
    const answer = await upload(bytes, `listing=${SLUG}`, 'image/jpeg');
    expect(answer).toEqual({ status, body: { error: { code, message } } });
    expect(await photoCount()).toBe(before);
  });

  it('refuses a text file renamed .jpg in a form, whatever its name and declared type say', async () => {
    const form = new FormData();
    form.set('file', new Blob(['Offer notes for Saturday.\n'], { type: 'image/jpeg' }), 'kitchen.jpg');
    form.set('listing', SLUG);
    const before = await photoCount();
    const answer = await upload(form, '');
    expect(answer).toMatchObject({ status: 415, body: { error: { code: 'not_an_image' } } });
    expect(await photoCount()).toBe(before);
  });

  it.each([
    [
      'a listing named with a NUL',
      'listing=a%00b',
      'invalid_listing',
      'The listing must be named by its id or slug.',
    ],
    [
      'a description with a NUL',
      `listing=${SLUG}&altText=Front%00porch`,
      'invalid_alt_text',
      'The description of the photo contains characters that cannot be stored (NUL or broken Unicode).',
    ],
  ])('refuses %s with 400, storing nothing', async (_name, query, code, message) => {
    const before = await photoCount();
    const objects = await t.service.storage.from('listing-photos').list(SLUG, { limit: 1000 });
    const answer = await upload(await phonePhoto(), query, 'image/jpeg');
    expect(answer).toEqual({ status: 400, body: { error: { code, message } } });
    expect(await photoCount()).toBe(before);
    const after = await t.service.storage.from('listing-photos').list(SLUG, { limit: 1000 });
    expect(after.data).toEqual(objects.data);
  });

  it('refuses a NUL in a form field too', async () => {
    const form = new FormData();
    form.set('file', new Blob([await phonePhoto()]), 'house.jpg');
    form.set('listing', SLUG);
    form.set('altText', 'Front\u0000porch');
    const before = await photoCount();
    const answer = await upload(form, '');
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid_alt_text' } } });
    expect(await photoCount()).toBe(before);
  });

  it('refuses an unknown listing', async () => {
    const answer = await upload(await phonePhoto(), 'listing=no-such-home');
    expect(answer).toMatchObject({ status: 404, body: { error: { code: 'listing_not_found' } } });
  });
});

describe('image metadata stripping', () => {
  it('leaves an image without metadata as it was', async () => {
    const plain = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const stripped = stripImageMetadata(plain, sniffImage(plain)!);
    expect(Buffer.from(stripped.bytes).equals(plain)).toBe(true);
    expect(stripped.removed).toEqual([]);
  });
});
