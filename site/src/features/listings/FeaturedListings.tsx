import { ButtonLink, Card, Stack, Text } from '@agent-sites/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { featuredListings } from '../../content/pages/home.ts';
import { ListingGrid, ListingGridSkeleton } from './ListingGrid.tsx';
import { ListingsData } from './ListingsData.tsx';
import { allListingsQuery } from './queries.ts';
import type { ListingDetail } from './rows.ts';

/** The first three current listings, newest first (spec §9), of listings newest first. */
export function featured(listings: readonly ListingDetail[]): ListingDetail[] {
  return listings.filter((listing) => listing.status === 'current').slice(0, 3);
}

/** The JSON script element the prerendered home page carries its featured listings in. */
export const FEATURED_DATA_ID = 'featured-listings-data';

/** The featured listings the page was prerendered with, if it was: shown until the query answers. */
function prerendered(): ListingDetail[] | undefined {
  const text =
    typeof document === 'undefined' ? null : document.getElementById(FEATURED_DATA_ID)?.textContent;
  return text ? (JSON.parse(text) as ListingDetail[]) : undefined;
}

/**
 * The home page's featured listings. The prerendered page shows them in its HTML; when the section
 * comes into view the listings are read afresh, and until they arrive the prerendered ones stay on
 * screen rather than giving way to skeletons.
 */
function Featured() {
  const [placeholderData] = useState(prerendered);
  const { data, isPending, isError } = useQuery({ ...allListingsQuery, placeholderData });
  const current = data ? featured(data) : [];
  if (isPending) return <ListingGridSkeleton count={3} />;
  if (isError || current.length === 0) {
    return (
      <Card variant="sunken" padding="lg">
        <Stack gap="3" align="start">
          <Text weight="semibold" size="lg">
            {featuredListings.empty.title}
          </Text>
          <Text tone="muted">{featuredListings.empty.text}</Text>
          {featuredListings.empty.action && (
            <ButtonLink href={featuredListings.empty.action.href} variant="primary">
              {featuredListings.empty.action.label}
            </ButtonLink>
          )}
        </Stack>
      </Card>
    );
  }
  return <ListingGrid listings={current} />;
}

export default function FeaturedListings() {
  return (
    <ListingsData>
      <Featured />
    </ListingsData>
  );
}
