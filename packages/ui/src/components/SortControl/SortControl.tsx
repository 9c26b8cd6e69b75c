import { useId, type ChangeEvent } from 'react';
import { LISTING_SORTS, type ListingSort } from '../../rules/filters';
import { Icon } from '../Icon';
import { Root, SelectBox } from './SortControl.styles';

export interface SortControlProps {
  /** The order shown now. */
  value: ListingSort;
  /** Called with the order the visitor picks. */
  onChange: (sort: ListingSort) => void;
  /** The visible label before the choices. @default 'Sort' */
  label?: string;
  /** The field's name, so a page can take a choice made before its code arrived. @default 'sort' */
  name?: string;
  className?: string;
}

/**
 * The order of the results: newest first, or by price either way. A native select with its
 * label beside it, small enough to sit above the results on a phone.
 */
export function SortControl({ value, onChange, label = 'Sort', name = 'sort', className }: SortControlProps) {
  const id = useId();
  return (
    <Root className={className}>
      <label htmlFor={id}>{label}</label>
      <SelectBox>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value as ListingSort)}
        >
          {LISTING_SORTS.map((sort) => (
            <option key={sort.value} value={sort.value}>
              {sort.label}
            </option>
          ))}
        </select>
        <Icon name="chevronDown" size="1rem" />
      </SelectBox>
    </Root>
  );
}
