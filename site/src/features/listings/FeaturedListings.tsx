import { ButtonLink, Card, Stack, Text } from '@agent-sites/ui';
import { useState } from 'react';
import { featuredListings } from '../../content/pages/home.ts';
import { ListingGrid, ListingGridSkeleton } from './ListingGrid.tsx';
import { useAllListings } from './ListingsData.tsx';
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
 * The home page's featured listings. The prerendered page shows them in its HTML, and they stay on
 * screen until the listings are read afresh, which starts on the visitor's first interaction.
 */
function Featured() {
  const [placeholder] = useState(prerendered);
  const {
    reading: { data, isPending },
    reader,
  } = useAllListings(placeholder);
  const current = data ? featured(data) : [];
  return (
    <>
      {reader}
      <Shown pending={isPending} current={current} />
    </>
  );
}

function Shown({ pending, current }: { pending: boolean; current: ListingDetail[] }) {
  if (pending) return <ListingGridSkeleton count={3} />;
  if (current.length === 0) {
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

export default Featured;
