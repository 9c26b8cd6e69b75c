// The filters beside the results on a wide screen: prerendered with the page, their code loaded
// when the visitor reaches for them (docs/decisions/021-listings-search.md, addendum).
import { FilterPanel, neighborhoodOptions, type FilterPanelProps } from '@agent-sites/ui';

export interface ListingsFilterPanelProps extends Omit<FilterPanelProps, 'neighborhoods'> {
  /**
   * The homes being filtered (for sale, or for rent), or their cities with a `count` each (the
   * database's aggregate): the neighborhoods offered.
   */
  homes: readonly { city: string; count?: number }[];
}

/** The panel, offering the neighborhoods of the homes it filters and any already chosen. */
export default function ListingsFilterPanel({ homes, ...panel }: ListingsFilterPanelProps) {
  return <FilterPanel {...panel} neighborhoods={neighborhoodOptions(homes, panel.value.areas)} />;
}
