import type { Listing } from '@agent-sites/schemas';
import { ButtonLink, Card, Stack, Text } from '@agent-sites/ui';
import { featuredListings } from '../../content/pages/home.ts';
import { ListingGrid, ListingGridSkeleton } from '@agent-sites/site-engine/features/listings/ListingGrid.tsx';
import { useFeaturedListings } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';

/**
 * The home page's featured listings. The prerendered page shows them in its HTML, and they stay on
 * screen until the listings are read afresh, which starts on the visitor's first interaction.
 */
function Featured() {
  const { data, isPending } = useFeaturedListings();
  return <Shown pending={isPending} current={data ?? []} />;
}

function Shown({ pending, current }: { pending: boolean; current: Listing[] }) {
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
