import { useId, type ChangeEvent, type ReactNode } from 'react';
import { digitsOnly, type ListingMode } from '../../rules/filters';
import { priceAmountText } from '../../rules/prices';
import { Button } from '../Button';
import { Field, TextInput } from '../Field';
import { Understood } from './PriceField.styles';

export interface PriceFieldProps {
  /** The visible label, e.g. "Min Price". */
  label: ReactNode;
  /** The field's name in its form, e.g. `min`. */
  name: string;
  /** The digits of the amount, when the field is controlled. */
  value?: string;
  /** The digits of the amount at first, when the field is not controlled (a form sent without JavaScript). */
  defaultValue?: string;
  /** Called with the digits of what the visitor typed: "$300k" gives "300" (spec §5). */
  onChange?: (digits: string) => void;
  /** Common amounts offered as the visitor types, in whole dollars. @default [] */
  amounts?: readonly number[];
  /** `rent` reads an amount as a month's rent ("$950 a month"). @default 'sale' */
  mode?: ListingMode;
  /**
   * Below this amount the field asks whether the visitor meant thousands ("300k" is $300, not
   * $300,000) and offers the larger amount. @default 1000 for a sale price, none for a rent
   */
  plausibleFrom?: number;
  /** Shown while empty. @default 'Any' */
  placeholder?: string;
  className?: string;
}

/**
 * A price typed in dollars: non-digits are dropped as the visitor types (spec §5), and under the
 * field it says the amount it understood ("Reads as $300,000"), so "300k" read as $300 is noticed,
 * with the likely amount one press away. Common amounts are offered as suggestions.
 */
export function PriceField({
  label,
  name,
  value,
  defaultValue,
  onChange,
  amounts = [],
  mode = 'sale',
  plausibleFrom = mode === 'sale' ? 1000 : undefined,
  placeholder = 'Any',
  className,
}: PriceFieldProps) {
  const id = useId();
  const listId = `${id}-amounts`;
  const readingId = `${id}-reading`;
  const digits = digitsOnly(value ?? defaultValue ?? '');
  const amount = digits === '' ? null : Number(digits);
  const doubtful = amount !== null && amount > 0 && plausibleFrom !== undefined && amount < plausibleFrom;
  const meant = doubtful ? amount * 1000 : null;

  return (
    <Field label={label} className={className}>
      <TextInput
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        list={amounts.length > 0 ? listId : undefined}
        aria-describedby={readingId}
        {...(onChange
          ? {
              value: digits,
              onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(digitsOnly(event.target.value)),
            }
          : { defaultValue: digits })}
      />
      {amounts.length > 0 && (
        <datalist id={listId}>
          {amounts.map((option) => (
            <option key={option} value={option}>
              {priceAmountText(option, mode)}
            </option>
          ))}
        </datalist>
      )}
      {/* Always there, so screen readers hear each new reading as the visitor types. */}
      <Understood id={readingId} aria-live="polite" data-tone={doubtful ? 'warning' : undefined}>
        {amount !== null && (
          <>
            Reads as {priceAmountText(amount, mode)}.
            {meant !== null && <> Did you mean {priceAmountText(meant, mode)}?</>}
          </>
        )}
      </Understood>
      {meant !== null && onChange && (
        <div>
          <Button variant="secondary" size="sm" onClick={() => onChange(String(meant))}>
            Use {priceAmountText(meant, mode)}
          </Button>
        </div>
      )}
    </Field>
  );
}
