import { ButtonLink, Container, Heading, Hero, Stack } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { heroPhoto } from '@agent-sites/site-engine/config/photos/hero.ts';
import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';
import { ListingGrid } from '@agent-sites/site-engine/features/listings/ListingGrid.tsx';
import { useFeaturedListings } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import { home } from '../content/pages.ts';

function Page() {
  const { data: listings = [] } = useFeaturedListings();
  return (
    <>
      <Seo {...home.meta} path="/" />
      <Hero {...home.hero} image={heroPhoto} />
      <Container style={{ paddingBlock: '3rem' }}>
        <Stack gap="6">
          <Heading level={2} size="lg">
            {home.listingsHeading}
          </Heading>
          <ListingGrid listings={listings.slice(0, 3)} />
          <div>
            <ButtonLink href="/listings" variant="secondary" iconEnd="arrowRight">
              See every listing
            </ButtonLink>
          </div>
        </Stack>
      </Container>
      <Container width="formCard" id="contact" style={{ paddingBlock: '3rem' }}>
        <ContactForm {...home.form} variant="home" placeholderHeight="48rem" />
      </Container>
    </>
  );
}

/** The page is rendered with its three newest homes for sale, so its first render needs no read. */
export async function pageData(site: SiteData) {
  if (!import.meta.env.SSR || !site.source) return undefined;
  const { readFeaturedAt } = await import('@agent-sites/site-engine/features/listings/search-results.ts');
  return { listingsVersion: site.listingsVersion, featured: await readFeaturedAt(site.source) };
}

export { Page as Component };
