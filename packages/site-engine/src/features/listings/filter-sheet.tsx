// The filters' sheet, loaded when the visitor first reaches for "Filters": the dialog, the filter
// form and its fields are not in /listings' first load (docs/decisions/021-listings-search.md).
import { FilterSheet, neighborhoodOptions, type FilterSheetProps } from '@agent-sites/ui';

export interface ListingsFilterSheetProps extends Omit<FilterSheetProps, 'neighborhoods'> {
  /**
   * The homes being filtered (for sale, or for rent), or their cities with a `count` each (the
   * database's aggregate): the neighborhoods offered.
   */
  homes: readonly { city: string; count?: number }[];
}

/** The sheet, offering the neighborhoods of the homes it filters and any already chosen. */
export default function ListingsFilterSheet({ homes, ...sheet }: ListingsFilterSheetProps) {
  return <FilterSheet {...sheet} neighborhoods={neighborhoodOptions(homes, sheet.value.areas)} />;
}
