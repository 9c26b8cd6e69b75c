import { forwardRef, useRef, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import {
  LISTING_MODES,
  LISTING_SORTS,
  PROPERTY_TYPES,
  FILTER_PARAMS,
  activeFilterCount,
  clearedFilters,
  resultCountText,
  withMode,
  type BathsFilter,
  type BedsFilter,
  type ListingFilters,
  type ListingMode,
} from '../../rules/filters';
import { PRICE_AMOUNTS } from '../../rules/prices';
import { ActiveCount } from '../../internal/active-count';
import { Segmented } from '../../internal/segmented.styles';
import { Button, ButtonLink } from '../Button';
import { Checkbox, Field, Select, type SelectOption } from '../Field';
import { Icon } from '../Icon';
import { PriceField } from '../PriceField';
import {
  Areas,
  Fields,
  Footer,
  ChoiceGroup,
  PanelRoot,
  Pair,
  Summary,
  Unfolding,
} from './FilterPanel.styles';

export interface FilterPanelNeighborhood {
  /** The city slug (`citySlug`), the filter's value. */
  value: string;
  /** The city as shown. */
  label: string;
  /** Listings in the city, shown after its name. */
  count?: number;
}

export interface FilterPanelProps {
  /** The current filters. */
  value: ListingFilters;
  /**
   * Called with the whole next filter set on every change: the fields are controlled and the
   * results follow them. Without it the panel is a plain form for pages without JavaScript: its
   * fields start at `value`, it folds under a "Filters" summary so the results stay first, and
   * "Show Results" sends it (a GET to `action`, the fields named as the URL's parameters).
   */
  onChange?: (next: ListingFilters) => void;
  /** The cities to choose from, e.g. from `neighborhoodOptions(listings, value.areas)`. */
  neighborhoods: readonly FilterPanelNeighborhood[];
  /** Called after "Clear Filters" has reset the filters (after `onChange`). */
  onClear?: () => void;
  /** Called when the visitor sends the form (Enter in a price field): a sheet closes, say. */
  onSubmit?: () => void;
  /** How many listings match, announced politely as it changes. Leave it out to hide the count. */
  resultCount?: number;
  /**
   * How many of the matches are pending or recently closed: the count then says how many are for
   * sale (available or coming soon) and how many are not.
   */
  pendingOrClosedCount?: number;
  /**
   * Offers Buy / Rent as a field. Leave it out where the page's bar already offers them (a panel
   * beside the results). @default true
   */
  includeMode?: boolean;
  /** Offers the order of the results as a field too (a plain form has no other sort control). @default false */
  includeSort?: boolean;
  /** Where the plain form is sent. @default the current page */
  action?: string;
  /** Where the plain form's "Clear Filters" goes: the page without filters. */
  clearHref?: string;
  /** A name for the filter region. @default 'Filter listings' */
  label?: string;
  /** More at the end of the controlled form, e.g. a sheet's submit button ("Show 7 Homes"). */
  children?: ReactNode;
  /** Reaches the panel's root: the search `form`, or the `details` around the plain form. */
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

/** "Min Price" for a home for sale, "Min Rent" for one to rent. */
const priceLabel = (bound: 'Min' | 'Max', mode: ListingMode) =>
  `${bound} ${mode === 'rent' ? 'Rent' : 'Price'}`;

/**
 * The listings page filters (spec §5): buying or renting, neighborhoods (several at once), a
 * price range that shows the amount it understood, beds, baths and property type. Each field is
 * named after its URL parameter (`FILTER_PARAMS`), so the same form works as a plain GET without
 * JavaScript and a page can take what was chosen before its code arrived. Controlled (with
 * `onChange`), results follow each change and Enter sends nothing anywhere.
 */
export const FilterPanel = forwardRef<HTMLFormElement, FilterPanelProps>(function FilterPanel(
  {
    value,
    onChange,
    neighborhoods,
    onClear,
    onSubmit,
    resultCount,
    pendingOrClosedCount,
    includeSort = false,
    action,
    clearHref,
    label = 'Filter listings',
    includeMode = true,
    children,
    className,
  },
  ref,
) {
  const firstField = useRef<HTMLInputElement>(null);
  const active = activeFilterCount(value);
  const live = onChange !== undefined;

  const set = (next: Partial<ListingFilters>) => onChange?.({ ...value, ...next });
  /** A controlled field's value and handler, or the plain form's starting value. */
  const selectProps = <K extends 'beds' | 'baths' | 'propertyType' | 'sort'>(key: K) =>
    live
      ? {
          value: value[key],
          onChange: (event: ChangeEvent<HTMLSelectElement>) =>
            set({ [key]: event.target.value } as Partial<ListingFilters>),
        }
      : { defaultValue: value[key] };

  const toggleArea = (area: string, checked: boolean) =>
    set({ areas: checked ? [...value.areas, area] : value.areas.filter((chosen) => chosen !== area) });

  const clear = (event: { currentTarget: HTMLButtonElement }) => {
    const form = event.currentTarget.form;
    onChange?.(clearedFilters(value));
    onClear?.();
    // The button disappears with the filters: keep keyboard focus in the panel.
    (firstField.current ?? form?.querySelector<HTMLElement>('input, select'))?.focus();
  };

  const fields = (
    <Fields>
      {includeMode && (
        <ChoiceGroup>
          <legend>Looking to</legend>
          <Segmented>
            {LISTING_MODES.map((mode) => (
              <label key={mode.value}>
                <input
                  ref={mode.value === value.mode ? firstField : undefined}
                  type="radio"
                  name={FILTER_PARAMS.mode}
                  value={mode.value}
                  {...(live
                    ? {
                        checked: value.mode === mode.value,
                        onChange: () => onChange(withMode(value, mode.value)),
                      }
                    : { defaultChecked: value.mode === mode.value })}
                />
                {mode.label}
              </label>
            ))}
          </Segmented>
        </ChoiceGroup>
      )}
      {neighborhoods.length > 0 && (
        <ChoiceGroup>
          <legend>Neighborhoods</legend>
          <Areas>
            {neighborhoods.map((option) => (
              <Checkbox
                key={option.value}
                name={FILTER_PARAMS.areas}
                value={option.value}
                label={option.count == null ? option.label : `${option.label} (${option.count})`}
                {...(live
                  ? {
                      checked: value.areas.includes(option.value),
                      onChange: (event: ChangeEvent<HTMLInputElement>) =>
                        toggleArea(option.value, event.target.checked),
                    }
                  : { defaultChecked: value.areas.includes(option.value) })}
              />
            ))}
          </Areas>
        </ChoiceGroup>
      )}
      <Pair>
        {(['Min', 'Max'] as const).map((bound) => {
          const key = bound === 'Min' ? 'minPrice' : 'maxPrice';
          return (
            <PriceField
              // A new mode is a new scale of amounts: start the field afresh.
              key={`${bound}-${value.mode}`}
              label={priceLabel(bound, value.mode)}
              name={bound === 'Min' ? FILTER_PARAMS.minPrice : FILTER_PARAMS.maxPrice}
              mode={value.mode}
              amounts={PRICE_AMOUNTS[value.mode]}
              placeholder={bound === 'Min' ? 'No min' : 'No max'}
              {...(live
                ? { value: value[key], onChange: (digits: string) => set({ [key]: digits }) }
                : { defaultValue: value[key] })}
            />
          );
        })}
      </Pair>
      <Pair>
        <Field label="Beds">
          <Select name={FILTER_PARAMS.beds} options={BEDS_OPTIONS} {...selectProps('beds')} />
        </Field>
        <Field label="Baths">
          <Select name={FILTER_PARAMS.baths} options={BATHS_OPTIONS} {...selectProps('baths')} />
        </Field>
      </Pair>
      <Field label="Property Type">
        <Select name={FILTER_PARAMS.propertyType} options={TYPE_OPTIONS} {...selectProps('propertyType')} />
      </Field>
      {includeSort && (
        <Field label="Sort by">
          <Select name={FILTER_PARAMS.sort} options={LISTING_SORTS} {...selectProps('sort')} />
        </Field>
      )}
    </Fields>
  );

  if (!live) {
    return (
      <Unfolding className={className}>
        <Summary>
          <Icon name="filter" />
          Filters
          <ActiveCount count={active} />
        </Summary>
        <PanelRoot ref={ref} role="search" aria-label={label} method="get" action={action}>
          {fields}
          <Footer>
            <Button type="submit" iconStart="search">
              Show Results
            </Button>
            {active > 0 && clearHref && (
              <ButtonLink href={clearHref} variant="ghost" size="sm" iconStart="close" data-clear="">
                Clear Filters
              </ButtonLink>
            )}
          </Footer>
        </PanelRoot>
      </Unfolding>
    );
  }

  return (
    <PanelRoot
      ref={ref}
      role="search"
      aria-label={label}
      className={className}
      data-active={active > 0 || undefined}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit?.();
      }}
    >
      {fields}
      {(resultCount !== undefined || active > 0) && (
        <Footer>
          {resultCount !== undefined && (
            // Always rendered while a count is given, so screen readers hear each new count.
            <p role="status" data-panel-count="">
              {resultCountText(resultCount, pendingOrClosedCount)}
            </p>
          )}
          {active > 0 && (
            <Button variant="ghost" size="sm" iconStart="close" data-clear="" onClick={clear}>
              Clear Filters
            </Button>
          )}
        </Footer>
      )}
      {children}
    </PanelRoot>
  );
});
