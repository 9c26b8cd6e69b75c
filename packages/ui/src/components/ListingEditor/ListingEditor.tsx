import {
  amountDigits,
  featureLines,
  LISTING_LIMITS,
  LISTING_STATUS_LIFECYCLE,
  LISTING_STATUS_TEXT,
  listingSchema,
  PRICE_TEXT,
  PROPERTY_TYPES,
  type ListingDraft,
  type ListingFormValues,
  type ListingStatus,
  type PropertyType,
} from '@agent-sites/schemas';
import { Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import {
  fieldErrorsOf,
  FormFocus,
  FormSelectField,
  FormTextareaField,
  FormTextField,
  formStateOf,
  submitErrorMessage,
} from '../../internal/form';
import { FieldColumns, FormRoot } from '../../internal/form.styles';
import { Button } from '../Button';
import { Notice } from '../Notice';
import { ActionBar } from '../ActionBar';
import { Group, Groups, NumberFields, SaveState } from './ListingEditor.styles';

// The draft is the shared package's, whose mapper writes it as the table's columns.
export type { ListingDraft };

/** The words the form uses that a site may want to match in tests or replace. */
export const LISTING_EDITOR_TEXT = {
  failed: 'The listing was not saved. Check your connection and try again.',
  save: 'Save listing',
  saving: 'Saving...',
  unsaved: 'Unsaved changes',
  saved: 'All changes saved',
} as const;

/** The statuses for a select as the agent reads them, in the order a listing usually moves through them. */
export const LISTING_STATUS_OPTIONS: ReadonlyArray<{ value: ListingStatus; label: string }> =
  LISTING_STATUS_LIFECYCLE.map((value) => ({ value, label: LISTING_STATUS_TEXT[value].agentLabel }));

export interface ListingEditorProps {
  /**
   * Saves the listing; the form never sends anything itself. Resolve once saved: the values stay
   * in the form. Throw a `SubmitError` to refuse: its `fieldErrors` (keyed like `ListingDraft`,
   * such as `zipCode`) appear next to their fields, its message in a notice; every value typed
   * stays.
   */
  onSubmit: (draft: ListingDraft) => Promise<void>;
  /** The listing to edit; leave out for a new one (coming soon, single family, in `defaultState`). */
  listing?: ListingDraft;
  /** The state a new listing starts in, as its two capital letters: where the agent works. @default '' */
  defaultState?: string;
  /** The form's accessible name. @default 'Listing details' */
  label?: string;
  /** The submit button's text. @default 'Save listing' */
  submitLabel?: string;
  /** Shown beside the submit button, such as a link back to the list. */
  secondaryAction?: ReactNode;
  /**
   * Called with `true` when a value differs from the saved listing and with `false` once it is
   * saved (or changed back), so the page can warn before its edits are lost.
   */
  onDirtyChange?: (dirty: boolean) => void;
  /** Goes to the `<form>`, the root element. */
  className?: string;
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form's values for a listing (or a new one): numbers and lists as text. */
export function listingFormValues(listing?: ListingDraft, defaultState = ''): ListingFormValues {
  return {
    title: listing?.title ?? '',
    address: listing?.address ?? '',
    city: listing?.city ?? '',
    state: listing?.state ?? defaultState,
    zipCode: listing?.zipCode ?? '',
    propertyType: listing?.propertyType ?? 'single_family',
    status: listing?.status ?? 'coming_soon',
    price: text(listing?.price ?? null),
    closedPrice: text(listing?.closedPrice ?? null),
    bedrooms: text(listing?.bedrooms ?? null),
    bathrooms: text(listing?.bathrooms ?? null),
    squareFeet: text(listing?.squareFeet ?? null),
    description: listing?.description ?? '',
    features: (listing?.features ?? []).join('\n'),
    slug: listing?.slug ?? '',
    listingDate: listing?.listingDate ?? '',
    closedOn: listing?.closedOn ?? '',
  };
}

const number = (value: string | undefined) => {
  const digits = amountDigits(value ?? '');
  return digits === '' ? null : Number(digits);
};

/** The listing the form's (valid) values describe; a closed price and date only for a closed listing. */
export function listingDraftOf(values: ListingFormValues): ListingDraft {
  const status = values.status as ListingStatus;
  return {
    title: values.title.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    state: values.state.trim().toUpperCase(),
    zipCode: values.zipCode.trim(),
    propertyType: values.propertyType as PropertyType,
    status,
    price: number(values.price),
    closedPrice: status === 'recently_closed' ? number(values.closedPrice) : null,
    bedrooms: number(values.bedrooms),
    bathrooms: number(values.bathrooms),
    squareFeet: number(values.squareFeet),
    description: (values.description ?? '').trim(),
    features: featureLines(values.features ?? ''),
    slug: values.slug?.trim() || null,
    listingDate: values.listingDate?.trim() || null,
    closedOn: status === 'recently_closed' ? values.closedOn?.trim() || null : null,
  };
}

/**
 * Every field of a listing in four groups (the home, where, price and size, publishing), checked
 * with `listingSchema`, whose messages are the database's own. A refusal puts the server's
 * messages next to their fields and in a focused notice, and keeps everything typed; the form's
 * `data-state` is `idle`, `submitting`, `success` or `error`. The ref points at the `<form>`.
 */
export const ListingEditor = forwardRef<HTMLFormElement, ListingEditorProps>(function ListingEditor(
  {
    onSubmit,
    listing,
    defaultState,
    label = 'Listing details',
    submitLabel = LISTING_EDITOR_TEXT.save,
    secondaryAction,
    onDirtyChange,
    className,
  },
  ref,
) {
  const formRef = useRef<HTMLFormElement>(null);
  useImperativeHandle(ref, () => formRef.current as HTMLFormElement, []);
  const [failure, setFailure] = useState<string>();

  async function submit(values: ListingFormValues, helpers: FormikHelpers<ListingFormValues>) {
    setFailure(undefined);
    helpers.setStatus(undefined);
    try {
      await onSubmit(listingDraftOf(listingSchema.cast(values) as ListingFormValues));
    } catch (error) {
      helpers.setErrors(fieldErrorsOf(error) as FormikErrors<ListingFormValues>);
      setFailure(submitErrorMessage(error, LISTING_EDITOR_TEXT.failed));
      helpers.setStatus('error');
      return;
    }
    // Saved: what is on screen is now the listing; nothing is cleared.
    helpers.resetForm({ values, status: 'success' });
  }

  return (
    <Formik
      initialValues={listingFormValues(listing, defaultState)}
      validationSchema={listingSchema}
      onSubmit={submit}
    >
      <ListingFields
        formRef={formRef}
        label={label}
        failure={failure}
        isNew={!listing}
        submitLabel={submitLabel}
        secondaryAction={secondaryAction}
        onDirtyChange={onDirtyChange}
        className={className}
      />
    </Formik>
  );
});

interface ListingFieldsProps {
  formRef: React.RefObject<HTMLFormElement | null>;
  label: string;
  failure: string | undefined;
  isNew: boolean;
  submitLabel: string;
  secondaryAction: ReactNode;
  onDirtyChange: ((dirty: boolean) => void) | undefined;
  className?: string;
}

function ListingFields({
  formRef,
  label,
  failure,
  isNew,
  submitLabel,
  secondaryAction,
  onDirtyChange,
  className,
}: ListingFieldsProps) {
  const { handleSubmit, isSubmitting, status, values, dirty } = useFormikContext<ListingFormValues>();
  const state = formStateOf({ isSubmitting, status });
  const noticeId = useId();

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  // The button was disabled while saving, which drops focus; a refusal without a field to point
  // at takes focus itself (FormFocus moves it to the first field with a message otherwise).
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state !== 'error') return;
    if (!formRef.current?.querySelector('[aria-invalid="true"]')) noticeRef.current?.focus();
  }, [state, failure, formRef]);

  return (
    <FormRoot
      ref={formRef}
      noValidate
      aria-label={label}
      data-state={state}
      onSubmit={handleSubmit}
      className={className}
    >
      <FormFocus formRef={formRef} />
      <Groups>
        <Group>
          <legend>The home</legend>
          <FormTextField
            name="title"
            label="Title"
            required
            maxLength={LISTING_LIMITS.title}
            hint="The headline on the listing card, such as Updated Colonial Near Downtown."
          />
          <FieldColumns data-from="sm">
            <FormSelectField name="status" label="Status" required options={LISTING_STATUS_OPTIONS} />
            <FormSelectField name="propertyType" label="Property type" required options={PROPERTY_TYPES} />
          </FieldColumns>
          <FormTextareaField name="description" label="Description" rows={6} />
          <FormTextareaField
            name="features"
            label="Key features"
            rows={5}
            hint={`One a line, up to ${LISTING_LIMITS.features}.`}
          />
        </Group>
        <Group>
          <legend>Where</legend>
          <FormTextField
            name="address"
            label="Street address"
            required
            maxLength={LISTING_LIMITS.address}
            autoComplete="off"
          />
          <FieldColumns data-from="sm">
            <FormTextField
              name="city"
              label="City"
              required
              maxLength={LISTING_LIMITS.city}
              autoComplete="off"
            />
            <FormTextField name="state" label="State" required maxLength={2} autoComplete="off" />
          </FieldColumns>
          <FieldColumns data-from="sm">
            <FormTextField name="zipCode" label="ZIP code" required inputMode="numeric" autoComplete="off" />
          </FieldColumns>
        </Group>
        <Group>
          <legend>Price and size</legend>
          <NumberFields data-wide="">
            <FormTextField
              name="price"
              label="Asking price (dollars)"
              inputMode="numeric"
              hint={`Leave empty for ${PRICE_TEXT.unknown}.`}
            />
            {values.status === 'recently_closed' && (
              <FormTextField name="closedPrice" label="Closed price (dollars)" inputMode="numeric" />
            )}
            {values.status === 'recently_closed' && (
              <FormTextField name="closedOn" label="Closed on" type="date" />
            )}
          </NumberFields>
          <NumberFields>
            <FormTextField name="bedrooms" label="Bedrooms" inputMode="numeric" />
            <FormTextField
              name="bathrooms"
              label="Bathrooms"
              inputMode="decimal"
              hint="In halves, such as 2.5."
            />
            <FormTextField name="squareFeet" label="Square feet" inputMode="numeric" />
          </NumberFields>
        </Group>
        <Group>
          <legend>Publishing</legend>
          <FieldColumns data-from="sm">
            <FormTextField
              name="slug"
              label="Web address"
              maxLength={LISTING_LIMITS.slug}
              autoComplete="off"
              hint={
                isNew
                  ? 'Leave empty to make it from the address, such as 1428-maplewood-ave-springfield.'
                  : 'Shared links use it. Clear it to make a new one from the address.'
              }
            />
            <FormTextField name="listingDate" label="Listed on" type="date" />
          </FieldColumns>
        </Group>
      </Groups>
      {state === 'error' && failure !== undefined && (
        <Notice ref={noticeRef} id={noticeId} tabIndex={-1} tone="danger">
          {failure}
        </Notice>
      )}
      {/* The save button stays in reach while the long form scrolls on a phone. */}
      <ActionBar>
        <Button type="submit" loading={isSubmitting} loadingText={LISTING_EDITOR_TEXT.saving}>
          {submitLabel}
        </Button>
        <SaveState data-dirty={dirty || undefined}>
          {dirty ? LISTING_EDITOR_TEXT.unsaved : state === 'success' ? LISTING_EDITOR_TEXT.saved : ''}
        </SaveState>
        {secondaryAction}
      </ActionBar>
    </FormRoot>
  );
}
