import {
  AreaCard,
  ButtonLink,
  EMPTY_FILTERS,
  FilterPanel,
  Grid,
  LISTING_STATUSES,
  Notice,
  Stack,
  citySlug,
  matchesFilters,
  neighborhoodOptions,
} from '@agent-sites/ui';
import { LISTING_STATUS_TEXT } from '@agent-sites/schemas';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { staticIslands } from '../app/deferred.tsx';
import { Seo } from '../app/head.tsx';
import { useAllListings } from '../features/listings/ListingsData.tsx';
import type { SiteData } from '../app/page-data.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import { emptyStates, featuredAreas, meta, sections, tourForm } from '../content/pages/listings.ts';
import type { EmptyState } from '../content/types.ts';
import { ContactForm } from '../features/leads/index.ts';
import { takeEdits } from '../app/early-input.ts';
import { filtersFromSearch, withEdits } from '../features/listings/filters-url.ts';
import { useUrlFilters } from '../features/listings/use-url-filters.ts';
import { ListingGrid, ListingGridSkeleton } from '../features/listings/ListingGrid.tsx';

// The copy around the listings: static islands, adopted from the prerendered HTML without their code.
const island = staticIslands(() => import('./listings-sections.tsx'));
const Opening = island((module) => module.Opening);
const BuyerBrokerNotice = island((module) => module.BuyerBrokerNotice);

/** No listing to show: its reason, and where to go from here. */
function EmptyNotice({ state }: { state: EmptyState }) {
  return (
    <Notice tone="info" title={state.title}>
      {state.text}
      {state.action && (
        <>
          {' '}
          <ButtonLink href={state.action.href} variant="ghost" size="sm" iconEnd="arrowRight">
            {state.action.label}
          </ButtonLink>
        </>
      )}
    </Notice>
  );
}

/** /listings: filters in the URL, featured areas, the four status sections and a tour form. */
function Page() {
  const [filters, setFilters] = useUrlFilters();
  const filterPanel = useRef<HTMLFormElement>(null);
  // What the visitor chose in the filters before the page's code arrived (its HTML has them):
  // the fields show it, and now the results and the URL do too. A layout effect, so it runs in the
  // hydration's own commit, before React can hand the fields' next change to `onChange` itself
  // (a passive effect could run after it and push the same filters a second time).
  useLayoutEffect(() => {
    const panel = filterPanel.current;
    const chosen = panel ? takeEdits(panel) : new Map<string, string>();
    if (chosen.size > 0)
      setFilters(withEdits(filtersFromSearch(new URLSearchParams(window.location.search)), chosen));
    // Once, after hydration: from then on the fields report every change themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { data: listings, isPending } = useAllListings();
  const matching = listings?.filter((listing) => matchesFilters(listing, filters)) ?? [];
  const counts = new Map<string, number>();
  for (const listing of listings ?? [])
    counts.set(citySlug(listing.city), (counts.get(citySlug(listing.city)) ?? 0) + 1);

  // Choosing an area shows its homes: the results scroll into view once they show that area.
  const matches = useRef<HTMLDivElement>(null);
  const revealMatches = useRef(false);
  useEffect(() => {
    if (!revealMatches.current) return;
    revealMatches.current = false;
    matches.current?.scrollIntoView({ block: 'start' });
  });
  const showArea = (slug: string) => {
    revealMatches.current = true;
    setFilters({ ...filters, neighborhood: slug });
  };

  return (
    <>
      <Seo {...meta} path="/listings" />
      <Opening placeholderHeight="16rem" />
      <Section aria-labelledby="areas-heading">
        <Stack gap="6">
          <Intro intro={featuredAreas.intro} id="areas-heading" />
          <Grid as="ul" columns={3} gap="4" style={{ listStyle: 'none' }}>
            {featuredAreas.areas.map((area) => (
              <li key={area.slug}>
                <AreaCard
                  name={area.name}
                  blurb={area.blurb}
                  count={isPending ? undefined : (counts.get(area.slug) ?? 0)}
                  chosen={filters.neighborhood === area.slug}
                  onChoose={() => showArea(area.slug)}
                />
              </li>
            ))}
          </Grid>
          <BuyerBrokerNotice placeholderHeight="8rem" />
        </Stack>
      </Section>
      <Section tone="sunken" id="results" aria-label="Listings">
        <Stack gap="8">
          <FilterPanel
            ref={filterPanel}
            value={filters}
            onChange={setFilters}
            onClear={() => setFilters({ ...EMPTY_FILTERS })}
            neighborhoods={neighborhoodOptions(listings ?? [])}
            resultCount={listings ? matching.length : undefined}
            pendingOrClosedCount={
              matching.filter((listing) => !LISTING_STATUS_TEXT[listing.status].forSale).length
            }
          />
          <Stack ref={matches} gap="8" id="matches" style={{ scrollMarginTop: '1rem' }}>
            {isPending ? (
              <ListingGridSkeleton count={6} />
            ) : !listings ? (
              <Notice tone="danger" title={emptyStates.loadError.title}>
                {emptyStates.loadError.text}
              </Notice>
            ) : matching.length === 0 ? (
              <EmptyNotice state={listings.length ? emptyStates.noMatches : emptyStates.noListings} />
            ) : (
              LISTING_STATUSES.map((status) => {
                const group = matching.filter((listing) => listing.status === status);
                if (group.length === 0) return null;
                return (
                  <Stack as="section" key={status} gap="6" aria-labelledby={`section-${status}`}>
                    <Intro intro={sections[status]} id={`section-${status}`} />
                    <ListingGrid listings={group} />
                  </Stack>
                );
              })
            )}
          </Stack>
        </Stack>
      </Section>
      <Section width="formCard" id="contact">
        <ContactForm {...tourForm} variant="buyer" placeholderHeight="48rem" />
      </Section>
    </>
  );
}

/** The page is rendered with every listing, so its first render in the browser needs no read. */
export async function pageData(site: SiteData) {
  // The server's alone: the browser's build drops it, and what it imports, from the page's code.
  if (!import.meta.env.SSR) return undefined;
  const { toListing } = await import('../features/listings/rows.ts');
  return { listingsVersion: site.listingsVersion, listings: site.listings.map(toListing) };
}

export { Page as Component };
