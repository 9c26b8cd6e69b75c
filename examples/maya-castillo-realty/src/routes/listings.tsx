import { Container, Heading, Stack, Text } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';
import { ListingGrid } from '@agent-sites/site-engine/features/listings/ListingGrid.tsx';
import { searchFromUrl } from '@agent-sites/site-engine/features/listings/search-url.ts';
import { useListingsSearch } from '@agent-sites/site-engine/features/listings/use-listings-search.ts';
import { home, listings as copy } from '../content/pages.ts';

/** Every home, the first page of each status (the engine's search without filters). */
const EVERY_HOME = searchFromUrl(new URLSearchParams());

function Page() {
  const { data } = useListingsSearch(EVERY_HOME);
  const listings = data?.sections.flatMap((section) => section.listings) ?? [];
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

/** The page is rendered with the search's first pages, never every listing. */
export async function pageData(site: SiteData) {
  if (!import.meta.env.SSR || !site.source) return undefined;
  const { readListingsSearchAt } =
    await import('@agent-sites/site-engine/features/listings/search-results.ts');
  return {
    listingsVersion: site.listingsVersion,
    listingsSearch: await readListingsSearchAt(site.source, EVERY_HOME),
  };
}

export { Page as Component };
