import {
  ButtonLink,
  Container,
  Heading,
  PhotoGallery,
  PriceText,
  STATUS_RULES,
  Stack,
  StatusBadge,
  Text,
  fullAddress,
  media,
  vars,
} from '@agent-sites/ui';
import {
  formatFullDate,
  formatNumber,
  formatPrice,
  listingPriceText,
  type Listing,
} from '@agent-sites/schemas';
import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { deferred } from '@agent-sites/site-engine/app/deferred.tsx';
import { useListing } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import { listingJsonLd } from '@agent-sites/site-engine/features/listings/json-ld.ts';
import { CheckList } from '../components/CheckList.tsx';
import { PhoneContactBar } from '../components/PhoneContactBar.tsx';
import { contactBar } from '../content/contact-bar.ts';
import {
  backLink,
  contactFormDescription,
  galleryImageAlt,
  hasPaymentEstimate,
  listingMeta,
  meta,
  saleLabels,
  tourFormDescription,
} from '../content/pages/listing-detail.ts';
import { ContactForm, TourRequest } from '@agent-sites/site-engine/features/leads/index.ts';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import type { MlsListing, OpenHouseListing, PaymentListing } from './listing-sections.tsx';
import { useReplyTime } from '../lib/reply-time.ts';

// Its placeholder loads when a navigation inside the site needs it (detail-skeleton.tsx).
const ListingDetailSkeleton = lazy(
  () => import('@agent-sites/site-engine/features/listings/detail-skeleton.tsx'),
);

// The monthly payment is copy computed from the price: a static island, adopted from the
// prerendered HTML without its code. Keyed by the listing and its price, so another is rendered
// afresh rather than kept as the page's first markup (a static island never updates itself).
const Payment = deferred<{ listing: PaymentListing }>(
  () => import('./listing-sections.tsx').then((module) => ({ default: module.Payment })),
  { static: true },
);

// The open houses with their calendar files and the RSVP: a static island as well, a plain form
// that posts (docs/decisions/049-open-houses.md). Keyed by the open houses, so a change renders afresh.
const OpenHouses = deferred<{ listing: OpenHouseListing }>(
  () => import('./listing-sections.tsx').then((module) => ({ default: module.OpenHouses })),
  { static: true },
);

// The link to the listing's neighborhood page: a static island too, keyed by the city.
const Neighborhood = deferred<{ city: string }>(
  () => import('./listing-sections.tsx').then((module) => ({ default: module.Neighborhood })),
  { static: true },
);

// What a listing from the MLS feed credits (the office, its number, the disclaimer, the feed's last
// change): a static island, keyed by the feed's change; the agent's own typed listings have none.
const MlsCredit = deferred<{ listing: MlsListing; part: 'credit' | 'disclaimer' }>(
  () => import('./listing-sections.tsx').then((module) => ({ default: module.MlsCredit })),
  { static: true },
);

const HeroImage = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.sunken};
`;

const Columns = styled.div`
  display: grid;
  gap: ${vars.space['8']};
  align-items: start;

  ${media.up.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 26rem);
  }
`;

const Sticky = styled.div`
  ${media.up.lg} {
    position: sticky;
    top: ${vars.space['6']};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${vars.space['4']};
  margin: 0;

  & dt {
    color: ${vars.color.text.muted};
    font-size: ${vars.fontSize.sm};
  }
  & dd {
    margin: 0;
    font-size: ${vars.fontSize.lg};
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/**
 * /listing/{slug}: one listing with its photos, details and a form prefilled with the address: a
 * tour request for a home that can be toured, the spec's inquiry otherwise.
 */
function Page() {
  const { slug = '' } = useParams();
  const { data: listing, isError } = useListing(slug);
  // No such listing, or it cannot be read and there is nothing to show (spec §2, §8). A failed
  // read of a listing already on screen leaves it there.
  if (listing === null || (isError && listing === undefined)) return <Navigate to="/404" replace />;
  if (listing === undefined) {
    return (
      <Container style={{ paddingBlock: '2rem' }}>
        <Seo {...meta} path={`/listing/${slug}`} noindex />
        <Suspense fallback={null}>
          <ListingDetailSkeleton />
        </Suspense>
      </Container>
    );
  }
  return <ListingPage listing={listing} />;
}

function ListingPage({ listing }: { listing: Listing }) {
  const rule = STATUS_RULES[listing.status];
  const address = fullAddress(listing);
  const path = `/listing/${listing.slug}`;
  const head = listingMeta(listing);
  // A listing from the feed, named by its version: a change renders its static islands afresh.
  const mls = listing.source === 'mls' && `${listing.slug}:${listing.mlsModifiedAt}`;
  // The form's promise: "within 15 minutes during my working hours", then the agent's one now.
  const tourPromise = useReplyTime('tour', tourFormDescription);
  const questionPromise = useReplyTime('inquiry', contactFormDescription);
  return (
    <>
      <Seo
        {...head}
        path={path}
        share={{
          kind: 'listing',
          photo: listing.imageUrl,
          price: listingPriceText(listing),
          address,
          status: STATUS_RULES[listing.status].badge.label,
        }}
        breadcrumbs={[['Listings', '/listings']]}
        lastModified={listing.updatedAt?.slice(0, 10)}
        jsonLd={[listingJsonLd(listing, path)]}
      />
      <Container style={{ paddingBlock: '2rem' }}>
        <Stack gap="6">
          <div>
            <ButtonLink href={backLink.href} variant="ghost" size="sm" iconStart="arrowLeft">
              {backLink.label}
            </ButtonLink>
          </div>
          <HeroImage
            sizes="(min-width: 80em) 76rem, 100vw"
            srcSet={listing.imageSrcSet}
            src={listing.imageUrl ?? '/placeholder.svg'}
            alt={galleryImageAlt(listing.title, 0)}
            width={1600}
            height={900}
            loading="eager"
            fetchPriority="high"
          />
          <Columns>
            <Stack gap="6">
              <Stack gap="3">
                {rule.badgeOnDetail && (
                  <div>
                    <StatusBadge status={listing.status} context="detail" />
                  </div>
                )}
                <Heading level={1} size="xl">
                  {listing.title}
                </Heading>
                <Text size="lg" tone="muted">
                  {address}
                </Text>
                <PriceText listing={listing} context="detail" size="lg" />
                {mls && <MlsCredit key={mls} listing={listing} part="credit" />}
              </Stack>
              {listing.status === 'recently_closed' && <Sale listing={listing} />}
              <Facts>
                <div>
                  <dt>Bedrooms</dt>
                  <dd>{listing.bedrooms ?? 'TBD'}</dd>
                </div>
                <div>
                  <dt>Bathrooms</dt>
                  <dd>{listing.bathrooms ?? 'TBD'}</dd>
                </div>
                <div>
                  <dt>Square Feet</dt>
                  <dd>{listing.squareFeet ? formatNumber(listing.squareFeet) : 'TBD'}</dd>
                </div>
                <div>
                  <dt>Listed</dt>
                  <dd>{listing.listingDate ? formatFullDate(listing.listingDate) : 'TBD'}</dd>
                </div>
              </Facts>
              <div>
                <ButtonLink href="#contact" variant="accent" size="lg">
                  {rule.detailAction}
                </ButtonLink>
              </div>
              {listing.openHouses.length > 0 && (
                <OpenHouses
                  key={listing.openHouses.map((openHouse) => openHouse.id + openHouse.startsAt).join()}
                  listing={listing}
                />
              )}
              <Stack gap="3">
                <Heading level={2} size="md">
                  About This Home
                </Heading>
                {listing.description.split(/\n{2,}/).map((paragraph) => (
                  <Text key={paragraph.slice(0, 32)}>{paragraph}</Text>
                ))}
              </Stack>
              {listing.features.length > 0 && (
                <Stack gap="3">
                  <Heading level={2} size="md">
                    Key Features
                  </Heading>
                  <CheckList items={listing.features.map((label) => ({ label }))} />
                </Stack>
              )}
              {hasPaymentEstimate(listing) && (
                <Payment key={`${listing.slug}:${listing.price}`} listing={listing} />
              )}
              {listing.gallery.length > 0 && (
                <Stack gap="3">
                  <Heading level={2} size="md">
                    Photo Gallery
                  </Heading>
                  {/* Without JavaScript the first photo shows and the buttons that change it are hidden. */}
                  <div data-needs-script="">
                    <PhotoGallery
                      label={`Photos of ${listing.title}`}
                      photos={listing.gallery.map((photo, index) => ({
                        src: photo.src,
                        srcSet: photo.srcSet || undefined,
                        alt: galleryImageAlt(listing.title, index),
                      }))}
                      placeholderSrc="/placeholder.svg"
                    />
                  </div>
                </Stack>
              )}
              <Neighborhood key={listing.city} city={listing.city.trim()} />
              {mls && <MlsCredit key={mls} listing={listing} part="disclaimer" />}
            </Stack>
            <Sticky>
              {/* A home that can be toured gets a tour request; coming soon and closed ones keep
                  their spec forms ("Get Notified", "Find Similar Properties"). */}
              {rule.tour ? (
                <TourRequest
                  id="contact"
                  title={rule.formTitle}
                  description={tourPromise}
                  prefilledAddress={address}
                  listingSlug={listing.slug}
                  placeholderHeight="60rem"
                />
              ) : (
                <ContactForm
                  id="contact"
                  title={rule.formTitle}
                  description={questionPromise}
                  variant="buyer"
                  prefilledAddress={address}
                  listingSlug={listing.slug}
                  placeholderHeight="48rem"
                />
              )}
            </Sticky>
          </Columns>
        </Stack>
      </Container>
      <PhoneContactBar
        about={`${listing.address}, ${listing.city}`}
        tourHref="#contact"
        tourLabel={rule.tour ? undefined : contactBar.ask}
      />
    </>
  );
}

/** A closed listing's list price, closed price and closed date, each when known. */
function Sale({ listing }: { listing: Listing }) {
  const facts = [
    [saleLabels.listPrice, listing.price != null ? formatPrice(listing.price) : null],
    [saleLabels.closedPrice, listing.closedPrice != null ? formatPrice(listing.closedPrice) : null],
    [saleLabels.closedOn, listing.closedOn ? formatFullDate(listing.closedOn) : null],
  ].filter((fact): fact is [string, string] => fact[1] !== null);
  if (facts.length === 0) return null;
  return (
    <Facts aria-label={saleLabels.heading}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Facts>
  );
}

/**
 * A page for every listing of the agent's own: the feed's are rendered by the site's server when
 * first asked (docs/decisions/058-listing-pages-on-demand.md).
 */
export const paths = (site: SiteData): string[] =>
  site.listings.filter((row) => row.source !== 'mls').map((row) => `/listing/${row.slug}`);

/**
 * The page is rendered with its listing, so the first render in the browser is the prerendered
 * HTML, with no loading state: one of the site's data, or the one listing read by its slug (a
 * feed's listing, rendered on demand). A listing newer than the page's data has none: it is read
 * at once.
 */
export async function pageData(site: SiteData, { slug = '' }: Record<string, string | undefined>) {
  // The server's alone: the browser's build drops it, and what it imports, from the page's code.
  if (!import.meta.env.SSR) return undefined;
  const { toListing } = await import('@agent-sites/site-engine/features/listings/rows.ts');
  const known = site.listings.find((candidate) => candidate.slug === slug);
  if (known) return { listingsVersion: site.listingsVersion, listing: toListing(known) };
  if (!site.source) return undefined;
  const { readListingAt } = await import('@agent-sites/site-engine/features/listings/city-listings.ts');
  const listing = await readListingAt(site.source, slug);
  return listing && { listingsVersion: site.listingsVersion, listing };
}

export { Page as Component };
