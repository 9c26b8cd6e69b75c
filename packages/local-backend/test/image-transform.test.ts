import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { transformImage, transformOptions } from '../src/storage/transform.ts';

// The listing photos' sizes (srcset widths up to 1600) from a 1200 by 800 photo, as
// /storage/v1/render/image/public/... sends them: the photo's own shape, never enlarged, never
// padded with bars.

const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#4a7' } })
  .jpeg()
  .toBuffer();

async function sizeFor(query: string) {
  const options = transformOptions(new URLSearchParams(query), 'image/jpeg');
  const { body } = await transformImage(`photo-${query}`, async () => photo, 'image/jpeg', options);
  const { width, height } = await sharp(body).metadata();
  return `${width}x${height}`;
}

describe('image transformation', () => {
  it('contain keeps the photo’s shape and sends a photo narrower than asked as it is, without bars', async () => {
    expect(await sizeFor('width=800&resize=contain')).toBe('800x533');
    expect(await sizeFor('width=1600&resize=contain')).toBe('1200x800');
    expect(await sizeFor('width=400&height=400&resize=contain')).toBe('400x267');
  });

  it('cover fills the box and fill stretches to it', async () => {
    expect(await sizeFor('width=400&height=400&resize=cover')).toBe('400x400');
    expect(await sizeFor('width=400&height=100&resize=fill')).toBe('400x100');
  });
});
