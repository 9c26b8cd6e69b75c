import { useId } from 'react';
import { Segmented } from '../../internal/segmented.styles';
import { FILTER_PARAMS, LISTING_MODES } from '../../rules/filters';
import { PRICE_AMOUNTS, priceAmountText } from '../../rules/prices';
import { Button } from '../Button';
import { Field, Select, type SelectOption } from '../Field';
import { SelectWrapper, StyledSelect } from '../Field/Field.styles';
import { Icon } from '../Icon';
import { Fields, Legend, Modes, SearchRoot } from './HomeSearch.styles';

export interface HomeSearchProps {
  /** The listings page the search lands on, e.g. `/listings`. */
  action: string;
  /** The neighborhoods to offer: the value is the city slug (`citySlug`). */
  areas: readonly SelectOption[];
  /** The form's accessible name. @default 'Search homes' */
  label?: string;
  className?: string;
}

const BEDS: readonly SelectOption[] = [
  { value: '1', label: '1+' },
  { value: '2', label: '2+' },
  { value: '3', label: '3+' },
  { value: '4', label: '4+' },
];

/**
 * A home search for a hero: buy or rent, a neighborhood, a top price and bedrooms, sent as a
 * plain GET to the listings page with the fields named as its URL's parameters
 * (`FILTER_PARAMS`), so it works without JavaScript and the page opens with those filters. It has
 * no script of its own: a site whose router is live sends the same address through it.
 */
export function HomeSearch({ action, areas, label = 'Search homes', className }: HomeSearchProps) {
  const id = useId();
  const priceId = `${id}-price`;
  return (
    <SearchRoot role="search" aria-label={label} method="get" action={action} className={className}>
      <Modes>
        <Legend id={`${id}-mode`}>Looking to</Legend>
        <Segmented role="radiogroup" aria-labelledby={`${id}-mode`}>
          {LISTING_MODES.map((mode, index) => (
            <label key={mode.value}>
              <input type="radio" name={FILTER_PARAMS.mode} value={mode.value} defaultChecked={index === 0} />
              {mode.label}
            </label>
          ))}
        </Segmented>
      </Modes>
      <Fields>
        <Field label="Neighborhood">
          <Select name={FILTER_PARAMS.areas} options={areas} placeholder="Any Neighborhood" defaultValue="" />
        </Field>
        <Field label="Max Price" id={priceId}>
          <SelectWrapper>
            <StyledSelect id={priceId} name={FILTER_PARAMS.maxPrice} defaultValue="">
              <option value="">Any Price</option>
              {LISTING_MODES.map((mode) => (
                <optgroup key={mode.value} label={mode.value === 'rent' ? 'To rent' : 'To buy'}>
                  {PRICE_AMOUNTS[mode.value].map((amount) => (
                    <option key={amount} value={amount}>
                      {priceAmountText(amount, mode.value)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </StyledSelect>
            <Icon name="chevronDown" />
          </SelectWrapper>
        </Field>
        <Field label="Beds">
          <Select name={FILTER_PARAMS.beds} options={BEDS} placeholder="Any" defaultValue="" />
        </Field>
        <Button type="submit" variant="accent" iconStart="search">
          Search Homes
        </Button>
      </Fields>
    </SearchRoot>
  );
}
