import { nextOpenHouse, openHouseText, type Listing } from '@agent-sites/schemas';
import { Grid, ListingCard } from '@agent-sites/ui';
import { lazy, memo, Suspense } from 'react';
import { styled } from 'styled-components';
import { useShownTime } from '../../app/shown-time.ts';
import { agent } from '../../config/agent.ts';
import { cardActionHref } from '../leads/card-tour.ts';

/** "Sat, Dec 5, 1–3 PM": the listing's next open house on the agent's clock, if one is coming. */
function openHouseOf(listing: Listing, now: Date): string | undefined {
  const next = nextOpenHouse(listing.openHouses, now);
  return next && openHouseText(next, agent.timeZone);
}

/** The mirrored copy of a photo that failed to load: its code loads only when one does. */
const resolveFallbackImage = (listing: { slug: string; imageUrl: string | null }) =>
  import('./mirror-image.ts').then(({ mirrorImage }) => mirrorImage(listing));

/**
 * A card of the grid. The browser lays out and paints a card only as it nears the screen
 * (`content-visibility: auto`), so a page of many cards paints its first screen sooner and the
 * photos further down are not fetched ahead of it (docs/decisions/026-content-off-screen-waits.md).
 * Until then a card takes a card's height, so the scrollbar stays about right.
 */
const CardItem = styled.li`
  content-visibility: auto;
  contain-intrinsic-block-size: auto 34rem;
`;

/**
 * One card of the grid. Memoised: the grid renders again as the time moves on (each minute, and
 * once after hydration), and a card whose words are the same is not rendered again.
 */
const GridCard = memo(function GridCard({
  listing,
  headingLevel,
  query,
  openHouse,
}: {
  listing: Listing;
  headingLevel: 2 | 3;
  query: string;
  openHouse: string | undefined;
}) {
  return (
    <CardItem>
      <ListingCard
        listing={listing}
        href={`/listing/${listing.slug}`}
        actionHref={cardActionHref(listing, query)}
        resolveFallbackImage={resolveFallbackImage}
        // The site serves the drawing as a file, one cached copy for every card.
        placeholderSrc="/placeholder.svg"
        headingLevel={headingLevel}
        openHouse={openHouse}
        // Another office's listing from the MLS credits that office (IDX display rules).
        listingOffice={listing.listedByAgent ? undefined : (listing.listOfficeName ?? undefined)}
      />
    </CardItem>
  );
});

/**
 * Listing cards in a grid: View Details to the listing, the second button to `#contact`, naming
 * the home when it asks for a tour (`cardActionHref`), with the page's query (`query`, its
 * filters) kept.
 */
export function ListingGrid({
  listings,
  headingLevel = 3,
  query = '',
}: {
  listings: Listing[];
  headingLevel?: 2 | 3;
  query?: string;
}) {
  // An open house that ended since the page was rendered goes once the page is live, not before.
  const now = useShownTime();
  return (
    <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
      {listings.map((listing) => (
        <GridCard
          key={listing.slug}
          listing={listing}
          headingLevel={headingLevel}
          query={query}
          openHouse={openHouseOf(listing, now)}
        />
      ))}
    </Grid>
  );
}

// A prerendered page shows its listings at once, so the skeleton's code loads only when a page has
// none to show yet (a client-side navigation).
const GridSkeleton = lazy(() => import('./grid-skeleton.tsx'));

/** Skeleton cards while listings load, announced once. */
export function ListingGridSkeleton({ count }: { count: number }) {
  return (
    <Suspense fallback={<div style={{ minHeight: '24rem' }} />}>
      <GridSkeleton count={count} />
    </Suspense>
  );
}
