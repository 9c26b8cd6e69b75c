// Supabase Storage's image transformation for public objects, enough for responsive photos:
// GET /storage/v1/render/image/public/<bucket>/<path>?width=&height=&resize=&quality=&format=
// Same parameters and defaults as Supabase's (imgproxy behind it): width and height 1 to 2500, resize
// cover (default), contain or fill, quality 20 to 100 (default 80), and WebP when the browser accepts
// it unless format=origin. Results are kept in memory, keyed by the object's ETag.
import sharp from 'sharp';

export interface TransformOptions {
  width?: number;
  height?: number;
  resize: 'cover' | 'contain' | 'fill';
  quality: number;
  format: 'webp' | 'origin';
}

export class TransformError extends Error {}

const MAX_SIDE = 2500;

function side(params: URLSearchParams, name: string): number | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_SIDE)
    throw new TransformError(`${name} must be a whole number from 1 to ${MAX_SIDE}`);
  return value;
}

/** The transformation a request asks for; `accept` is its Accept header. */
export function transformOptions(params: URLSearchParams, accept: string | undefined): TransformOptions {
  const resize = params.get('resize') ?? 'cover';
  if (resize !== 'cover' && resize !== 'contain' && resize !== 'fill')
    throw new TransformError('resize must be cover, contain or fill');
  const quality = params.has('quality') ? Number(params.get('quality')) : 80;
  if (!Number.isInteger(quality) || quality < 20 || quality > 100)
    throw new TransformError('quality must be a whole number from 20 to 100');
  const webp = params.get('format') !== 'origin' && /image\/webp/.test(accept ?? '');
  return {
    width: side(params, 'width'),
    height: side(params, 'height'),
    resize,
    quality,
    format: webp ? 'webp' : 'origin',
  };
}

const MAX_ENTRIES = 300;
const cache = new Map<string, Promise<{ body: Uint8Array; contentType: string }>>();

/** The resized image, computed once per object version and options. */
export function transformImage(
  key: string,
  source: () => Promise<Uint8Array>,
  contentType: string,
  options: TransformOptions,
): Promise<{ body: Uint8Array; contentType: string }> {
  const cacheKey = `${key}?${JSON.stringify(options)}`;
  let result = cache.get(cacheKey);
  if (!result) {
    result = source().then(async (input) => {
      let image = sharp(input, { failOn: 'error' }).rotate();
      if (options.width || options.height) {
        // Never enlarges, as Supabase does not: a photo narrower than asked is sent as it is.
        // Supabase's `contain` (imgproxy's `fit`) keeps the photo's shape inside the box and never
        // pads it; sharp's `contain` pads to the box (black bars beside a small photo), its
        // `inside` does not.
        image = image.resize({
          width: options.width,
          height: options.height,
          fit: options.resize === 'contain' ? 'inside' : options.resize,
          withoutEnlargement: true,
        });
      }
      if (options.format === 'webp') {
        return { body: await image.webp({ quality: options.quality }).toBuffer(), contentType: 'image/webp' };
      }
      if (contentType === 'image/png') return { body: await image.png().toBuffer(), contentType };
      return {
        body: await image.jpeg({ quality: options.quality, mozjpeg: true }).toBuffer(),
        contentType: 'image/jpeg',
      };
    });
    result.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, result);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  return result;
}
