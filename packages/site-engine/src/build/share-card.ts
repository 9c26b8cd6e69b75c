import { readFile } from 'node:fs/promises';
import satori from 'satori';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { SHARE_CARD_SIZE, type ShareCard } from '../share-card.ts';
import { ENGINE_BUILT } from '../engine-files.ts';

export { SHARE_CARD_SIZE };

/** The theme's colours a card is drawn in. */
export interface ShareCardColors {
  surface: string;
  text: string;
  muted: string;
  accent: string;
}

/** The pictures a card is drawn on: the hero scene always, a listing's photo when it has one. */
export interface ShareCardImages {
  backdrop: Buffer;
  photo?: Buffer;
}

// The library's fonts: its sources' inside the workspace, the copies beside its built `fonts.css` once installed.
const FONTS = ENGINE_BUILT
  ? new URL('./fonts/', import.meta.resolve('@agent-sites/ui/fonts.css'))
  : new URL('../../../ui/src/theme/fonts/', import.meta.url);

let fonts: Promise<Parameters<typeof satori>[1]['fonts']> | undefined;

/**
 * The library's own fonts (packages/ui/src/theme/fonts) as satori reads them, TrueType: the
 * headings' Fraunces, and Nunito at a solid weight for the small lines (the pages set body text in
 * the platform's own sans-serif, decision 020, which a picture drawn on a server cannot count on).
 */
function loadFonts() {
  const truetype = async (file: string, variationAxes?: Record<string, number>) =>
    subsetFont(await readFile(new URL(file, FONTS)), null, {
      targetFormat: 'sfnt',
      keepAllGlyphs: true,
      variationAxes,
    });
  fonts ??= Promise.all([
    truetype('nunito-latin-wght-normal.woff2', { wght: 600 }),
    truetype('fraunces-latin-700.woff2'),
  ]).then(([nunito, fraunces]) => [
    { name: 'Nunito', data: nunito, weight: 600 as const, style: 'normal' as const },
    { name: 'Fraunces', data: fraunces, weight: 700 as const, style: 'normal' as const },
  ]);
  return fonts;
}

interface Node {
  type: string;
  props: { style: Record<string, unknown>; children?: Node | string | (Node | string)[] };
}

const box = (style: Record<string, unknown>, children?: Node['props']['children']): Node => ({
  type: 'div',
  props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children },
});

/** A title's size: long titles get smaller type, so up to three lines always fit. */
const titleSize = (title: string) => (title.length <= 40 ? 68 : title.length <= 70 ? 56 : 46);

const LISTING_BAND = 236;

/** The text layer of a card: transparent where the picture shows through. */
function layout(card: ShareCard, colors: ShareCardColors): Node {
  const { width, height } = SHARE_CARD_SIZE;
  const agentLine = box({ fontFamily: 'Nunito', fontSize: 26, color: colors.muted }, card.byline);
  if (card.content.kind === 'listing') {
    const { price, address, status } = card.content;
    return box({ width, height, flexDirection: 'column', justifyContent: 'space-between' }, [
      box({ padding: '40px 56px' }, [
        box(
          {
            padding: '8px 22px',
            borderRadius: 999,
            background: colors.accent,
            color: colors.surface,
            fontFamily: 'Nunito',
            fontSize: 26,
          },
          status,
        ),
      ]),
      box(
        {
          height: LISTING_BAND,
          padding: '28px 56px',
          flexDirection: 'column',
          justifyContent: 'center',
          background: colors.surface,
          color: colors.text,
        },
        [
          box({ fontFamily: 'Fraunces', fontSize: 60, lineHeight: 1.1 }, price),
          box({ fontFamily: 'Nunito', fontSize: 32, marginTop: 8, lineHeight: 1.25 }, address),
          box({ marginTop: 14 }, [agentLine]),
        ],
      ),
    ]);
  }
  const { title } = card.content;
  return box(
    {
      width,
      height,
      padding: '64px 72px',
      flexDirection: 'column',
      justifyContent: 'flex-end',
      color: colors.text,
      backgroundImage: `linear-gradient(to top, ${colors.surface}f2 0%, ${colors.surface}b3 55%, ${colors.surface}40 100%)`,
    },
    [
      box(
        {
          fontFamily: 'Nunito',
          fontSize: 26,
          color: colors.accent,
          letterSpacing: 3,
          textTransform: 'uppercase',
        },
        card.siteName,
      ),
      box(
        {
          fontFamily: 'Fraunces',
          fontSize: titleSize(title),
          lineHeight: 1.12,
          marginTop: 16,
          marginBottom: 24,
          lineClamp: 3,
        },
        title,
      ),
      agentLine,
    ],
  );
}

/**
 * Draws a page's share card, 1200 by 630, as a JPEG (every network reads it): a listing's photo
 * with its status, price, address and the agent's name on a band below; any other page's title on
 * the hero scene. Text is set in the library's own fonts (satori turns it into shapes), then laid
 * over the picture with sharp.
 */
export async function renderShareCard(
  card: ShareCard,
  images: ShareCardImages,
  colors: ShareCardColors,
): Promise<Buffer> {
  const { width, height } = SHARE_CARD_SIZE;
  const listing = card.content.kind === 'listing';
  const picture = listing && images.photo ? images.photo : images.backdrop;
  const pictureHeight = listing ? height - LISTING_BAND : height;
  const background = await sharp(picture, { density: 144 })
    .resize({ width, height: pictureHeight, fit: 'cover' })
    .extend({ bottom: height - pictureHeight, background: colors.surface })
    .toBuffer();
  const text = await satori(layout(card, colors) as Parameters<typeof satori>[0], {
    width,
    height,
    fonts: await loadFonts(),
  });
  return sharp(background)
    .composite([{ input: Buffer.from(text) }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** Where a card's pictures come from: the built site, and the API for listing photos. */
export interface ShareCardSources {
  /** The built site (`site/dist`), where the hero scene is. */
  distDir: string;
  /** The hero scene's path in the built site, e.g. `/assets/photos/…-wide-1280-….webp`. */
  backdrop: string;
  /** The project a listing photo's path (`/storage/v1/object/public/…`) is relative to. */
  apiUrl: string;
  colors: ShareCardColors;
}

/**
 * The URL of a listing's photo when it is a public object in the project's own storage, or
 * undefined: the agent's session can set a listing's photo to any URL, and a card is drawn from
 * what the server fetched (docs/decisions/031-server-side-requests.md).
 */
function storageUrl(photo: string, apiUrl: string): URL | undefined {
  const origin = new URL(apiUrl).origin;
  let url: URL;
  let path: string;
  try {
    url = new URL(photo, `${origin}/`);
    path = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  const inStorage =
    url.origin === origin &&
    url.username === '' &&
    url.password === '' &&
    path.startsWith('/storage/v1/object/public/') &&
    !/\/\.\.?(\/|$)|\\/.test(path);
  return inStorage ? url : undefined;
}

/**
 * Renders cards with their pictures: the hero scene read once, a listing's photo fetched from the
 * project's storage, following no redirect (a photo elsewhere, or one that cannot be read, leaves
 * the card on the hero scene rather than failing it).
 */
export function shareCardRenderer(sources: ShareCardSources) {
  let backdrop: Promise<Buffer> | undefined;
  async function photoOf(card: ShareCard): Promise<Buffer | undefined> {
    if (card.content.kind !== 'listing' || !card.content.photo) return undefined;
    const url = storageUrl(card.content.photo, sources.apiUrl);
    if (!url) return undefined;
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      if (!response.ok) return undefined;
      const photo = Buffer.from(await response.arrayBuffer());
      await sharp(photo).metadata();
      return photo;
    } catch {
      return undefined;
    }
  }
  return async (card: ShareCard): Promise<Buffer> => {
    backdrop ??= readFile(new URL(`.${sources.backdrop}`, `file://${sources.distDir}/`));
    const [scene, photo] = await Promise.all([backdrop, photoOf(card)]);
    return renderShareCard(card, { backdrop: scene, photo }, sources.colors);
  };
}
