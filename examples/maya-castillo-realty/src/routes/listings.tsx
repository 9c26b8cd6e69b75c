import { Container, Heading, Stack, Text } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';
import { ListingGrid } from '@agent-sites/site-engine/features/listings/ListingGrid.tsx';
import { useAllListings } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import { home, listings as copy } from '../content/pages.ts';

function Page() {
  const { data: listings = [] } = useAllListings();
  return (
    <>
      <Seo {...copy.meta} path="/listings" breadcrumbs={[]} />
      <Container style={{ paddingBlock: '3rem' }}>
        <Stack gap="6">
          <Heading level={1} size="xl">
            {copy.heading}
          </Heading>
          <Text size="lg" tone="muted">
            {listings.length > 0 ? copy.intro : copy.empty}
          </Text>
          <ListingGrid listings={listings} headingLevel={2} />
        </Stack>
      </Container>
      <Container width="formCard" id="contact" style={{ paddingBlock: '3rem' }}>
        <ContactForm {...home.form} variant="buyer" placeholderHeight="48rem" />
      </Container>
    </>
  );
}

/** The page is rendered with every listing. */
export async function pageData(site: SiteData) {
  if (!import.meta.env.SSR) return undefined;
  const { toListing } = await import('@agent-sites/site-engine/features/listings/rows.ts');
  return { listingsVersion: site.listingsVersion, listings: site.listings.map(toListing) };
}

export { Page as Component };
