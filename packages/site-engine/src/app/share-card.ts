// What a page looks like when its link is shared: a 1200 by 630 picture the build renders
// (`build/share-card.ts`) and the site serves at a path that changes with what it shows, so a
// network that cached an old picture fetches the new one (docs/decisions/023-the-person-and-the-proof.md).
import { agent } from '../config/agent.ts';
import { site } from '../config/site.ts';

import type { ShareCard, ShareCardContent } from '../share-card.ts';

export { SHARE_CARD_SIZE, type ShareCard, type ShareCardContent } from '../share-card.ts';

/** Changes when the cards are drawn differently, so every card gets a new address. */
const DESIGN = 1;

/** FNV-1a, 32 bits, as hex: short, stable, and the same in the build, the server and the browser. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The card of the page at `path`: its own `content`, or its title. */
export function shareCardFor(path: string, title: string, content?: ShareCardContent): ShareCard {
  const shown = content ?? { kind: 'page' as const, title };
  const key =
    path === '/'
      ? 'home'
      : path
          .slice(1)
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/-$/, '');
  const byline = `${agent.name} · ${agent.phone.display}`;
  const stamp = fingerprint(JSON.stringify([DESIGN, shown, byline, site.name]));
  const alt =
    shown.kind === 'listing'
      ? `${shown.status}: ${shown.address}, ${shown.price}. Listed by ${agent.name}.`
      : `${shown.title}. ${site.name}.`;
  return {
    path: `/images/share/${key || 'page'}-${stamp}.jpg`,
    alt,
    content: shown,
    siteName: site.name,
    byline,
  };
}

/** The site's own card (`site.shareImage`), for structured data and anything without a page. */
export const siteShareCard = (): ShareCard => ({
  ...shareCardFor('/', agent.tagline),
  path: site.shareImage,
});
