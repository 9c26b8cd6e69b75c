// The save-a-search form's schema (issue 28), in its own module so the lead forms' bundles do not
// carry it (docs/decisions/052-saved-searches.md).
import { boolean, object, type InferType } from 'yup';
import { SAVED_SEARCH_ERRORS } from './messages.ts';
import { valuesOf } from './options.ts';
import { emailField, optionField, phoneField } from './schemas.ts';

/** How often a saved search's alerts come: each new match at once, or one digest a day or a week. */
export const SAVED_SEARCH_FREQUENCIES = [
  { value: 'instant', label: 'Instantly' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
] as const;
export type SavedSearchFrequency = (typeof SAVED_SEARCH_FREQUENCIES)[number]['value'];

/**
 * A saved search's contact (issue 28): the email, how often, and an optional phone with its own
 * consent to texts (ticked without a phone is refused). The filters are the listings page's
 * (`filtersFromParams`), not fields of this form.
 */
export const savedSearchSchema = object({
  email: emailField(),
  phone: phoneField().default(''),
  textsConsent: boolean()
    .typeError(SAVED_SEARCH_ERRORS.textsPhone)
    .default(false)
    .test('texts-phone', SAVED_SEARCH_ERRORS.textsPhone, function (value) {
      return !value || Boolean((this.parent as { phone?: string }).phone);
    }),
  frequency: optionField(valuesOf(SAVED_SEARCH_FREQUENCIES), SAVED_SEARCH_ERRORS.frequency).default('daily'),
});
export type SavedSearchValues = InferType<typeof savedSearchSchema>;
