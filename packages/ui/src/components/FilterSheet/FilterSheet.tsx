import { Dialog } from '../Dialog';
import { Button } from '../Button';
import { FilterPanel, type FilterPanelProps } from '../FilterPanel';
import { SheetFooter } from './FilterSheet.styles';

export interface FilterSheetProps extends Omit<
  FilterPanelProps,
  'onChange' | 'onSubmit' | 'action' | 'clearHref' | 'includeSort' | 'children'
> {
  /** Called with the whole next filter set on every change; the results behind follow it. */
  onChange: NonNullable<FilterPanelProps['onChange']>;
  /** Whether the sheet is open. */
  open: boolean;
  /** Called when the visitor closes the sheet or asks to see the results; set `open` to false. */
  onClose: () => void;
  /** The sheet's title and accessible name. @default 'Filters' */
  title?: string;
}

/** "Show 7 Homes": what closing the sheet shows. */
function showText(count: number | undefined): string {
  if (count === undefined) return 'Show Results';
  return `Show ${count.toLocaleString('en-US')} ${count === 1 ? 'Home' : 'Homes'}`;
}

/**
 * The listings filters in a modal sheet (a dialog filling a phone's screen): the results behind
 * follow every change, the count is announced, and "Show 7 Homes" (or Enter) closes it to see
 * them. Escape, the close button and the backdrop close it too, and focus goes back to the button
 * that opened it.
 */
export function FilterSheet({ open, onClose, title = 'Filters', resultCount, ...panel }: FilterSheetProps) {
  return (
    <Dialog open={open} onClose={onClose} title={title} size="lg">
      <FilterPanel {...panel} resultCount={resultCount} onSubmit={onClose}>
        {/* The form's submit button, so Enter in a price field shows the results too. */}
        <SheetFooter>
          <Button type="submit" fullWidth>
            {showText(resultCount)}
          </Button>
        </SheetFooter>
      </FilterPanel>
    </Dialog>
  );
}
