import { ButtonLink, Grid, Heading, Stack, StatCard, Text } from '@agent-sites/ui';
import { EMPTY_FILTERS, type Listing } from '@agent-sites/schemas';
import type { SaveSearchFormProps } from '@agent-sites/ui';
import { deferred } from '@agent-sites/site-engine/app/deferred.tsx';
import { Navigate, useParams } from 'react-router-dom';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import type { JsonLd } from '@agent-sites/site-engine/app/json-ld.ts';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { absoluteUrl, site as siteConfig } from '@agent-sites/site-engine/config/site.ts';
import type { CityListings } from '@agent-sites/site-engine/features/listings/city-listings.ts';
import { useCity } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import { ListingGrid, ListingGridSkeleton } from '@agent-sites/site-engine/features/listings/ListingGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import { areaMeta, areaText, areaWords, figureWords } from '../content/pages/areas.ts';
import { areaFigureCards } from '../features/areas/area-figures.ts';
import { areaPage, areaPages, areaPath, type AreaPage } from '../features/areas/areas.ts';

// "Save this search" for the city (issue 28), with its code, as the form nears the screen.
const SaveSearch = deferred<Omit<SaveSearchFormProps, 'onSubmit' | 'post'>>(
  () => import('@agent-sites/site-engine/features/leads/SaveSearch.tsx'),
);

/**
 * /areas/{city}: a neighborhood made from the listings there (decision 050): what I say about it,
 * its figures, its newest homes on the market and my recent sales, with the way to its listings
 * and to me. They are a read of that city (decision 054), never of every listing.
 */
function Page() {
  const { slug = '' } = useParams();
  const { data: city, isError } = useCity(slug);
  if (city === undefined) {
    // A navigation from another page while the city is read; nothing to show if it fails.
    if (isError) return <Navigate to="/404" replace />;
    return (
      <Section>
        <Seo {...areaText.loadingMeta} path={areaPath(slug)} noindex />
        <ListingGridSkeleton count={3} />
      </Section>
    );
  }
  // Only a city of the listings or the featured areas has a page: another word in the URL is never
  // shown as a place (issue 24).
  const area = areaOf(slug, city);
  if (!area) return <Navigate to="/404" replace />;
  return <AreaView area={area} city={city} />;
}

/** The neighbourhood at `slug`, if it has a page: a featured area, or a city with listings. */
const areaOf = (slug: string, city: CityListings) =>
  areaPage(slug, city.name === undefined ? [] : [{ city: city.name }]);

function AreaView({ area, city }: { area: AreaPage; city: CityListings }) {
  const { name, slug } = area;
  const path = areaPath(slug);
  const { onMarket, sales } = city;
  const figures = areaFigureCards(city.figures, name, figureWords);
  const words = areaWords[slug] ?? [areaText.fallback(name)];
  const lastModified = [...onMarket.listings, ...sales.listings]
    .map((home) => home.updatedAt?.slice(0, 10))
    .filter((date): date is string => Boolean(date))
    .sort()
    .at(-1);
  const region = onMarket.listings[0]?.state ?? sales.listings[0]?.state ?? siteConfig.addressRegion;
  return (
    <>
      <Seo
        {...areaMeta(name)}
        path={path}
        breadcrumbs={[areaText.breadcrumb]}
        lastModified={lastModified}
        jsonLd={[areaJsonLd(name, path, region, onMarket.listings, onMarket.total)]}
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
            <div>
              <ButtonLink href="#save-search" variant="ghost" size="sm" iconEnd="arrowRight">
                {areaText.saveSearch(name)}
              </ButtonLink>
            </div>
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
          {onMarket.total > 0 ? (
            <ListingGrid listings={onMarket.listings} />
          ) : (
            <Text>{areaText.homes.empty(name)}</Text>
          )}
          <div>
            <ButtonLink href={`/listings?area=${slug}`} variant="secondary" iconEnd="arrowRight">
              {areaText.homes.all(name)}
            </ButtonLink>
          </div>
          <div id="save-search">
            <SaveSearch
              variant={onMarket.total > 0 ? 'card' : 'empty'}
              filters={{ ...EMPTY_FILTERS, areas: [slug] }}
              areaNames={new Map([[slug, name]])}
              headingLevel={3}
              placeholderHeight="34rem"
            />
          </div>
        </Stack>
      </Section>
      {sales.total > 0 && (
        <Section aria-labelledby="area-sales">
          <Stack gap="6">
            <Intro
              intro={{ title: areaText.sales.title(name), description: areaText.sales.description }}
              id="area-sales"
            />
            <ListingGrid listings={sales.listings} />
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

/**
 * The page as schema.org's CollectionPage about the city: how many homes are on the market there,
 * and the newest of them, which the page shows.
 */
function areaJsonLd(
  name: string,
  path: string,
  region: string,
  homes: readonly Listing[],
  total: number,
): JsonLd {
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
      numberOfItems: total,
      itemListElement: homes.map((home, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        url: absoluteUrl(`/listing/${home.slug}`),
        name: home.title,
      })),
    },
  };
}

/**
 * The pages the build renders: every featured area and every city of my own listings. A city only
 * the MLS feed has (in the aggregate of cities) has its page too, rendered by the site's server
 * when first asked (`onDemandPaths`), so the build's work does not grow with the feed.
 */
export const paths = (site: SiteData): string[] =>
  areaPages(site.listings).map((area) => areaPath(area.slug));

/** The cities with listings whose page the build leaves to the site's server: the feed's own. */
export const onDemandPaths = (site: SiteData): string[] => {
  const built = new Set(paths(site));
  return areaPages(site.areas ?? [])
    .map((area) => areaPath(area.slug))
    .filter((path) => !built.has(path));
};

/**
 * The page is rendered with its city's read (the one the browser makes), so its first render in
 * the browser needs no read and the open page corrects itself when the listings change (decision
 * 017). The site's server renders a city's page from the project its data came from.
 */
export async function pageData(site: SiteData, { slug = '' }: Record<string, string | undefined>) {
  // The server's alone: the browser's build drops it, and what it imports, from the page's code.
  if (!import.meta.env.SSR) return undefined;
  if (!site.source) throw new Error('A neighbourhood page reads its city: the site data names no project');
  const { readCityAt } = await import('@agent-sites/site-engine/features/listings/city-listings.ts');
  const city = await readCityAt(site.source, slug);
  // No city of that name (or its last listing left since the paths were listed): not a page. The
  // site's server then answers 404; a build renders it as before its read, and the browser's read
  // sends the visitor to the 404 page.
  if (!areaOf(slug, city)) return undefined;
  return { listingsVersion: site.listingsVersion, city };
}

export { Page as Component };
