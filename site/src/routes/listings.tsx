import {
  FilterPanel,
  Stack,
  Text,
  media,
  vars,
  clearedFilters,
  neighborhoodOptions,
  withMode,
  type ListingFilters,
} from '@agent-sites/ui';
import { LISTING_STATUS_TEXT } from '@agent-sites/schemas';
import { lazy, Suspense, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { deferred, staticIslands } from '@agent-sites/site-engine/app/deferred.tsx';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { useListingsSearch } from '@agent-sites/site-engine/features/listings/use-listings-search.ts';
import type {
  ListingsSearch,
  ShownSection,
} from '@agent-sites/site-engine/features/listings/search-results.ts';
import {
  searchFromUrl,
  searchQuery,
  sectionHref,
} from '@agent-sites/site-engine/features/listings/search-url.ts';
import { usePageData, type SiteData } from '@agent-sites/site-engine/app/page-data.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import { meta, sectionCount, sections as statusSections } from '../content/pages/listings.ts';
import type { emptyStates } from '../content/pages/listings-intro.ts';
import type { SectionPagesProps } from './listings-sections.tsx';
import type { SaveSearchFormProps } from '@agent-sites/ui';
import { takeEdits } from '@agent-sites/site-engine/app/early-input.ts';
import {
  filtersFromSearch,
  searchFromFilters,
  withEdits,
} from '@agent-sites/site-engine/features/listings/filters-url.ts';
import { useUrlFilters } from '@agent-sites/site-engine/features/listings/use-url-filters.ts';
import { LIVE_BAR } from '@agent-sites/site-engine/features/listings/live-bar.ts';
import { ListingGrid, ListingGridSkeleton } from '@agent-sites/site-engine/features/listings/ListingGrid.tsx';
import { knownAreas } from '../features/listings/known-areas.ts';
import { RENTALS } from '../features/listings/rentals.ts';
import type { RentalMatchesProps } from '../features/listings/RentalMatches.tsx';

// The copy around the listings: static islands, adopted from the prerendered HTML without their code.
const sections = () => import('./listings-sections.tsx');
const island = staticIslands(sections);
const Opening = island((module) => module.Opening);
const BuyerBrokerNotice = island((module) => module.BuyerBrokerNotice);
const RentingTeaser = island((module) => module.RentingTeaser);
const SaveSearchInvite = island((module) => module.SaveSearchInvite);
// The rentals are links only: static too. Keyed by the rentals shown, so another set is rendered
// afresh rather than kept as the page's first markup (a static island never updates itself).
// Said when nothing shows, keyed by why, for the same reason.
const EmptyResults = deferred<{ reason: EmptyReason }>(
  () => sections().then((module) => ({ default: module.EmptyResults })),
  { static: true },
);
// "Save this search", with its code, as the form nears the screen (issue 28).
const SaveSearch = deferred<Omit<SaveSearchFormProps, 'onSubmit' | 'post'>>(
  () => import('@agent-sites/site-engine/features/leads/SaveSearch.tsx'),
);

// The rentals that match, for a visitor who rents: their code (and the matching) loads then.
const RentalMatches = deferred<RentalMatchesProps>(() => import('../features/listings/RentalMatches.tsx'));
// A section's links to its other pages: static, keyed by where they lead.
const SectionPages = deferred<SectionPagesProps>(
  () => sections().then((module) => ({ default: module.SectionPages })),
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

// The bar above the results: prerendered, its code loaded when the visitor reaches for it or what
// it shows changes (features/listings/filter-bar.tsx); until then the page follows its sort.
const Bar = deferred(() => import('@agent-sites/site-engine/features/listings/filter-bar.tsx'), {
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

/** The filters a form of the page says (its fields are named as the URL's), in the URL's spelling, with `filters`' sort. */
const formQuery = (form: HTMLFormElement, filters: ListingFilters) =>
  searchFromFilters({
    ...filtersFromSearch(new URLSearchParams(new FormData(form) as unknown as Record<string, string>)),
    sort: filters.sort,
  });

/**
 * Listens to each of the fields `selector` finds in `root` now, on the field itself rather than on
 * `root`: a deferred island's live code replaces its prerendered fields as it wakes, possibly
 * during a change, and a field's own listener still hears it then. Returns the way to stop.
 */
function onFieldChanges(
  root: HTMLElement | null,
  selector: string,
  onChange: (field: HTMLInputElement | HTMLSelectElement) => void,
): () => void {
  const fields = root?.querySelectorAll<HTMLInputElement | HTMLSelectElement>(selector) ?? [];
  const listener = (event: Event) => onChange(event.target as HTMLInputElement | HTMLSelectElement);
  for (const field of fields) field.addEventListener('change', listener);
  return () => {
    for (const field of fields) field.removeEventListener('change', listener);
  };
}

/** The listings page's address for a set of filters. */
const listingsHref = (filters: ListingFilters) => {
  const query = searchFromFilters(filters);
  return query ? `/listings?${query}` : '/listings';
};

/** The address of a section's page, scrolled to the results. */
const pageHref = (...args: Parameters<typeof sectionHref>) => `${sectionHref(...args)}#results`;

/**
 * One status section: its heading and count, its page of cards, and links to its other pages
 * (docs/decisions/054-search-in-the-database.md). On every section's first page only "Next page";
 * on a section's own page both ways and the way back to every section.
 */
function ResultsSection({
  section,
  filters,
  query,
  alone,
}: {
  section: ShownSection;
  filters: ListingFilters;
  query: string;
  /** Whether the page shows this section alone (`?section=…`). */
  alone: boolean;
}) {
  const { status, listings, total, next, previous } = section;
  const intro = statusSections[status];
  const links = {
    previousHref: alone && previous ? pageHref(filters, status, { before: previous }) : undefined,
    nextHref: next ? pageHref(filters, status, { after: next }) : undefined,
    everyHref: alone ? `${listingsHref(filters)}#results` : undefined,
  };
  return (
    <Stack as="section" gap="6" aria-labelledby={`section-${status}`}>
      <Stack gap="2">
        <Intro intro={intro} id={`section-${status}`} />
        <Text size="sm" tone="muted">
          {sectionCount(total)}
        </Text>
      </Stack>
      <ListingGrid listings={listings} query={query} />
      {(next || alone) && (
        <SectionPages key={Object.values(links).join(' ')} section={intro.title} {...links} />
      )}
    </Stack>
  );
}

/**
 * /listings: the results first (a bar with Buy / Rent, Filters, the sort and the count, then the
 * four status sections, or the rentals), then the featured areas, the buyer-broker notice and a
 * tour form. Every filter lives in the URL; the filters themselves open in a sheet. The results
 * are a search in the database (`useListingsSearch`): each section's page of 24 and its count,
 * and each neighbourhood's count, never every listing.
 */
function Page() {
  const page = usePageData();
  // The last results read for the page's own search: shown while another search's read answers.
  const [previous, setPrevious] = useState<ListingsSearch | undefined>(page?.listingsSearch);
  // The neighbourhoods the URL may choose come from the last results' counts (one read behind a
  // change at most: they only guard the URL's words).
  const areaCounts = previous?.areas ?? page?.listingsSearch?.areas;
  const areas = useMemo(() => areaCounts && knownAreas(areaCounts), [areaCounts]);
  const [filters, setFilters, section] = useUrlFilters(areas);
  const renting = filters.mode === 'rent';
  const { data: results, isPending, isPlaceholderData } = useListingsSearch({ filters, section }, previous);
  if (results && !isPlaceholderData && results !== previous) setPrevious(results);
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
  /**
   * Follows the panel's `form` once the code that reads it is here, unless the address changed in
   * the meantime: the visitor went Back or Forward (the form is of the page they left), or an
   * earlier follow already carried the whole form into the address.
   */
  const followPanelSoon = useEffectEvent((form: HTMLFormElement, base?: ListingFilters) => {
    const seen = window.location.search;
    void loadPanelFields().then((fields) => {
      if (window.location.search === seen) followPanel(form, fields, base);
    });
  });
  // The panel's prerendered fields, from the hydration's commit on (`onFieldChanges`).
  useLayoutEffect(
    () =>
      onFieldChanges(column.current, 'input, select', (field) => {
        if (field.form) followPanelSoon(field.form);
      }),
    [],
  );
  /** The bar's sort, chosen while the bar's code is not there: the results follow it. */
  const followBar = useEffectEvent((field: HTMLSelectElement) => {
    const next = withEdits(filters, new Map([[field.name, field.value]]));
    if (next.sort !== filters.sort) setFilters(next);
  });
  // The bar's prerendered sort (`onFieldChanges`), in the hydration's own commit, as the edits
  // made before it are taken (below): no change can fall between the two.
  useLayoutEffect(
    () =>
      onFieldChanges(toolbar.current, 'select', (field) => {
        // The live bar's own fields speak for themselves.
        if (!field.closest(`[${LIVE_BAR}]`)) followBar(field as HTMLSelectElement);
      }),
    [],
  );
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
    const form = panel?.querySelector('form');
    // A typed price is an edit; a box ticked or a choice made is only in the form itself, which
    // then says other than what the page was rendered with. (Not other than the address: a Back
    // before the code came changes the address, not the form.)
    const edited = panel && takeEdits(panel).size > 0;
    const rendered = filtersFromSearch(page?.search ?? '', areas);
    const ticked = form && formQuery(form, rendered) !== searchFromFilters(rendered);
    if (form && (edited || ticked)) followPanelSoon(form, withBar);
    else if (chosen.size > 0) setFilters(withBar);
    // Once, after hydration: from then on the fields report every change themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // A price typed between the hydration's commit and the islands' own listeners (their passive
  // effects, a frame later): the panel's island missed the focus that would wake it, and a typed
  // price is no `change` yet, so only the held edit says it. Taken here, after the islands'
  // effects and before the page stops holding (which would drop it), the results follow it.
  useEffect(() => {
    const panel = column.current;
    const form = panel?.querySelector('form');
    if (panel && form && takeEdits(panel).size > 0) followPanelSoon(form);
  }, []);
  // How many rentals match, once their code has counted them.
  const [rentalCount, setRentalCount] = useState<number>();
  const sections = renting ? [] : (results?.sections ?? []);
  const totals = sections.map((shown) => shown.total);
  const resultCount = renting ? rentalCount : results ? totals.reduce((sum, n) => sum + n, 0) : undefined;
  const pendingOrClosedCount = renting
    ? undefined
    : sections
        .filter((shown) => !LISTING_STATUS_TEXT[shown.status].forSale)
        .reduce((sum, shown) => sum + shown.total, 0);
  // The homes the filters choose among: their cities are the neighborhoods to pick (for sale, each
  // city with its count).
  const cities = areaCounts ?? results?.areas ?? [];
  const homes = renting ? RENTALS : cities.map((area) => ({ city: area.city, count: area.listings }));
  // Listings per city, for the featured areas' cards.
  const counts = results ? Object.fromEntries(cities.map((area) => [area.slug, area.listings])) : undefined;
  // Each neighbourhood's name as the listings spell it, for the saved search's words.
  const areaNames = new Map(cities.map((area) => [area.slug, area.city]));
  // Whether there is any listing at all, whatever the filters.
  const anyListing = cities.some((area) => area.listings > 0);
  // The filters as the URL spells them: the panel compares it, the cards carry it.
  const query = searchFromFilters(filters);

  // The sheet's code loads on the first press (or as the pointer nears the button), then stays.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);
  // What the bar shows: once it differs from what it was rendered with, its code loads.
  const barShows = [query, resultCount, pendingOrClosedCount, sheetOpen].join(' ');
  const [firstBar] = useState(barShows);
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
            <Bar
              wake={barShows !== firstBar}
              placeholderHeight="3rem"
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
            <Stack gap="8" id="matches" aria-busy={isPlaceholderData || undefined}>
              {renting ? (
                <RentalMatches filters={filters} onCount={setRentalCount} placeholderHeight="24rem" />
              ) : isPending ? (
                <ListingGridSkeleton count={6} />
              ) : !results ? (
                <EmptyResults key="loadError" reason="loadError" placeholderHeight="8rem" />
              ) : sections.length === 0 ? (
                <>
                  <EmptyResults
                    key={anyListing ? 'noMatches' : 'noListings'}
                    reason={anyListing ? 'noMatches' : 'noListings'}
                    placeholderHeight="8rem"
                  />
                  <div id="save-search">
                    <SaveSearch
                      variant="empty"
                      filters={filters}
                      areaNames={areaNames}
                      placeholderHeight="34rem"
                    />
                  </div>
                </>
              ) : (
                <>
                  <SaveSearchInvite placeholderHeight="5rem" />
                  {sections.map((shown) => (
                    <ResultsSection
                      key={shown.status}
                      section={shown}
                      filters={filters}
                      query={query}
                      alone={section !== undefined}
                    />
                  ))}
                  <div id="save-search">
                    <SaveSearch filters={filters} areaNames={areaNames} placeholderHeight="34rem" />
                  </div>
                </>
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
            counts={counts}
            chosen={renting ? [] : filters.areas}
            onChoose={showArea}
            placeholderHeight="20rem"
          />
          <BuyerBrokerNotice placeholderHeight="8rem" />
        </Stack>
      </Section>
      <Section width="formCard" id="contact">
        <ListingsTour homes={sections.flatMap((shown) => shown.listings)} placeholderHeight="48rem" />
      </Section>
    </>
  );
}

/**
 * The page is rendered with its search's results, read for the query it renders (`query`, in its
 * one spelling): each section's first page (or the one section it pages through) and each
 * neighbourhood's count, never every listing (docs/decisions/054-search-in-the-database.md).
 */
export async function pageData(site: SiteData, _params: unknown, query: URLSearchParams) {
  // The server's alone: the browser's build drops it, and what it imports, from the page's code.
  if (!import.meta.env.SSR) return undefined;
  if (!site.source) throw new Error('/listings searches the database: the site data names no project');
  const { readListingsSearchAt } =
    await import('@agent-sites/site-engine/features/listings/search-results.ts');
  return {
    listingsVersion: site.listingsVersion,
    listingsSearch: await readListingsSearchAt(site.source, searchFromUrl(query, areasOf(site))),
  };
}

/**
 * The page renders by its search (its filters, and the one section it pages through with its
 * cursor) and a card's tour (`tour`, a well-formed slug: the page shows the tour form when the home
 * is among its cards, read with them, else its own form): the site's server renders it for the
 * query they spell, with only the neighborhoods the listings' aggregate, the rentals and the
 * featured areas know. The server's alone, as `pageData` is.
 */
export const search = import.meta.env.SSR
  ? async (params: URLSearchParams, site?: SiteData) => {
      const { tourSlugOf, withTour } = await import('@agent-sites/site-engine/features/leads/card-tour.ts');
      return withTour(searchQuery(searchFromUrl(params, site && areasOf(site))), tourSlugOf(params));
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
