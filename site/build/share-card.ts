import sharp from 'sharp';

/** The size social networks and messaging apps show a link's large picture at (1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/**
 * The picture shared with a link, from an SVG illustration: filled to 1200 by 630 (cropped
 * top and bottom to fit, as `object-fit: cover` would) and saved as a JPEG, which every network
 * reads and which keeps an illustration's gradients small.
 */
export async function renderShareCard(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 144 })
    .resize({ ...SHARE_CARD_SIZE, fit: 'cover' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
