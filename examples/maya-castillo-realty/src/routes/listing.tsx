import {
  ButtonLink,
  Container,
  Heading,
  ListingDetailSkeleton,
  PriceText,
  STATUS_RULES,
  Stack,
  Text,
  fullAddress,
} from '@agent-sites/ui';
import type { Listing } from '@agent-sites/schemas';
import { Navigate, useParams } from 'react-router-dom';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { ContactForm, TourRequest } from '@agent-sites/site-engine/features/leads/index.ts';
import { listingJsonLd } from '@agent-sites/site-engine/features/listings/json-ld.ts';
import { useListing } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import { listing as copy } from '../content/pages.ts';

function Page() {
  const { slug = '' } = useParams();
  const { data: listing, isError } = useListing(slug);
  if (listing === null || (isError && listing === undefined)) return <Navigate to="/404" replace />;
  if (listing === undefined) {
    return (
      <Container style={{ paddingBlock: '2rem' }}>
        <Seo title={copy.notFoundTitle} description="" path={`/listing/${slug}`} noindex />
        <ListingDetailSkeleton />
      </Container>
    );
  }
  return <ListingPage listing={listing} />;
}

function ListingPage({ listing }: { listing: Listing }) {
  const rule = STATUS_RULES[listing.status];
  const address = fullAddress(listing);
  const path = `/listing/${listing.slug}`;
  return (
    <>
      <Seo
        title={`${listing.title}, ${listing.city}`}
        description={listing.description.slice(0, 155)}
        path={path}
        breadcrumbs={[['Listings', '/listings']]}
        jsonLd={[listingJsonLd(listing, path)]}
      />
      <Container style={{ paddingBlock: '2rem' }}>
        <Stack gap="6">
          <div>
            <ButtonLink href="/listings" variant="ghost" size="sm" iconStart="arrowLeft">
              {copy.back}
            </ButtonLink>
          </div>
          <Heading level={1} size="xl">
            {listing.title}
          </Heading>
          <Text size="lg" tone="muted">
            {address}
          </Text>
          <PriceText listing={listing} context="detail" size="lg" />
          <Heading level={2} size="md">
            {copy.about}
          </Heading>
          <Text>{listing.description}</Text>
          {rule.tour ? (
            <TourRequest
              id="contact"
              title={rule.formTitle}
              description={copy.tourDescription}
              prefilledAddress={address}
              listingSlug={listing.slug}
              placeholderHeight="60rem"
            />
          ) : (
            <ContactForm
              id="contact"
              title={rule.formTitle}
              description={copy.askDescription}
              variant="buyer"
              prefilledAddress={address}
              listingSlug={listing.slug}
              placeholderHeight="48rem"
            />
          )}
        </Stack>
      </Container>
    </>
  );
}

/** A page for every listing. */
export const paths = (site: SiteData): string[] => site.listings.map((row) => `/listing/${row.slug}`);

/** The page is rendered with its listing. */
export async function pageData(site: SiteData, { slug }: Record<string, string | undefined>) {
  if (!import.meta.env.SSR) return undefined;
  const row = site.listings.find((candidate) => candidate.slug === slug);
  const { toListing } = await import('@agent-sites/site-engine/features/listings/rows.ts');
  return row && { listingsVersion: site.listingsVersion, listing: toListing(row) };
}

export { Page as Component };
