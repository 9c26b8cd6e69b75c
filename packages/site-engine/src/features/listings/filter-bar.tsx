// The bar above the listings (Buy or Rent, Filters, the sort and the count): prerendered with the
// page, its code loaded when the visitor reaches for it or the results it counts change, so the
// page's first load carries the search instead (docs/decisions/054-search-in-the-database.md).
import { FilterBar, type FilterBarProps } from '@agent-sites/ui';
import { LIVE_BAR } from './live-bar.ts';

/** Marks a box as live: only in the browser, once React has put it on the page (never in the HTML). */
const markLive = (box: HTMLDivElement | null) => box?.setAttribute(LIVE_BAR, '');

/** The bar, in a box that says it is live. */
export default function ListingsFilterBar(props: FilterBarProps) {
  return (
    <div ref={markLive} style={{ display: 'contents' }}>
      <FilterBar {...props} />
    </div>
  );
}
