import { forwardRef, useRef, type ChangeEvent, type FormEvent } from 'react';
import {
  EMPTY_FILTERS,
  PROPERTY_TYPES,
  digitsOnly,
  isFilterActive,
  type BathsFilter,
  type BedsFilter,
  type ListingFilters,
} from '../../rules/filters';
import { Button } from '../Button';
import { Field, Select, TextInput, type SelectOption } from '../Field';
import { Fields, Footer, PanelRoot } from './FilterPanel.styles';

export interface FilterPanelNeighborhood {
  /** The city slug (`citySlug`), the filter's value. */
  value: string;
  /** The city as shown. */
  label: string;
  /** Listings in the city, shown after its name. */
  count?: number;
}

export interface FilterPanelProps {
  /** The current filters; the panel is controlled. */
  value: ListingFilters;
  /** Called with the whole next filter set on every change. */
  onChange: (next: ListingFilters) => void;
  /** The cities to choose from, e.g. from `neighborhoodOptions(listings)`. */
  neighborhoods: readonly FilterPanelNeighborhood[];
  /** Called after "Clear Filters" has reset the filters (after `onChange(EMPTY_FILTERS)`). */
  onClear?: () => void;
  /** How many listings match, announced politely as it changes. Leave it out to hide the count. */
  resultCount?: number;
  /**
   * How many of the matches are pending or recently closed: the count then says how many are for
   * sale (available or coming soon) and how many are not, so a visitor is not promised homes that
   * are already sold.
   */
  pendingOrClosedCount?: number;
  /** A name for the filter region. @default 'Filter listings' */
  label?: string;
  /** Reaches the panel's root, the search `form`. */
  className?: string;
}

const BEDS_OPTIONS: readonly (SelectOption & { value: BedsFilter })[] = [
  { value: 'any', label: 'Any' },
  { value: '1', label: '1+' },
  { value: '2', label: '2+' },
  { value: '3', label: '3+' },
  { value: '4', label: '4+' },
];

const BATHS_OPTIONS: readonly (SelectOption & { value: BathsFilter })[] = [
  { value: 'any', label: 'Any' },
  { value: '1', label: '1+' },
  { value: '2', label: '2+' },
  { value: '3', label: '3+' },
];

const TYPE_OPTIONS: readonly SelectOption[] = [{ value: 'any', label: 'Any Type' }, ...PROPERTY_TYPES];

/** "7 homes match", and with a breakdown "7 homes match: 4 for sale, 3 pending or closed". */
function resultText(count: number, pendingOrClosed?: number): string {
  const matches = `${count.toLocaleString('en-US')} ${count === 1 ? 'home matches' : 'homes match'}`;
  if (pendingOrClosed === undefined || count === 0) return matches;
  const forSale = (count - pendingOrClosed).toLocaleString('en-US');
  return `${matches}: ${forSale} for sale, ${pendingOrClosed.toLocaleString('en-US')} pending or closed`;
}

/**
 * The listings page filters (spec §5): neighborhood, price range, beds, baths and property type.
 * Controlled: it shows `value` and reports each change through `onChange`; the page filters the
 * listings with `matchesFilters`. Results update as the visitor changes a field, so there is no
 * submit button, and pressing Enter in a price field does nothing. Each field is named after its
 * key in `ListingFilters`, so a page can take what was chosen before its code arrived.
 */
export const FilterPanel = forwardRef<HTMLFormElement, FilterPanelProps>(function FilterPanel(
  {
    value,
    onChange,
    neighborhoods,
    onClear,
    resultCount,
    pendingOrClosedCount,
    label = 'Filter listings',
    className,
  },
  ref,
) {
  const firstField = useRef<HTMLSelectElement>(null);
  const active = isFilterActive(value);

  const set = <K extends keyof ListingFilters>(key: K, next: ListingFilters[K]) =>
    onChange({ ...value, [key]: next });
  const onSelect =
    <K extends 'neighborhood' | 'beds' | 'baths' | 'propertyType'>(key: K) =>
    (event: ChangeEvent<HTMLSelectElement>) =>
      set(key, event.target.value as ListingFilters[K]);
  const onPrice = (key: 'minPrice' | 'maxPrice') => (event: ChangeEvent<HTMLInputElement>) =>
    set(key, digitsOnly(event.target.value));

  const clear = () => {
    onChange({ ...EMPTY_FILTERS });
    onClear?.();
    // The button disappears with the filters: keep keyboard focus in the panel.
    firstField.current?.focus();
  };

  const neighborhoodOptions: SelectOption[] = [
    { value: 'all', label: 'All Neighborhoods' },
    ...neighborhoods.map((option) => ({
      value: option.value,
      label: option.count == null ? option.label : `${option.label} (${option.count})`,
    })),
  ];

  return (
    <PanelRoot
      ref={ref}
      role="search"
      aria-label={label}
      className={className}
      data-active={active || undefined}
      onSubmit={(event: FormEvent) => event.preventDefault()}
    >
      <Fields>
        <Field label="Neighborhood">
          <Select
            ref={firstField}
            name="neighborhood"
            options={neighborhoodOptions}
            value={value.neighborhood || 'all'}
            onChange={onSelect('neighborhood')}
          />
        </Field>
        <Field label="Min Price">
          <TextInput
            inputMode="numeric"
            autoComplete="off"
            placeholder="No min"
            name="minPrice"
            value={value.minPrice}
            onChange={onPrice('minPrice')}
          />
        </Field>
        <Field label="Max Price">
          <TextInput
            inputMode="numeric"
            autoComplete="off"
            placeholder="No max"
            name="maxPrice"
            value={value.maxPrice}
            onChange={onPrice('maxPrice')}
          />
        </Field>
        <Field label="Beds">
          <Select name="beds" options={BEDS_OPTIONS} value={value.beds} onChange={onSelect('beds')} />
        </Field>
        <Field label="Baths">
          <Select name="baths" options={BATHS_OPTIONS} value={value.baths} onChange={onSelect('baths')} />
        </Field>
        <Field label="Property Type">
          <Select
            name="propertyType"
            options={TYPE_OPTIONS}
            value={value.propertyType}
            onChange={onSelect('propertyType')}
          />
        </Field>
      </Fields>
      {(resultCount !== undefined || active) && (
        <Footer>
          {resultCount !== undefined && (
            // Always rendered while a count is given, so screen readers hear each new count.
            <p role="status" data-result-count="">
              {resultText(resultCount, pendingOrClosedCount)}
            </p>
          )}
          {active && (
            <Button variant="ghost" size="sm" iconStart="close" data-clear="" onClick={clear}>
              Clear Filters
            </Button>
          )}
        </Footer>
      )}
    </PanelRoot>
  );
});
