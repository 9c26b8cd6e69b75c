import { EMPTY_FILTERS, type ListingFilters } from '@agent-sites/ui';
import { useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromSearch, searchFromFilters } from './filters-url.ts';

interface FiltersState {
  /** The URL query the filters were last brought in line with. */
  search: string;
  filters: ListingFilters;
  /** Queries this page has navigated to that the router has not shown yet, oldest first. */
  pending: string[];
}

/**
 * The listings filters, kept in the URL query (`?area=royal-oak&beds=3`) so a reload, a shared link
 * and the Back button show the same results. The fields answer each keystroke from state: the router
 * updates the URL in a transition, and a field fed from the URL alone would drop fast typing. A URL
 * this page did not write (Back, Forward, a link) replaces the state.
 *
 * `/listings` is prerendered without a query, so while a page opened with one hydrates, the filters
 * are empty, as in its HTML; the URL's apply in the render that follows.
 */
export function useUrlFilters(): [ListingFilters, (next: ListingFilters) => void] {
  const hydrating = useSyncExternalStore(noSubscription, isNotHydrating, isHydrating);
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  const [state, setState] = useState<FiltersState>(() => ({
    search,
    filters: filtersFromSearch(params),
    pending: [],
  }));
  let current = state;
  if (search !== state.search) {
    const ours = state.pending.indexOf(search);
    current =
      ours >= 0
        ? { search, filters: state.filters, pending: state.pending.slice(ours + 1) }
        : { search, filters: filtersFromSearch(params), pending: [] };
    setState(current);
  }

  const setFilters = (next: ListingFilters) => {
    const nextSearch = searchFromFilters(next).toString();
    const unchangedUrl = nextSearch === searchFromFilters(current.filters).toString();
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
    if (!unchangedUrl) setParams(nextSearch, { preventScrollReset: true, replace: typing });
  };
  return [hydrating ? EMPTY_FILTERS : current.filters, setFilters];
}

const noSubscription = () => () => undefined;
const isNotHydrating = () => false;
const isHydrating = () => true;
