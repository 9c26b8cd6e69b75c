import {
  FilterBar,
  FilterPanel,
  LISTING_STATUSES,
  Stack,
  citySlug,
  media,
  vars,
  clearedFilters,
  matchesFilters,
  neighborhoodOptions,
  sortListings,
  withMode,
  type ListingFilters,
} from '@agent-sites/ui';
import { LISTING_STATUS_TEXT } from '@agent-sites/schemas';
import { lazy, Suspense, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { deferred, staticIslands } from '@agent-sites/site-engine/app/deferred.tsx';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { useAllListings } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import type { SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import { meta, sections as statusSections } from '../content/pages/listings.ts';
import type { emptyStates } from '../content/pages/listings-intro.ts';
import { takeEdits } from '@agent-sites/site-engine/app/early-input.ts';
import {
  filtersFromSearch,
  searchFromFilters,
  withEdits,
} from '@agent-sites/site-engine/features/listings/filters-url.ts';
import { useUrlFilters } from '@agent-sites/site-engine/features/listings/use-url-filters.ts';
import { ListingGrid, ListingGridSkeleton } from '@agent-sites/site-engine/features/listings/ListingGrid.tsx';
import { knownAreas } from '../features/listings/known-areas.ts';
import { RENTALS, type Rental } from '../features/listings/rentals.ts';

// The copy around the listings: static islands, adopted from the prerendered HTML without their code.
const sections = () => import('./listings-sections.tsx');
const island = staticIslands(sections);
const Opening = island((module) => module.Opening);
const BuyerBrokerNotice = island((module) => module.BuyerBrokerNotice);
const RentingTeaser = island((module) => module.RentingTeaser);
// The rentals are links only: static too. Keyed by the rentals shown, so another set is rendered
// afresh rather than kept as the page's first markup (a static island never updates itself).
// Said when nothing shows, keyed by why, for the same reason.
const EmptyResults = deferred<{ reason: EmptyReason }>(
  () => sections().then((module) => ({ default: module.EmptyResults })),
  { static: true },
);
const RentalResults = deferred<{ rentals: readonly Rental[] }>(
  () => sections().then((module) => ({ default: module.RentalResults })),
  { static: true },
);

// The featured areas, below the results: their cards' code loads as they near the screen.
const FeaturedAreas = deferred(() => import('./listings-areas.tsx'));

// The page's form, or a card's tour request, with its code, as the form nears the screen.
const ListingsTour = deferred(() => import('../features/listings/ListingsTour.tsx'));

// The filters' sheet loads when the visitor reaches for it, not with the page.
const loadSheet = () => import('@agent-sites/site-engine/features/listings/filter-sheet.tsx');
const FilterSheet = lazy(loadSheet);

// On a wide screen the filters stand beside the results, prerendered with the page; their code
// loads when the visitor reaches for them, so the page's first load stays as it was.
const PanelBeside = deferred(() => import('@agent-sites/site-engine/features/listings/filter-panel.tsx'), {
  waitForReach: true,
});

// Reads the panel's form while its code is not there (panel-fields.ts): loaded on the first change.
const loadPanelFields = () => import('@agent-sites/site-engine/features/listings/panel-fields.ts');
type PanelFields = Awaited<ReturnType<typeof loadPanelFields>>;

/** The results alone on a phone or a tablet; from `xl`, the filters' column beside them. */
const Columns = styled.div`
  display: grid;
  gap: ${vars.space['8']};

  ${media.up.xl} {
    grid-template-columns: 17rem minmax(0, 1fr);
    align-items: start;
  }
`;

/** The filters' column: wide screens only (without a script, `data-needs-script` hides its form). */
const FiltersColumn = styled.div`
  display: none;

  ${media.up.xl} {
    display: block;
  }
`;

/** Why nothing shows. */
type EmptyReason = keyof typeof emptyStates;

/** The listings page's address for a set of filters. */
const listingsHref = (filters: ListingFilters) => {
  const query = searchFromFilters(filters);
  return query ? `/listings?${query}` : '/listings';
};

/**
 * /listings: the results first (a bar with Buy / Rent, Filters, the sort and the count, then the
 * four status sections, or the rentals), then the featured areas, the buyer-broker notice and a
 * tour form. Every filter lives in the URL; the filters themselves open in a sheet.
 */
function Page() {
  const { data: listings, isPending } = useAllListings();
  const areas = useMemo(() => knownAreas(listings), [listings]);
  const [filters, setFilters] = useUrlFilters(areas);
  // The filters the page was rendered with: once they change, the panel's prerendered markup
  // would show the old ones, so its code loads.
  const [firstQuery] = useState(() => searchFromFilters(filters));
  const toolbar = useRef<HTMLDivElement>(null);
  const column = useRef<HTMLDivElement>(null);
  /**
   * Until the panel's code is there, its prerendered fields still take a click or a key: the
   * results follow what its form says, and the live panel then starts from it. Once live, the
   * panel has said the same itself, and nothing changes.
   */
  const followPanel = useEffectEvent((form: HTMLFormElement, fields: PanelFields, base = filters) => {
    const next = fields.panelFilters(form, base, filters, areas);
    if (next) setFilters(next);
  });
  useEffect(() => {
    const element = column.current;
    const onChange = (event: Event) => {
      const form = (event.target as HTMLInputElement | null)?.form;
      if (form) void loadPanelFields().then((fields) => followPanel(form, fields));
    };
    element?.addEventListener('change', onChange);
    return () => element?.removeEventListener('change', onChange);
  }, []);
  // What the visitor chose in the bar (the sort) or in the panel beside the results before the
  // page's code arrived: its HTML has it, and now the results and the URL do too. A layout
  // effect, so it runs in the hydration's own commit, before React can hand the field's next
  // change to `onChange` itself (a passive effect could run after it and push the same filters a
  // second time).
  useLayoutEffect(() => {
    const bar = toolbar.current;
    const chosen = bar ? takeEdits(bar) : new Map<string, string>();
    const fromUrl = filtersFromSearch(window.location.search, areas);
    const withBar = chosen.size > 0 ? withEdits(fromUrl, chosen) : fromUrl;
    const panel = column.current;
    const form = panel && takeEdits(panel).size > 0 && panel.querySelector('form');
    if (form) void loadPanelFields().then((fields) => followPanel(form, fields, withBar));
    else if (chosen.size > 0) setFilters(withBar);
    // Once, after hydration: from then on the fields report every change themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const renting = filters.mode === 'rent';
  const match = <T extends Parameters<typeof matchesFilters>[0]>(homes: readonly T[]) =>
    sortListings(
      homes.filter((home) => matchesFilters(home, filters)),
      filters.sort,
    );
  const forSale = renting ? [] : match(listings ?? []);
  const forRent = renting ? match(RENTALS) : [];
  const resultCount = renting ? forRent.length : listings ? forSale.length : undefined;
  const pendingOrClosedCount = renting
    ? undefined
    : forSale.filter((listing) => !LISTING_STATUS_TEXT[listing.status].forSale).length;
  // The homes the filters choose among: their cities are the neighborhoods to pick.
  const homes = renting ? RENTALS : (listings ?? []);
  // Listings per city, for the featured areas' cards.
  const counts: Record<string, number> = {};
  for (const listing of listings ?? []) {
    const slug = citySlug(listing.city);
    counts[slug] = (counts[slug] ?? 0) + 1;
  }
  // The filters as the URL spells them: the panel compares it, the cards carry it.
  const query = searchFromFilters(filters);

  // The sheet's code loads on the first press (or as the pointer nears the button), then stays.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  const openSheet = () => {
    setSheetLoaded(true);
    setSheetOpen(true);
  };

  // Choosing an area shows its homes: the results (from their count) scroll into view once they
  // show that area.
  const revealMatches = useRef(false);
  useEffect(() => {
    if (!revealMatches.current) return;
    revealMatches.current = false;
    toolbar.current?.scrollIntoView({ block: 'start' });
  });
  const showArea = (slug: string) => {
    revealMatches.current = true;
    setFilters({ ...withMode(filters, 'sale'), areas: [slug] });
  };

  return (
    <>
      <Seo {...meta} path="/listings" />
      <Opening placeholderHeight="16rem" />
      <Section tone="sunken" id="results" aria-label="Listings">
        <Stack gap="6">
          {/* Scrolled to below the sticky header when an area is chosen. */}
          <div ref={toolbar} style={{ scrollMarginTop: '6rem' }}>
            <FilterBar
              filters={filters}
              onOpenFilters={openSheet}
              filtersOpen={sheetOpen}
              onFiltersIntent={() => void loadSheet()}
              onSortChange={(sort) => setFilters({ ...filters, sort })}
              modeHref={(mode) => listingsHref(withMode(filters, mode))}
              onClear={() => setFilters(clearedFilters(filters))}
              resultCount={resultCount}
              pendingOrClosedCount={pendingOrClosedCount}
              panelBeside
            />
          </div>
          {/* Without JavaScript the bar's Filters button is hidden (it could not open the sheet):
              the same filters as a plain form the site's server answers. Rendered by the server
              only; the browser never renders what is inside <noscript>. */}
          {import.meta.env.SSR ? (
            <noscript>
              <FilterPanel
                value={filters}
                neighborhoods={neighborhoodOptions(homes, filters.areas)}
                includeSort
                action="/listings"
                clearHref="/listings"
              />
            </noscript>
          ) : (
            <noscript />
          )}
          <Columns>
            <FiltersColumn ref={column} data-needs-script="">
              <PanelBeside
                value={filters}
                onChange={setFilters}
                homes={homes}
                wake={query !== firstQuery}
                placeholderHeight="32rem"
              />
            </FiltersColumn>
            <Stack gap="8" id="matches">
              {renting ? (
                forRent.length === 0 ? (
                  <EmptyResults key="noMatches" reason="noMatches" placeholderHeight="8rem" />
                ) : (
                  <RentalResults
                    key={forRent.map((rental) => rental.slug).join(' ')}
                    rentals={forRent}
                    placeholderHeight="24rem"
                  />
                )
              ) : isPending ? (
                <ListingGridSkeleton count={6} />
              ) : !listings ? (
                <EmptyResults key="loadError" reason="loadError" placeholderHeight="8rem" />
              ) : forSale.length === 0 ? (
                <EmptyResults
                  key={listings.length ? 'noMatches' : 'noListings'}
                  reason={listings.length ? 'noMatches' : 'noListings'}
                  placeholderHeight="8rem"
                />
              ) : (
                LISTING_STATUSES.map((status) => {
                  const group = forSale.filter((listing) => listing.status === status);
                  if (group.length === 0) return null;
                  return (
                    <Stack as="section" key={status} gap="6" aria-labelledby={`section-${status}`}>
                      <Intro intro={statusSections[status]} id={`section-${status}`} />
                      <ListingGrid listings={group} query={query} />
                    </Stack>
                  );
                })
              )}
            </Stack>
          </Columns>
          {!renting && <RentingTeaser placeholderHeight="6rem" />}
        </Stack>
        {sheetLoaded && (
          <Suspense fallback={null}>
            <FilterSheet
              open={sheetOpen}
              onClose={() => setSheetOpen(false)}
              value={filters}
              onChange={setFilters}
              homes={homes}
              resultCount={resultCount}
              pendingOrClosedCount={pendingOrClosedCount}
            />
          </Suspense>
        )}
      </Section>
      <Section aria-labelledby="areas-heading">
        <Stack gap="6">
          <FeaturedAreas
            counts={isPending ? undefined : counts}
            chosen={renting ? [] : filters.areas}
            onChoose={showArea}
            placeholderHeight="20rem"
          />
          <BuyerBrokerNotice placeholderHeight="8rem" />
        </Stack>
      </Section>
      <Section width="formCard" id="contact">
        <ListingsTour homes={listings} placeholderHeight="48rem" />
      </Section>
    </>
  );
}

/** The page is rendered with every listing, so its first render in the browser needs no read. */
export async function pageData(site: SiteData) {
  // The server's alone: the browser's build drops it, and what it imports, from the page's code.
  if (!import.meta.env.SSR) return undefined;
  const { toListing } = await import('@agent-sites/site-engine/features/listings/rows.ts');
  return { listingsVersion: site.listingsVersion, listings: site.listings.map(toListing) };
}

/**
 * The page renders by its filters and a card's tour (`tour`, one of `site`'s listings a card
 * offers to tour): the site's server renders it for the query they spell, with only the
 * neighborhoods of `site`'s listings, rentals and featured areas. The server's alone,
 * as `pageData` is.
 */
export const search = import.meta.env.SSR
  ? async (params: URLSearchParams, site?: SiteData) => {
      const { tourSlugOf, withTour } = await import('@agent-sites/site-engine/features/leads/card-tour.ts');
      return withTour(
        searchFromFilters(filtersFromSearch(params, site && areasOf(site))),
        tourSlugOf(params, site?.listings),
      );
    }
  : undefined;

/**
 * The known neighborhoods of one site data, read once: every request with a query asks for them.
 * The cities come from the database's aggregate (`site.areas`, one row a city), not from every
 * listing (docs/decisions/054-search-in-the-database.md).
 */
const areasBySite = new WeakMap<SiteData, ReadonlySet<string> | undefined>();
function areasOf(site: SiteData): ReadonlySet<string> | undefined {
  if (!areasBySite.has(site)) areasBySite.set(site, knownAreas(site.areas ?? site.listings));
  return areasBySite.get(site);
}

export { Page as Component };
