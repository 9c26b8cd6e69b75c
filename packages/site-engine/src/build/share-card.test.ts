import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShareCard } from '../share-card.ts';
import { renderShareCard, SHARE_CARD_SIZE, shareCardRenderer, type ShareCardColors } from './share-card.ts';

const COLORS: ShareCardColors = { surface: '#14213d', text: '#ffffff', muted: '#cdd3df', accent: '#d99a3d' };

/** A plain picture of one colour, as a photo file would arrive. */
const plain = (color: string, width = 1600, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

const card = (content: ShareCard['content']): ShareCard => ({
  path: '/images/share/x-00000000.jpg',
  alt: 'x',
  content,
  siteName: 'Alex Morgan Real Estate',
  byline: 'Alex Morgan · (248) 555-0142',
});

const LISTING = card({
  kind: 'listing',
  photo: '/storage/v1/object/public/listing-photos/409-penniman-ave-plymouth/photo-1.jpg',
  price: 'Closed at $468,000',
  address: '409 Penniman Ave, Plymouth, MI 48170',
  status: 'Recently Closed',
});

async function pixel(jpeg: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
}

const near = (actual: number[], expected: number[]) =>
  actual.every((value, index) => Math.abs(value - expected[index]!) < 24);

describe('renderShareCard', () => {
  it("draws a page's card at the size networks show, as a JPEG, with text over the scene", async () => {
    const jpeg = await renderShareCard(
      card({ kind: 'page', title: 'Buying a Home in Metro Detroit' }),
      { backdrop: await plain('#e0a060') },
      COLORS,
    );
    const { format, width, height } = await sharp(jpeg).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', ...SHARE_CARD_SIZE });
    // The scene shows through at the top; the bottom, where the title is, is darkened for white text.
    const [top] = await pixel(jpeg, 1150, 20);
    const [bottom] = await pixel(jpeg, 1150, 610);
    expect(top).toBeGreaterThan(150);
    expect(bottom).toBeLessThan(60);
  });

  it("draws a listing's card: its photo above, a band in the theme's colour below", async () => {
    const jpeg = await renderShareCard(
      LISTING,
      { backdrop: await plain('#e0a060'), photo: await plain('#3a8a3a', 1200, 800) },
      COLORS,
    );
    expect(near(await pixel(jpeg, 1150, 200), [58, 138, 58])).toBe(true);
    expect(near(await pixel(jpeg, 1190, 620), [20, 33, 61])).toBe(true);
  });
});

describe('shareCardRenderer', () => {
  let server: ReturnType<typeof createServer>;
  let apiUrl: string;
  const distDir = mkdtempSync(join(tmpdir(), 'share-cards-'));
  const asked: string[] = [];
  let elsewhere: ReturnType<typeof createServer>;
  let elsewhereUrl: string;
  const askedElsewhere: string[] = [];

  beforeAll(async () => {
    writeFileSync(join(distDir, 'scene.jpg'), await plain('#e0a060'));
    const photo = await plain('#3a8a3a', 1200, 800);
    // A stand-in for the project's storage: the listing's photo, and nothing else.
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url?.endsWith('/moved.jpg'))
        response.writeHead(302, { Location: `${elsewhereUrl}/photo-1.jpg` }).end();
      else if (request.url?.endsWith('/photo-1.jpg'))
        response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Another server on this machine, with the same photo: a listing's photo URL may name it.
    elsewhere = createServer((request, response) => {
      askedElsewhere.push(request.url ?? '');
      response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(photo);
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
  });

  it("fetches a listing's photo from the project and draws the card on it", async () => {
    const render = shareCardRenderer({ distDir, backdrop: '/scene.jpg', apiUrl, colors: COLORS });
    const jpeg = await render(LISTING);
    expect(asked).toContain('/storage/v1/object/public/listing-photos/409-penniman-ave-plymouth/photo-1.jpg');
    expect(near(await pixel(jpeg, 1150, 200), [58, 138, 58])).toBe(true);
  });

  it('draws the card on the scene when the photo cannot be read, rather than failing', async () => {
    const render = shareCardRenderer({ distDir, backdrop: '/scene.jpg', apiUrl, colors: COLORS });
    const missing = card({
      ...LISTING.content,
      photo: '/storage/v1/object/public/listing-photos/gone.jpg',
    } as ShareCard['content']);
    const jpeg = await render(missing);
    expect(near(await pixel(jpeg, 1150, 200), [224, 160, 96])).toBe(true);
  });

  it.each([
    ['another server', () => `${elsewhereUrl}/storage/v1/object/public/listing-photos/photo-1.jpg`],
    ['the cloud’s metadata address', () => 'http://169.254.169.254/latest/meta-data/photo-1.jpg'],
    ['the project outside its storage', () => '/rest/v1/photo-1.jpg'],
    ['a path that steps out of storage', () => '/storage/v1/object/public/%2e%2e/%2e%2e/rest/photo-1.jpg'],
    [
      'the project’s storage with a name and password',
      () => apiUrl.replace('//', '//agent:secret@') + '/storage/v1/object/public/listing-photos/photo-1.jpg',
    ],
    ['storage that redirects elsewhere', () => '/storage/v1/object/public/listing-photos/moved.jpg'],
  ])('draws the card on the scene when the photo is at %s, asking nothing there', async (_name, photo) => {
    const render = shareCardRenderer({ distDir, backdrop: '/scene.jpg', apiUrl, colors: COLORS });
    const before = asked.length;
    const beforeElsewhere = askedElsewhere.length;
    const jpeg = await render(card({ ...LISTING.content, photo: photo() } as ShareCard['content']));
    expect(near(await pixel(jpeg, 1150, 200), [224, 160, 96])).toBe(true);
    expect(askedElsewhere.slice(beforeElsewhere)).toEqual([]);
    expect(asked.slice(before).filter((path) => !path.startsWith('/storage/v1/object/public/'))).toEqual([]);
  });
});
