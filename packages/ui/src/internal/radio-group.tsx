import { useField } from 'formik';
import { useId, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { FieldError, Hint, Label, type SelectOption } from '../components/Field';
import { vars } from '../theme/vars';
import { Fieldset } from './fieldset.styles';
import { useVisibleError } from './form';

/**
 * A choice among a few options shown all at once (the time of day, in person or by video): a
 * `fieldset` named by its legend, one native radio per option, so the arrow keys move between them
 * and a screen reader hears "1 of 3". A refused choice marks the radios invalid (`FormFocus` then
 * focuses the first) and the group describes itself with the message.
 */
export function FormRadioGroup({
  name,
  legend,
  options,
  required,
  hint,
}: {
  name: string;
  legend: ReactNode;
  options: readonly SelectOption[];
  required?: boolean;
  hint?: ReactNode;
}) {
  const [field] = useField<string>(name);
  const error = useVisibleError(name);
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <RadioFieldset
      role="radiogroup"
      aria-required={required || undefined}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
      data-invalid={error ? '' : undefined}
    >
      <Label as="legend" required={required}>
        {legend}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <RadioOptions>
        {options.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={field.value === option.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </RadioOptions>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </RadioFieldset>
  );
}

const RadioFieldset = styled(Fieldset)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['2']};

  & > legend {
    margin-bottom: ${vars.space['2']};
  }
`;

/** The options as tiles side by side where they fit; the whole tile is the radio's label. */
const RadioOptions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${vars.space['2']};

  & > label {
    display: flex;
    align-items: center;
    gap: ${vars.space['2']};
    min-height: 2.75rem;
    padding: ${vars.space['2']} ${vars.space['3']};
    border: 1px solid ${vars.color.border.strong};
    border-radius: ${vars.radius.md};
    background: ${vars.color.surface.raised};
    font-size: ${vars.fontSize.sm};
    line-height: ${vars.lineHeight.snug};
    color: ${vars.color.text.default};
    cursor: pointer;
  }
  & > label:has(input:checked) {
    border-color: ${vars.color.brand.primary};
    box-shadow: inset 0 0 0 1px ${vars.color.brand.primary};
    font-weight: ${vars.fontWeight.semibold};
  }
  & > label:has(input:focus-visible) {
    border-color: ${vars.color.border.focus};
    box-shadow: ${vars.shadow.focus};
  }
  & input {
    flex-shrink: 0;
    width: 1.125rem;
    height: 1.125rem;
    margin: 0;
    accent-color: ${vars.color.brand.primary};
    cursor: pointer;
  }
  & input:focus-visible {
    outline: none;
  }
  & input[aria-invalid='true'] {
    outline: 2px solid ${vars.color.tone.danger.text};
    outline-offset: 1px;
  }
`;
