import { Grid, ListingCard, SkeletonGroup } from '@agent-sites/ui';
import type { ListingDetail } from './rows.ts';
import { mirrorImage } from './queries.ts';

/** Listing cards in a grid: View Details to the listing, the second button to `#contact`. */
export function ListingGrid({
  listings,
  headingLevel = 3,
}: {
  listings: ListingDetail[];
  headingLevel?: 2 | 3;
}) {
  return (
    <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
      {listings.map((listing) => (
        <li key={listing.slug}>
          <ListingCard
            listing={listing}
            href={`/listing/${listing.slug}`}
            actionHref="#contact"
            resolveFallbackImage={mirrorImage}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </Grid>
  );
}

/** Skeleton cards while listings load, announced once. */
export function ListingGridSkeleton({ count }: { count: number }) {
  return <SkeletonGroup count={count} columns={3} />;
}
