import { ButtonLink, Grid, Heading, Stack, StatCard, Text } from '@agent-sites/ui';
import type { Listing } from '@agent-sites/schemas';
import { Navigate, useParams } from 'react-router-dom';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import type { JsonLd } from '@agent-sites/site-engine/app/json-ld.ts';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { absoluteUrl, site as siteConfig } from '@agent-sites/site-engine/config/site.ts';
import { useAllListings } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import { ListingGrid, ListingGridSkeleton } from '@agent-sites/site-engine/features/listings/ListingGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import { areaMeta, areaText, areaWords, figureWords } from '../content/pages/areas.ts';
import { areaFigureCards, areaFigures } from '../features/areas/area-figures.ts';
import { areaPage, areaPages, areaPath, listingsIn, type AreaPage } from '../features/areas/areas.ts';

/**
 * /areas/{city}: a neighborhood made from the listings there (decision 050): what I say about it,
 * its figures, its homes on the market and my recent sales, with the way to its listings and to me.
 */
function Page() {
  const { slug = '' } = useParams();
  const { data: listings, isError } = useAllListings();
  if (listings === undefined) {
    // A navigation from another page while the listings are read; nothing to show if they fail.
    if (isError) return <Navigate to="/404" replace />;
    return (
      <Section>
        <Seo {...areaText.loadingMeta} path={areaPath(slug)} noindex />
        <ListingGridSkeleton count={3} />
      </Section>
    );
  }
  const area = areaPage(slug, listings);
  // Only a city of the listings or the featured areas has a page: another word in the URL is never
  // shown as a place (issue 24).
  if (!area) return <Navigate to="/404" replace />;
  return <AreaView area={area} homes={listingsIn(area.slug, listings)} />;
}

function AreaView({ area, homes }: { area: AreaPage; homes: Listing[] }) {
  const { name, slug } = area;
  const path = areaPath(slug);
  const onMarket = homes.filter((home) => home.status !== 'recently_closed');
  const sales = homes.filter((home) => home.status === 'recently_closed');
  const figures = areaFigureCards(areaFigures(homes), name, figureWords);
  const words = areaWords[slug] ?? [areaText.fallback(name)];
  const lastModified = homes
    .map((home) => home.updatedAt?.slice(0, 10))
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  return (
    <>
      <Seo
        {...areaMeta(name)}
        path={path}
        breadcrumbs={[areaText.breadcrumb]}
        lastModified={lastModified}
        jsonLd={[areaJsonLd(name, path, homes[0]?.state ?? siteConfig.addressRegion, onMarket)]}
      />
      <Section>
        <Stack gap="8">
          <Stack gap="4" style={{ maxWidth: '46rem' }}>
            {/* A plain heading rather than the library's Hero: the page stays inside its budget. */}
            <Text size="sm" weight="semibold" tone="muted">
              {areaText.eyebrow}
            </Text>
            <Heading level={1} size="xl">
              {name}
            </Heading>
            {words.map((paragraph) => (
              <Text key={paragraph.slice(0, 32)} size="lg">
                {paragraph}
              </Text>
            ))}
          </Stack>
          <Grid
            as="ul"
            columns={3}
            gap="4"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={areaText.figuresLabel(name)}
          >
            {figures.map((figure) => (
              <li key={figure.label}>
                <StatCard {...figure} />
              </li>
            ))}
          </Grid>
        </Stack>
      </Section>
      <Section tone="sunken" aria-labelledby="area-homes">
        <Stack gap="6">
          <Intro intro={{ title: areaText.homes.title(name) }} id="area-homes" />
          {onMarket.length > 0 ? (
            <ListingGrid listings={onMarket} />
          ) : (
            <Text>{areaText.homes.empty(name)}</Text>
          )}
          <div>
            <ButtonLink href={`/listings?area=${slug}`} variant="secondary" iconEnd="arrowRight">
              {areaText.homes.all(name)}
            </ButtonLink>
          </div>
        </Stack>
      </Section>
      {sales.length > 0 && (
        <Section aria-labelledby="area-sales">
          <Stack gap="6">
            <Intro
              intro={{ title: areaText.sales.title(name), description: areaText.sales.description }}
              id="area-sales"
            />
            <ListingGrid listings={sales} />
          </Stack>
        </Section>
      )}
      <Section tone="sunken" aria-labelledby="area-next">
        <Stack gap="4">
          <Intro
            intro={{ title: areaText.next.title(name), description: areaText.next.description }}
            id="area-next"
          />
          <Stack direction="row" gap="3" style={{ flexWrap: 'wrap' }}>
            <ButtonLink href={areaText.next.contact.href} variant="accent">
              {areaText.next.contact.label}
            </ButtonLink>
            <ButtonLink href={areaText.next.valuation.href} variant="secondary">
              {areaText.next.valuation.label}
            </ButtonLink>
          </Stack>
        </Stack>
      </Section>
    </>
  );
}

/** The page as schema.org's CollectionPage about the city, listing its homes on the market. */
function areaJsonLd(name: string, path: string, region: string, homes: readonly Listing[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: areaMeta(name).title,
    url: absoluteUrl(path),
    about: {
      '@type': 'Place',
      name: `${name}, ${region}`,
      address: {
        '@type': 'PostalAddress',
        addressLocality: name,
        addressRegion: region,
        addressCountry: 'US',
      },
    },
    mainEntity: {
      '@type': 'ItemList',
      numberOfItems: homes.length,
      itemListElement: homes.map((home, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(`/listing/${home.slug}`),
        name: home.title,
      })),
    },
  };
}

/** A page for every featured area and every city of the listings. */
export const paths = (site: SiteData): string[] =>
  areaPages(site.listings).map((area) => areaPath(area.slug));

/**
 * The page is rendered with every listing, as /listings is, so its first render in the browser
 * needs no read and the open page corrects itself when the listings change (decision 017).
 */
export async function pageData(site: SiteData) {
  // The server's alone: the browser's build drops it, and what it imports, from the page's code.
  if (!import.meta.env.SSR) return undefined;
  const { toListing } = await import('@agent-sites/site-engine/features/listings/rows.ts');
  return { listingsVersion: site.listingsVersion, listings: site.listings.map(toListing) };
}

export { Page as Component };
