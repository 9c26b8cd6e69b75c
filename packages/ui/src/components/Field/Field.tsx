import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { Icon } from '../Icon';
import {
  CheckboxLabel,
  CheckboxRow,
  FieldRoot,
  SelectWrapper,
  StyledError,
  StyledHint,
  StyledInput,
  StyledLabel,
  StyledSelect,
  StyledTextarea,
} from './Field.styles';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

/** Props a control takes from its `Field`: id, description, validity and required state. */
function useFieldControl(ownDescribedBy?: string) {
  const field = useContext(FieldContext);
  if (!field) return { 'aria-describedby': ownDescribedBy };
  const describedBy = [field.describedBy, ownDescribedBy].filter(Boolean).join(' ') || undefined;
  return {
    id: field.id,
    'aria-describedby': describedBy,
    'aria-invalid': field.invalid || undefined,
    required: field.required || undefined,
  };
}

export interface FieldProps {
  /** The visible label. Every control has one. */
  label: ReactNode;
  /** Marks the field required: an asterisk on the label and `required` on the control. @default false */
  required?: boolean;
  /** Adds "(optional)" to the label, for forms where most fields are required. @default false */
  markOptional?: boolean;
  /** Help shown under the label and read with the control. */
  hint?: ReactNode;
  /** The message shown when the value is wrong; marks the control invalid. */
  error?: ReactNode;
  /** Sets the control's id (one is generated otherwise). */
  id?: string;
  className?: string;
  /** One control: `TextInput`, `Select` or `Textarea`. */
  children: ReactNode;
}

/**
 * A labelled form field: label, optional hint, the control and its error message, wired together
 * with ids so screen readers read the label, hint and error with the control.
 */
export function Field({
  label,
  required = false,
  markOptional = false,
  hint,
  error,
  id,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <FieldContext.Provider value={{ id: controlId, describedBy, invalid: Boolean(error), required }}>
      <FieldRoot className={className} data-invalid={error ? '' : undefined}>
        <Label htmlFor={controlId} required={required} optional={markOptional && !required}>
          {label}
        </Label>
        {hint && <Hint id={hintId}>{hint}</Hint>}
        {children}
        {error && <FieldError id={errorId}>{error}</FieldError>}
      </FieldRoot>
    </FieldContext.Provider>
  );
}

export interface LabelProps extends React.LabelHTMLAttributes<HTMLLabelElement> {
  /** Shows a required mark (hidden from screen readers, which hear "required" from the control). */
  required?: boolean;
  /** Shows "(optional)". */
  optional?: boolean;
  /** The element: a `legend` names a `fieldset` of radios. @default 'label' */
  as?: 'label' | 'legend';
}

/** A form label, or a fieldset's legend. Inside `Field` it is rendered for you. */
export function Label({ required, optional, children, ...rest }: LabelProps) {
  return (
    <StyledLabel {...rest}>
      {children}
      {required && (
        <span data-required-mark="" aria-hidden="true">
          *
        </span>
      )}
      {/* The space keeps "(optional)" a separate word in the accessible name. */}
      {optional && (
        <>
          {' '}
          <span data-optional-mark="">(optional)</span>
        </>
      )}
    </StyledLabel>
  );
}

/** Help text for a field. */
export function Hint(props: React.HTMLAttributes<HTMLParagraphElement>) {
  return <StyledHint {...props} />;
}

/** A validation message next to a field, with an icon so it does not rely on colour. */
export function FieldError({ children, ...rest }: React.HTMLAttributes<HTMLParagraphElement>) {
  return (
    <StyledError {...rest}>
      <Icon name="alert" size="1em" />
      <span>{children}</span>
    </StyledError>
  );
}

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** Sets the keyboard on phones and the browser's autofill. @default 'text' */
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url' | 'number' | 'date';
}

/** A single-line text input; place it inside `Field`. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  return <StyledInput ref={ref} type={type} {...useFieldControl(describedBy)} {...rest} />;
});

/** A multi-line text input; place it inside `Field`. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ 'aria-describedby': describedBy, rows = 4, ...rest }, ref) {
    return <StyledTextarea ref={ref} rows={rows} {...useFieldControl(describedBy)} {...rest} />;
  },
);

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first, empty choice that reads as a prompt ("Select an option"). */
  placeholder?: string;
  value?: string;
}

/** A native select (the most accessible choice on phones); place it inside `Field`. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { options, placeholder, value, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  return (
    <SelectWrapper>
      <StyledSelect ref={ref} value={value} {...useFieldControl(describedBy)} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      <Icon name="chevronDown" />
    </SelectWrapper>
  );
});

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box; clicking it toggles the box. */
  label: ReactNode;
  /** A message under the box; marks it invalid. */
  error?: ReactNode;
}

/** A checkbox with its label beside it and an optional error message. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <CheckboxRow className={className}>
      <CheckboxLabel htmlFor={inputId}>
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          // A description passed in (a hint) is kept, and the error is read after it.
          aria-describedby={[describedBy, errorId].filter(Boolean).join(' ') || undefined}
          {...rest}
        />
        <span>{label}</span>
      </CheckboxLabel>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </CheckboxRow>
  );
});
