import { ButtonLink, Card, Stack, Text } from '@agent-sites/ui';
import { useQuery } from '@tanstack/react-query';
import { featuredListings } from '../../content/pages/home.ts';
import { ListingGrid, ListingGridSkeleton } from './ListingGrid.tsx';
import { ListingsData } from './ListingsData.tsx';
import { allListingsQuery } from './queries.ts';

/** The home page's first three current listings, newest first (spec §9). */
function Featured() {
  const { data, isPending, isError } = useQuery(allListingsQuery);
  const current = data?.filter((listing) => listing.status === 'current').slice(0, 3) ?? [];
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
