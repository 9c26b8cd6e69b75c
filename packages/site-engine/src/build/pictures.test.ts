import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropsFor, pictureFiles, pictureOf } from './pictures.ts';

const photo = (name: string) =>
  readFileSync(new URL(`../../../../site/src/assets/photos/${name}`, import.meta.url));

/** A wide scene with a sky above and a river below, as a photo (JPEG), not a drawing. */
const scene = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#1b2d52' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect y="600" width="1600" height="300" fill="#e0a060"/></svg>',
        ),
      },
    ])
    .jpeg()
    .toBuffer();

describe('pictures', { timeout: 60_000 }, () => {
  it('writes a wide scene at desktop widths, and a tall crop of its middle for phones', () => {
    expect(cropsFor(1600, 900).map(({ name, media }) => [name, media])).toEqual([
      ['phone', '(max-width: 40em)'],
      ['wide', undefined],
    ]);
    expect(cropsFor(640, 640).map((crop) => crop.name)).toEqual(['square']);
  });

  it("keeps the home page's photo on a phone under 12 kB in AVIF and WebP", async () => {
    const files = await pictureFiles(photo('sample-hero-detroit-skyline.svg'));
    const phone = files.filter((file) => file.crop.name === 'phone');
    expect(phone.map((file) => `${file.width}x${file.height}.${file.format}`)).toEqual([
      '480x800.avif',
      '480x800.webp',
      '720x1200.avif',
      '720x1200.webp',
    ]);
    for (const file of phone)
      expect(file.data.byteLength, `${file.width}.${file.format}`).toBeLessThan(12 * 1024);
  });

  it('never scales a photo up: a 1600 px scene has no phone crop wider than its height allows', async () => {
    const files = await pictureFiles(await scene());
    const widths = (crop: string) => [
      ...new Set(files.filter((f) => f.crop.name === crop).map((f) => f.width)),
    ];
    expect(widths('phone')).toEqual([480]);
    expect(widths('wide')).toEqual([960, 1280, 1600]);
    const { format, width, height } = await sharp(files.at(-1)!.data).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 1600, height: 900 });
  });

  it('describes the files for a <picture>: AVIF then WebP for each crop, the fallback in WebP', async () => {
    const files = await pictureFiles(photo('sample-agent-headshot.svg'));
    const picture = pictureOf(files, (file) => `/p/${file.width}.${file.format}`);
    expect(picture).toEqual({
      src: '/p/192.webp',
      width: 480,
      height: 480,
      sources: [
        {
          type: 'image/avif',
          srcSet: '/p/96.avif 96w, /p/192.avif 192w, /p/320.avif 320w, /p/480.avif 480w',
        },
        {
          type: 'image/webp',
          srcSet: '/p/96.webp 96w, /p/192.webp 192w, /p/320.webp 320w, /p/480.webp 480w',
        },
      ],
    });
  });
});
