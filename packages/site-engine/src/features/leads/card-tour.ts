// A listing card's tour: the card's link keeps the spec's `#contact` and names the home in the
// page's query (`?tour=<slug>#contact`), so the page's form becomes a tour request for it, with
// the page's script or without it (the site's server renders the query).
// See docs/decisions/040-the-cards-tour.md.
import { STATUS_RULES } from '@agent-sites/ui';
import type { ListingStatus } from '@agent-sites/schemas';

/** The URL parameter that names the home a card asked to tour. */
export const TOUR_PARAM = 'tour';

/** A slug as the listings spell them; anything else in `tour` is never a home. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/** The homes among `homes` a card offers to tour (its second button is "Schedule Tour"). */
export const tourable = <T extends { status: ListingStatus }>(homes: readonly T[]): T[] =>
  homes.filter((home) => STATUS_RULES[home.status].cardTour);

/**
 * The home `search` asks to tour, as a slug: one of `homes` when they are given (the site's
 * listings, on its server), else any well-formed slug; `undefined` for none.
 */
export function tourSlugOf(
  search: string | URLSearchParams,
  homes?: readonly { slug: string; status: ListingStatus }[],
): string | undefined {
  const slug = new URLSearchParams(search).get(TOUR_PARAM) ?? '';
  if (!SLUG.test(slug)) return undefined;
  if (homes && !tourable(homes).some((home) => home.slug === slug)) return undefined;
  return slug;
}

/** `query` (without `?`) with the home to tour set to `slug`, or with none when it is `undefined`. */
export function withTour(query: string, slug: string | undefined): string {
  const params = new URLSearchParams(query);
  params.delete(TOUR_PARAM);
  if (slug) params.set(TOUR_PARAM, slug);
  return params.toString();
}

/**
 * Where a card's second button goes on a page whose query is `query` (its filters): a tour of the
 * home, on this page, for a home a card offers to tour; the page's form otherwise (spec §4).
 */
export function cardActionHref(listing: { slug: string; status: ListingStatus }, query = ''): string {
  if (!STATUS_RULES[listing.status].cardTour) return '#contact';
  return `?${withTour(query, listing.slug)}#contact`;
}
