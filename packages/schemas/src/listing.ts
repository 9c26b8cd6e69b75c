import { object, string, type InferType } from 'yup';
import type { ListingRow } from './listing-row.ts';
import { LISTING_STATUSES, PROPERTY_TYPES } from './listing-vocabulary.ts';

/**
 * What the back office's listing form says about a bad field: the same words as the database's
 * `check_listing()` trigger (supabase/migrations/20250701090000_listings_admin.sql), which checks
 * again and answers a `23514` whose details carry these messages per column
 * (supabase/tests/listings-admin.test.ts holds the two to each other). `listingDate` and `closedOn`
 * are the form's alone: the database's date type refuses a bad date in its own words.
 */
export const LISTING_FIELD_ERRORS = {
  slug: 'The web address may only use lower-case letters, digits and single hyphens, such as 1428-maplewood-ave-springfield.',
  title: 'Please enter a title.',
  titleLength: 'The title can have at most 120 characters.',
  address: 'Please enter the street address.',
  addressLength: 'The address can have at most 120 characters.',
  city: 'Please enter the city.',
  cityLength: 'The city can have at most 60 characters.',
  state: 'The state must be its two-letter postal code, in capital letters.',
  zipCode: 'The ZIP code must be 5 digits (or ZIP+4), such as 12345.',
  price: 'The price must be a whole number of dollars between 1 and 100,000,000, or empty for Price TBD.',
  closedPrice: 'The closed price must be a whole number of dollars between 1 and 100,000,000.',
  /** The database's alone: the form sends a closed price only for a recently closed listing. */
  closedPriceWhenOpen: 'Only a recently closed listing has a closed price.',
  bedrooms: 'Bedrooms must be between 0 and 50, or empty.',
  bathrooms: 'Bathrooms must be between 0 and 50 in halves (such as 2.5), or empty.',
  squareFeet: 'Square feet must be between 1 and 100,000, or empty.',
  description: 'The description can have at most 10,000 characters.',
  features: 'A listing can have at most 40 features.',
  listingDate: 'Please enter the date as YYYY-MM-DD, such as 2025-06-01.',
  closedOn: 'Please enter the closed date as YYYY-MM-DD, such as 2025-06-20.',
  /** The database's alone: the form sends a closed date only for a recently closed listing. */
  closedOnWhenOpen: 'Only a recently closed listing has a closed date.',
  closedOnBeforeListed: 'The closed date cannot be before the day it was listed.',
} as const;

/**
 * The form's field for each column it writes, which are the columns `check_listing()` may name in
 * the details of its `23514`. `ListingDraft` has a value for each.
 */
export const LISTING_FIELD_OF_COLUMN = {
  title: 'title',
  address: 'address',
  city: 'city',
  state: 'state',
  zip_code: 'zipCode',
  property_type: 'propertyType',
  status: 'status',
  price: 'price',
  closed_price: 'closedPrice',
  bedrooms: 'bedrooms',
  bathrooms: 'bathrooms',
  square_feet: 'squareFeet',
  description: 'description',
  features: 'features',
  slug: 'slug',
  listing_date: 'listingDate',
  closed_on: 'closedOn',
} as const satisfies Partial<Record<keyof ListingRow, keyof ListingFormValues>>;

/** The limits of `check_listing()`, for the form's `maxLength`s and the schema. */
export const LISTING_LIMITS = {
  title: 120,
  address: 120,
  city: 60,
  slug: 100,
  description: 10000,
  features: 40,
  price: 100_000_000,
  rooms: 50,
  squareFeet: 100_000,
} as const;

/** Digits of a typed amount: "$450,000" and "450000" are the same price. */
export const amountDigits = (value: string): string => value.replace(/[$,\s]/g, '');

/** A listing's features as the form holds them, one a line; blank lines are dropped. */
export const featureLines = (value: string): string[] =>
  value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const wholeWithin = (value: string, min: number, max: number) => {
  const digits = amountDigits(value);
  if (digits === '') return true;
  if (!/^\d+$/.test(digits)) return false;
  const number = Number(digits);
  return number >= min && number <= max;
};

const isDate = (value: string) => value === '' || !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

const optionalAmount = (message: string, min: number, max: number) =>
  string().test('amount', message, (value) => wholeWithin(value ?? '', min, max));

/**
 * The back office's listing form as it holds its values: text, as typed. Empty numbers mean
 * unknown (Price TBD, no bedrooms for land). The database checks the same rules again.
 */
export const listingSchema = object({
  title: string()
    .trim()
    .required(LISTING_FIELD_ERRORS.title)
    .max(LISTING_LIMITS.title, LISTING_FIELD_ERRORS.titleLength),
  address: string()
    .trim()
    .required(LISTING_FIELD_ERRORS.address)
    .max(LISTING_LIMITS.address, LISTING_FIELD_ERRORS.addressLength),
  city: string()
    .trim()
    .required(LISTING_FIELD_ERRORS.city)
    .max(LISTING_LIMITS.city, LISTING_FIELD_ERRORS.cityLength),
  state: string()
    .trim()
    .uppercase()
    .required(LISTING_FIELD_ERRORS.state)
    .matches(/^[A-Z]{2}$/, LISTING_FIELD_ERRORS.state),
  zipCode: string()
    .trim()
    .required(LISTING_FIELD_ERRORS.zipCode)
    .matches(/^[0-9]{5}(-[0-9]{4})?$/, LISTING_FIELD_ERRORS.zipCode),
  price: optionalAmount(LISTING_FIELD_ERRORS.price, 1, LISTING_LIMITS.price),
  closedPrice: optionalAmount(LISTING_FIELD_ERRORS.closedPrice, 1, LISTING_LIMITS.price),
  bedrooms: optionalAmount(LISTING_FIELD_ERRORS.bedrooms, 0, LISTING_LIMITS.rooms),
  bathrooms: string().test('halves', LISTING_FIELD_ERRORS.bathrooms, (value = '') => {
    const text = value.trim();
    if (text === '') return true;
    if (!/^\d+(\.\d+)?$/.test(text)) return false;
    const number = Number(text);
    return number <= LISTING_LIMITS.rooms && Number.isInteger(number * 2);
  }),
  squareFeet: optionalAmount(LISTING_FIELD_ERRORS.squareFeet, 1, LISTING_LIMITS.squareFeet),
  description: string().max(LISTING_LIMITS.description, LISTING_FIELD_ERRORS.description),
  features: string().test(
    'count',
    LISTING_FIELD_ERRORS.features,
    (value = '') => featureLines(value).length <= LISTING_LIMITS.features,
  ),
  status: string().oneOf(LISTING_STATUSES).required(),
  propertyType: string()
    .oneOf(PROPERTY_TYPES.map((type) => type.value))
    .required(),
  slug: string()
    .trim()
    .test(
      'slug',
      LISTING_FIELD_ERRORS.slug,
      (value = '') =>
        value === '' || (value.length <= LISTING_LIMITS.slug && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)),
    ),
  listingDate: string()
    .trim()
    .test('date', LISTING_FIELD_ERRORS.listingDate, (value = '') => isDate(value)),
  /** The day a recently closed listing closed; the form shows it only for that status. */
  closedOn: string()
    .trim()
    .test('date', LISTING_FIELD_ERRORS.closedOn, (value = '') => isDate(value))
    .test('after-listed', LISTING_FIELD_ERRORS.closedOnBeforeListed, (value = '', { parent }) => {
      const listed = String((parent as { listingDate?: string }).listingDate ?? '').trim();
      // ISO dates compare as text; a bad date has its own message.
      return value === '' || listed === '' || !isDate(listed) || !isDate(value) || value >= listed;
    }),
});

/** The listing form's values: every field as text. */
export type ListingFormValues = InferType<typeof listingSchema>;
