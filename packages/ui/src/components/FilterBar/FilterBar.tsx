import { forwardRef, type Ref } from 'react';
import type { LinkComponent } from '../../internal/link';
import { SmartLink } from '../../internal/link';
import { ActiveCount } from '../../internal/active-count';
import { Segmented } from '../../internal/segmented.styles';
import {
  LISTING_MODES,
  activeFilterCount,
  resultCountText,
  type ListingFilters,
  type ListingMode,
  type ListingSort,
} from '../../rules/filters';
import { Button } from '../Button';
import { SortControl } from '../SortControl';
import { Count, Tools } from './FilterBar.styles';

export interface FilterBarProps {
  /** The filters shown: the Filters button counts them, the sort and Buy / Rent show theirs. */
  filters: ListingFilters;
  /** Opens the filters (a `FilterSheet`). */
  onOpenFilters: () => void;
  /** Whether the filters are open, for the button's state. @default false */
  filtersOpen?: boolean;
  /**
   * Called when the visitor is about to open the filters (a pointer over the button, focus on
   * it), so a page can start loading their code before the press.
   */
  onFiltersIntent?: () => void;
  /** Reaches the Filters button (focus goes back to it when the sheet closes). */
  filtersButtonRef?: Ref<HTMLButtonElement>;
  /** Called with the order the visitor picks. */
  onSortChange: (sort: ListingSort) => void;
  /** The address of the results for buying or for renting: Buy and Rent are links to them. */
  modeHref: (mode: ListingMode) => string;
  /** Resets the filters; "Clear Filters" shows while any is on. */
  onClear: () => void;
  /** How many listings match, announced politely as it changes. Leave it out while counting. */
  resultCount?: number;
  /** How many of the matches are pending or recently closed (see `resultCountText`). */
  pendingOrClosedCount?: number;
  /**
   * The page shows the filters in a panel beside the results on wide screens (from the `xl`
   * breakpoint): there the bar leaves Filters and Clear Filters to the panel. @default false
   */
  panelBeside?: boolean;
  /** The site's link component for Buy and Rent; defaults to the one from `LinkProvider`. */
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * The bar above the listings: Buy or Rent, one "Filters" button saying how many filters are on,
 * the order of the results, how many homes match and "Clear Filters". Compact, so the first
 * listing starts on a phone's first screen. The controls that need the page's script (the
 * button, the sort, Clear Filters) hide when the browser runs none; Buy and Rent are links and
 * work everywhere. Named `sort`, the order can be taken from the field before the code arrives.
 */
export const FilterBar = forwardRef<HTMLDivElement, FilterBarProps>(function FilterBar(
  {
    filters,
    onOpenFilters,
    filtersOpen = false,
    onFiltersIntent,
    filtersButtonRef,
    onSortChange,
    modeHref,
    onClear,
    resultCount,
    pendingOrClosedCount,
    panelBeside = false,
    linkComponent,
    className,
  },
  ref,
) {
  const active = activeFilterCount(filters);
  return (
    <Tools ref={ref} className={className} data-panel-beside={panelBeside ? '' : undefined}>
      <Segmented role="group" aria-label="Looking to" data-modes="">
        {LISTING_MODES.map((mode) => (
          <SmartLink
            key={mode.value}
            href={modeHref(mode.value)}
            linkComponent={linkComponent}
            aria-current={filters.mode === mode.value ? 'true' : undefined}
          >
            {mode.label}
          </SmartLink>
        ))}
      </Segmented>
      <Button
        ref={filtersButtonRef}
        variant="secondary"
        iconStart="filter"
        aria-haspopup="dialog"
        aria-expanded={filtersOpen}
        data-needs-script=""
        data-filters=""
        name="filters"
        onClick={onOpenFilters}
        onPointerEnter={onFiltersIntent}
        onFocus={onFiltersIntent}
      >
        Filters
        <ActiveCount count={active} />
      </Button>
      {active > 0 && (
        <Button
          variant="ghost"
          size="sm"
          iconStart="close"
          data-needs-script=""
          data-clear=""
          onClick={onClear}
        >
          Clear Filters
        </Button>
      )}
      {/* Always rendered, so screen readers hear each new count. */}
      <Count role="status" data-result-count="">
        {resultCount === undefined ? '' : resultCountText(resultCount, pendingOrClosedCount)}
      </Count>
      <div data-needs-script="" data-sort="">
        <SortControl value={filters.sort} onChange={onSortChange} />
      </div>
    </Tools>
  );
});
