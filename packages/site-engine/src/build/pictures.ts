import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** One set of files the browser picks from: a format, and for a crop only its media query. */
export interface PictureSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
  media?: string;
}

/**
 * A photo ready for a `<picture>`: the `<img>`'s fallback file and intrinsic size, and the
 * sources in modern formats at several widths. The page adds `sizes` and `alt`.
 */
export interface Picture {
  src: string;
  width: number;
  height: number;
  sources: PictureSource[];
}

/** A crop of the photo and the widths it is written at; `media` picks it for some screens. */
interface Crop {
  name: string;
  aspect: number;
  widths: number[];
  media?: string;
}

/**
 * Which crops a photo is written in, from its shape. A wide scene fills a hero: full width on a
 * desktop, and on a phone a tall crop of its middle, so a 390 px hero downloads a phone-sized file
 * rather than a wide one it would show a third of. Anything else is a portrait: a square.
 */
export function cropsFor(width: number, height: number): Crop[] {
  const aspect = width / height;
  if (aspect >= 1.2) {
    return [
      { name: 'phone', aspect: 3 / 5, widths: [480, 720], media: '(max-width: 40em)' },
      { name: 'wide', aspect, widths: [960, 1280, 1600] },
    ];
  }
  return [{ name: 'square', aspect: 1, widths: [96, 192, 320, 480] }];
}

/** One file of a picture: the crop, width and format, and its bytes. */
export interface PictureFile {
  crop: Crop;
  width: number;
  height: number;
  format: 'avif' | 'webp';
  data: Buffer;
}

const QUALITY = { avif: 50, webp: 70 } as const;
/** Changes with the crops or the encoding, so cached files of an older recipe are not reused. */
const RECIPE = 'crops 1, avif 50, webp 70';

/**
 * Every file of a picture from a source image (JPEG, PNG, WebP or SVG): each crop, centred, at
 * each of its widths no wider than the source allows, in AVIF and WebP.
 */
export async function pictureFiles(source: Buffer): Promise<PictureFile[]> {
  const { width = 0, height = 0, format } = await sharp(source).metadata();
  if (!width || !height) throw new Error('The photo has no size: is it an image?');
  // A drawing is drawn afresh at the size it is needed; a photo is only ever scaled down.
  const vector = format === 'svg';
  const files: PictureFile[] = [];
  for (const crop of cropsFor(width, height)) {
    const cropWidth = Math.min(width, Math.round(height * crop.aspect));
    const fits = vector ? crop.widths : crop.widths.filter((w) => w <= cropWidth);
    const widths = fits.length > 0 ? fits : [cropWidth];
    for (const w of widths) {
      const h = Math.round(w / crop.aspect);
      const density = vector ? Math.max(72, Math.ceil((72 * w) / cropWidth)) : undefined;
      const scaled = sharp(source, density ? { density } : {}).resize({
        width: w,
        height: h,
        fit: 'cover',
        position: 'centre',
      });
      const avif = await scaled.clone().avif({ quality: QUALITY.avif }).toBuffer();
      const webp = await scaled.clone().webp({ quality: QUALITY.webp }).toBuffer();
      files.push({ crop, width: w, height: h, format: 'avif', data: avif });
      files.push({ crop, width: w, height: h, format: 'webp', data: webp });
    }
  }
  return files;
}

const hash = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 8);

/** The picture's description from its files, each named by `url`. */
export function pictureOf(files: readonly PictureFile[], url: (file: PictureFile) => string): Picture {
  const sources: PictureSource[] = [];
  const crops = [...new Map(files.map((file) => [file.crop.name, file.crop])).values()];
  for (const crop of crops) {
    for (const format of ['avif', 'webp'] as const) {
      const set = files.filter((file) => file.crop.name === crop.name && file.format === format);
      sources.push({
        type: `image/${format}`,
        srcSet: set.map((file) => `${url(file)} ${file.width}w`).join(', '),
        ...(crop.media ? { media: crop.media } : {}),
      });
    }
  }
  // The fallback: the main crop's middle width, in WebP, which every browser the site supports reads.
  const main = files.filter((file) => !file.crop.media && file.format === 'webp');
  const fallback = main[Math.floor((main.length - 1) / 2)] ?? files[0]!;
  const largest = main[main.length - 1] ?? fallback;
  return { src: url(fallback), width: largest.width, height: largest.height, sources };
}

/**
 * The files no wider than `max` (at least the narrowest): `?picture&max=192` for a photo that is
 * only ever drawn small, so the page's code carries only the widths it can use.
 */
export function upTo(files: readonly PictureFile[], max: number): PictureFile[] {
  const narrowest = Math.min(...files.map((file) => file.width));
  return files.filter((file) => file.width <= Math.max(max, narrowest));
}

/** Encoded files kept between builds (the browser's and the server's build encode the same). */
const CACHE = join(process.cwd(), 'node_modules/.cache/site-pictures');

async function cachedFiles(source: Buffer): Promise<PictureFile[]> {
  const key = hash(`${hash(source)}:${RECIPE}`);
  const index = join(CACHE, `${key}.json`);
  try {
    const listed = JSON.parse(await readFile(index, 'utf8')) as (Omit<PictureFile, 'data'> & {
      file: string;
    })[];
    return await Promise.all(
      listed.map(async ({ file, ...rest }) => ({ ...rest, data: await readFile(join(CACHE, file)) })),
    );
  } catch {
    const files = await pictureFiles(source);
    await mkdir(CACHE, { recursive: true });
    const listed = await Promise.all(
      files.map(async ({ data, ...rest }) => {
        const file = `${key}-${rest.crop.name}-${rest.width}.${rest.format}`;
        await writeFile(join(CACHE, file), data);
        return { ...rest, file };
      }),
    );
    await writeFile(index, JSON.stringify(listed));
    return files;
  }
}

/** The photos the agent's config names, each imported as `agent-photo:<role>`. */
export const PHOTO_ROLES = ['headshot', 'hero', 'partner'] as const;
export type PhotoRole = (typeof PHOTO_ROLES)[number];

interface ConfigPhotos {
  agent: { photos: { headshot: { file: string }; hero: { file: string } } };
  featuredPartner: { profileImage: { file: string } };
}

/** The file the agent's config module names for `role`. */
export async function photoFileOf(configModule: string, role: PhotoRole): Promise<string> {
  const config = (await import(pathToFileURL(configModule).href)) as ConfigPhotos;
  if (role === 'partner') return config.featuredPartner.profileImage.file;
  return config.agent.photos[role].file;
}

const ROLE_PREFIX = 'agent-photo:';

export interface PicturesOptions {
  /** The agent's config module (`src/config/agent.ts`), which names the photos. */
  agentConfig: string;
  /** The folder the photos are in (`src/assets/photos`). */
  photosDir: string;
}

/**
 * Imports `photo.jpg?picture` (or `.png`, `.webp`, `.svg`) as a `Picture`, and `agent-photo:hero`
 * (`headshot`, `partner`) as the picture of the file the agent's config names for it, so a page
 * carries only the photos it shows; `&max=192` (`agent-photo:headshot?max=192`) keeps only the
 * widths up to 192 px. The build writes every file under `assets/photos/` with a
 * hash of its bytes in its name, the same in the browser's and the server's build; the dev
 * server hands the source file over as it is.
 */
export function pictures(options: PicturesOptions): Plugin {
  let serving = false;
  return {
    name: 'agent-sites:pictures',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id.startsWith(ROLE_PREFIX) ? `\0${id}` : null;
    },
    async load(id) {
      if (id.startsWith(`\0${ROLE_PREFIX}`)) {
        const [role = '', limit] = id.slice(ROLE_PREFIX.length + 1).split('?');
        if (!PHOTO_ROLES.includes(role as PhotoRole))
          throw new Error(`No photo role ${role}: ${PHOTO_ROLES.join(', ')}`);
        const file = join(options.photosDir, await photoFileOf(options.agentConfig, role as PhotoRole));
        this.addWatchFile(options.agentConfig);
        return `export { default } from ${JSON.stringify(`${file}?picture${limit ? `&${limit}` : ''}`)};`;
      }
      const [file = '', query = ''] = id.split('?');
      const params = new URLSearchParams(query);
      if (!params.has('picture')) return null;
      const source = await readFile(file);
      if (serving) {
        const { width = 0, height = 0 } = await sharp(source).metadata();
        const picture: Picture = { src: `/@fs${file}`, width, height, sources: [] };
        return `export default ${JSON.stringify(picture)};`;
      }
      const name = basename(file, extname(file));
      const files = upTo(await cachedFiles(source), Number(params.get('max')) || Infinity);
      const picture = pictureOf(files, (each) => {
        const fileName = `assets/photos/${name}-${each.crop.name}-${each.width}-${hash(each.data)}.${each.format}`;
        this.emitFile({ type: 'asset', fileName, source: each.data });
        return `/${fileName}`;
      });
      return `export default ${JSON.stringify(picture)};`;
    },
  };
}
