import { citySlug } from '@agent-sites/ui';
import { featuredAreas } from '../../content/pages/listings.ts';
import { RENTALS } from './rentals.ts';

/**
 * The neighborhoods a URL may choose: the cities of `listings` (every listing the site shows), of
 * the rentals and of the featured areas. A URL's other words in `area` are dropped, so a link never
 * shows a stranger's words as a chosen neighborhood on the agent's site, and every such link is
 * the same page (docs/decisions/028-rendering-by-query.md). `undefined` while the listings are not
 * read yet (a navigation from another page): the URL's areas then stand until they are.
 */
export function knownAreas(
  listings: readonly { city: string }[] | undefined,
): ReadonlySet<string> | undefined {
  if (!listings) return undefined;
  return new Set(
    [...listings, ...RENTALS]
      .map((home) => citySlug(home.city))
      .concat(featuredAreas.areas.map((area) => area.slug))
      .filter(Boolean),
  );
}
