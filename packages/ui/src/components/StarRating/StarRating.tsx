import { useId, useState, type FocusEventHandler, type ReactNode } from 'react';
import { StyledLabel } from '../Field/Field.styles';
import { FieldError, Hint } from '../Field';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { RatingFieldset, StarInputs } from './StarRating.styles';
import {
  STAR_RATING_MAX,
  STARS,
  StarRatingDisplay,
  type StarRatingCommonProps,
  type StarRatingDisplayProps,
} from './StarRatingDisplay';

export {
  STAR_RATING_MAX,
  STAR_RATING_SIZES,
  type StarRatingDisplayProps,
  type StarRatingSize,
} from './StarRatingDisplay';

export interface StarRatingInputProps extends StarRatingCommonProps {
  /** Makes the rating a choice: called with 1 to 5 when the visitor picks a star. */
  onChange: (value: number) => void;
  /** The radio group's name, as submitted with the form. */
  name: string;
  /** The visible label of the group, e.g. "Your rating". */
  label: ReactNode;
  /** The chosen rating, for a controlled input. Leave out to let the component keep it. */
  value?: number;
  /** The first rating of an uncontrolled input. @default 5 */
  defaultValue?: number;
  /** Called when focus leaves a star, e.g. to mark the field touched. */
  onBlur?: FocusEventHandler<HTMLInputElement>;
  /** Help shown under the label and read with the group. */
  hint?: ReactNode;
  /** The message shown when the rating is wrong; marks the group invalid. */
  error?: ReactNode;
  /** @default false */
  disabled?: boolean;
}

export type StarRatingProps = StarRatingDisplayProps | StarRatingInputProps;

/**
 * Five stars. With `value` alone it shows a rating (one image named "4 out of 5 stars"); with
 * `onChange` it is a radio group, "1 star" to "5 stars", operated like native radios: click a
 * star, or move and choose with the arrow keys.
 */
export function StarRating(props: StarRatingProps) {
  return props.onChange ? <StarRatingInput {...props} /> : <StarRatingDisplay {...props} />;
}

function StarRatingInput({
  onChange,
  name,
  label,
  value,
  defaultValue = STAR_RATING_MAX,
  onBlur,
  hint,
  error,
  disabled = false,
  size = 'md',
  className,
}: StarRatingInputProps) {
  const [ownValue, setOwnValue] = useState(defaultValue);
  const current = value ?? ownValue;
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  const choose = (star: number) => {
    setOwnValue(star);
    onChange(star);
  };

  return (
    <RatingFieldset className={className} aria-describedby={describedBy} disabled={disabled}>
      <StyledLabel as="legend">{label}</StyledLabel>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <StarInputs
        data-size={size}
        data-disabled={disabled || undefined}
        data-invalid={error ? '' : undefined}
      >
        {STARS.map((star) => (
          <label key={star} data-star="" data-filled={star <= current || undefined}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={star === current}
              onChange={() => choose(star)}
              onBlur={onBlur}
              aria-invalid={error ? true : undefined}
            />
            <Icon name="star" />
            <VisuallyHidden>{star === 1 ? '1 star' : `${star} stars`}</VisuallyHidden>
          </label>
        ))}
      </StarInputs>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </RatingFieldset>
  );
}
