// The neighborhoods that have a page (/areas/{slug}): the featured areas of the content, then
// every other city of the listings, by name. A city's slug is the listings filter's own
// (`citySlug`), so `/areas/royal-oak` and `/listings?area=royal-oak` name the same place.
import { citySlug } from '@agent-sites/ui';
import { featuredAreas } from '../../content/pages/listings.ts';

/** A neighborhood with a page. */
export interface AreaPage {
  slug: string;
  /** The city as the listings write it ("Royal Oak"). */
  name: string;
}

/** Every neighborhood with a page, for the listings `listings` (every status). */
export function areaPages(listings: readonly { city: string }[]): AreaPage[] {
  const pages = new Map<string, AreaPage>(
    featuredAreas.areas.map((area) => [area.slug, { slug: area.slug, name: area.name }]),
  );
  const others = [...listings]
    .map((listing) => ({ slug: citySlug(listing.city), name: listing.city.trim() }))
    .filter((area) => area.slug && !pages.has(area.slug))
    .sort((a, b) => a.name.localeCompare(b.name));
  for (const area of others) if (!pages.has(area.slug)) pages.set(area.slug, area);
  return [...pages.values()];
}

/** The neighborhood at `slug`, if it has a page. */
export const areaPage = (slug: string, listings: readonly { city: string }[]) =>
  areaPages(listings).find((area) => area.slug === slug);

/** The listings in the neighborhood at `slug`. */
export const listingsIn = <T extends { city: string }>(slug: string, listings: readonly T[]): T[] =>
  listings.filter((listing) => citySlug(listing.city) === slug);

export { areaPath } from './area-path.ts';
