import type { ListingFilters } from '@agent-sites/ui';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageData } from '../../app/page-data.tsx';
import { tourSlugOf, withTour } from '../leads/card-tour.ts';
import { filtersFromSearch, searchFromFilters } from './filters-url.ts';
import { searchFromUrl, searchQuery, type SectionRequest } from './search-url.ts';

interface FiltersState {
  /** The URL query the filters were last brought in line with. */
  search: string;
  filters: ListingFilters;
  /** Queries this page has navigated to that the router has not shown yet, oldest first. */
  pending: string[];
}

/**
 * The listings filters, kept in the URL query (`?area=springfield&area=lakeside&beds=3`) so a
 * reload, a shared link and the Back button show the same results. The fields answer each
 * keystroke from state: the router updates the URL in a transition, and a field fed from the URL
 * alone would drop fast typing. A URL this page did not write (Back, Forward, a link) replaces
 * the state; one spelled otherwise than the page writes it (an old link, a form sent without
 * JavaScript, the home page's search) is rewritten in place to its one spelling.
 *
 * While the page hydrates, the filters are the ones its HTML was rendered with: the query in its
 * page data (the site's server renders `/listings?…` for its query), else none (the prerendered
 * `/listings`, on a static host); the URL's apply in the render that follows.
 *
 * `areas` are the neighborhoods a URL may choose (`knownAreas`): an `area` the URL names outside
 * them is dropped from the filters and from the address, never shown.
 *
 * The third value is the one section the URL pages through (`?section=pending&after=…`), if any
 * (`searchFromUrl`): a change of the filters starts again from every section's first page.
 */
export function useUrlFilters(
  areas: ReadonlySet<string> | undefined,
): [ListingFilters, (next: ListingFilters) => void, SectionRequest | undefined] {
  const renderedSearch = usePageData()?.search ?? '';
  // Spelled by the server with the known areas only.
  const rendered = useMemo(() => searchFromUrl(new URLSearchParams(renderedSearch)), [renderedSearch]);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [state, setState] = useState<FiltersState>(() => ({
    search,
    filters: filtersFromSearch(params, areas),
    pending: [],
  }));
  let current = state;
  if (search !== state.search) {
    const ours = state.pending.indexOf(search);
    current =
      ours >= 0
        ? { search, filters: state.filters, pending: state.pending.slice(ours + 1) }
        : { search, filters: filtersFromSearch(params, areas), pending: [] };
    setState(current);
  }

  // The section of the address the page is on, or of the one it has just asked for.
  const section = searchFromUrl(new URLSearchParams(current.pending.at(-1) ?? search), areas).section;
  // The URL's search replaces the page's after hydration only where they differ: a second snapshot
  // for hydration makes React render the whole page again at once, cards and all.
  const differs = searchQuery({ filters: current.filters, section }) !== searchQuery(rendered);
  const hydrating = useSyncExternalStore(
    noSubscription,
    isNotHydrating,
    differs ? isHydrating : isNotHydrating,
  );

  // One address per search: a query spelled otherwise is replaced, not added to the history. The
  // home a listing card asked to tour stays (features/leads/card-tour.ts).
  const tour = tourSlugOf(params);
  const canonical = withTour(searchQuery(searchFromUrl(params, areas)), tour);
  useEffect(() => {
    if (canonical !== search) setParams(canonical, { replace: true, preventScrollReset: true });
  }, [canonical, search, setParams]);

  // The search this page last asked the router for, and the state it asked from. Two reports of
  // one change before the page renders again (a field's own listener and the live panel, each
  // once its code is here) would each find the filters on screen unchanged and add the same
  // address twice, so that Back seemed to do nothing; the second compares with what was asked.
  const asked = useRef<{ from: FiltersState; search: string } | null>(null);

  const setFilters = (next: ListingFilters) => {
    const nextSearch = withTour(searchFromFilters(next), tour);
    const shownSearch =
      asked.current?.from === current
        ? asked.current.search
        : withTour(searchFromFilters(current.filters), tour);
    const unchangedUrl = nextSearch === shownSearch;
    // A price is typed a digit at a time: one history entry per price typed, not per keystroke, so
    // Back returns to the results before it.
    const changed = (Object.keys(next) as (keyof ListingFilters)[]).filter(
      (key) => next[key] !== current.filters[key],
    );
    const key = changed.length === 1 ? changed[0] : undefined;
    const typing =
      (key === 'minPrice' || key === 'maxPrice') && current.filters[key] !== '' && next[key] !== '';
    setState((previous) => ({
      ...previous,
      filters: next,
      pending: unchangedUrl ? previous.pending : [...previous.pending, nextSearch],
    }));
    if (unchangedUrl) return;
    asked.current = { from: current, search: nextSearch };
    setParams(nextSearch, { preventScrollReset: true, replace: typing });
  };
  return hydrating
    ? [rendered.filters, setFilters, rendered.section]
    : [current.filters, setFilters, section];
}

const noSubscription = () => () => undefined;
const isNotHydrating = () => false;
const isHydrating = () => true;
