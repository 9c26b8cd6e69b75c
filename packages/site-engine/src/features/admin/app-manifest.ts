// The back office as an installable app: its web app manifest (start at the inbox, standalone,
// the theme's colours) and its icons, drawn here as SVG in the theme's colours (a house with an
// alert dot, after the site's favicon). The build writes the manifest and renders the icons to PNG.
import { agent } from '../../config/agent.ts';
import definition from 'virtual:agent-site';

export type AppIconKind = 'any' | 'maskable' | 'badge';

export interface AppIcon {
  path: string;
  size: number;
  kind: AppIconKind;
}

export const APP_ICONS: readonly AppIcon[] = [
  { path: '/admin-icons/icon-192.png', size: 192, kind: 'any' },
  { path: '/admin-icons/icon-512.png', size: 512, kind: 'any' },
  { path: '/admin-icons/maskable-512.png', size: 512, kind: 'maskable' },
  // Android shows a notification's badge as a white silhouette in the status bar.
  { path: '/admin-icons/badge-96.png', size: 96, kind: 'badge' },
];

export const APP_MANIFEST_PATH = '/admin.webmanifest';

/** The favicon's house, on a 512 grid. */
const HOUSE = 'M96 256 256 112l160 144v144a16 16 0 0 1-16 16h-96V304h-96v112h-96a16 16 0 0 1-16-16z';

/** An icon of `kind` as SVG: the house in the accent colour on the brand colour, with an alert dot. */
export function appIconSvg(kind: AppIconKind): string {
  const { brand } = definition.theme.color;
  const art =
    kind === 'badge'
      ? `<path d="${HOUSE}" fill="#fff"/><circle cx="400" cy="128" r="64" fill="#fff"/>`
      : `<path d="${HOUSE}" fill="${brand.accent}"/><circle cx="400" cy="128" r="64" fill="${brand.onPrimary}" stroke="${brand.primary}" stroke-width="24"/>`;
  const background =
    kind === 'any'
      ? `<rect width="512" height="512" rx="112" fill="${brand.primary}"/>`
      : kind === 'maskable'
        ? `<rect width="512" height="512" fill="${brand.primary}"/>`
        : '';
  // A maskable icon may be cut to a circle: the art stays inside the middle 80%.
  const content = kind === 'maskable' ? `<g transform="translate(51.2 51.2) scale(0.8)">${art}</g>` : art;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">${background}${content}</svg>`;
}

/** The web app manifest of the back office (W3C Web Application Manifest). */
export function appManifest() {
  return {
    id: '/admin',
    name: `${agent.name} Back Office`,
    short_name: 'Leads',
    description: 'New leads, listings and reviews, with alerts the moment a lead arrives.',
    start_url: '/admin',
    scope: '/admin',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: definition.theme.color.brand.primary,
    background_color: definition.theme.color.surface.page,
    icons: APP_ICONS.map(({ path, size, kind }) => ({
      src: path,
      sizes: `${size}x${size}`,
      type: 'image/png',
      purpose: kind === 'badge' ? 'monochrome' : kind,
    })),
  };
}
