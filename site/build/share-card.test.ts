import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderShareCard, SHARE_CARD_SIZE } from './share-card.ts';

const picture = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 900" width="1600" height="900">
  <rect width="1600" height="900" fill="#1b2d52"/>
  <rect x="0" y="450" width="1600" height="450" fill="#e0a060"/>
</svg>`;

describe('renderShareCard', () => {
  it('fills the 1200 by 630 picture networks show with the illustration, as a JPEG', async () => {
    const card = await renderShareCard(picture);
    const { format, width, height } = await sharp(card).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', ...SHARE_CARD_SIZE });
    // Cropped to fit, not squeezed or letterboxed: the sky above, the river's glow below.
    const { data } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
    expect(pixel(600, 10)[2]).toBeGreaterThan(pixel(600, 10)[0]! + 40);
    expect(pixel(600, 620)[0]).toBeGreaterThan(pixel(600, 620)[2]! + 40);
  });
});
