import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { featureLines, LISTING_FIELD_ERRORS, listingSchema, type ListingFormValues } from './listing.ts';

const MAPLEWOOD: ListingFormValues = {
  title: 'Updated Colonial Near Downtown Royal Oak',
  address: '1428 Maplewood Ave',
  city: 'Royal Oak',
  state: 'MI',
  zipCode: '48067',
  propertyType: 'single_family',
  status: 'current',
  price: '$425,000',
  closedPrice: '',
  bedrooms: '4',
  bathrooms: '2.5',
  squareFeet: '2150',
  description: '',
  features: 'Finished basement\n\nTwo-car garage',
  slug: '',
  listingDate: '2025-06-01',
  closedOn: '',
};

/** The message per field the schema gives for `values`, as the form shows them. */
function problems(values: Partial<ListingFormValues>): Record<string, string> {
  try {
    listingSchema.validateSync({ ...MAPLEWOOD, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('the listing form schema', () => {
  it('takes a listing as the agent types it: prices with $ and commas, empty numbers, a lower-case state', () => {
    expect(problems({})).toEqual({});
    expect(problems({ state: 'mi', price: '', bedrooms: '', bathrooms: '' })).toEqual({});
  });

  it("refuses with the database's own words, every field at once", () => {
    expect(
      problems({ title: ' ', zipCode: '4806', bathrooms: '2.3', price: '0', slug: 'Maplewood Ave' }),
    ).toEqual({
      title: LISTING_FIELD_ERRORS.title,
      zipCode: LISTING_FIELD_ERRORS.zipCode,
      bathrooms: LISTING_FIELD_ERRORS.bathrooms,
      price: LISTING_FIELD_ERRORS.price,
      slug: LISTING_FIELD_ERRORS.slug,
    });
  });

  it('counts features one a line, blank lines left out', () => {
    expect(featureLines(MAPLEWOOD.features ?? '')).toEqual(['Finished basement', 'Two-car garage']);
    expect(problems({ features: Array.from({ length: 41 }, (_, n) => `Feature ${n}`).join('\n') })).toEqual({
      features: LISTING_FIELD_ERRORS.features,
    });
  });
});

describe('the closed date', () => {
  it('takes a day on or after the listing date, and none at all', () => {
    expect(problems({ status: 'recently_closed', closedOn: '2025-06-20' })).toEqual({});
    expect(problems({ status: 'recently_closed', closedOn: '2025-06-01' })).toEqual({});
    expect(problems({ status: 'recently_closed', closedOn: '' })).toEqual({});
  });

  it('refuses a day before the listing went on the market, and a date it cannot read', () => {
    expect(problems({ status: 'recently_closed', closedOn: '2025-05-31' })).toEqual({
      closedOn: LISTING_FIELD_ERRORS.closedOnBeforeListed,
    });
    expect(problems({ status: 'recently_closed', closedOn: 'June 20' })).toEqual({
      closedOn: LISTING_FIELD_ERRORS.closedOn,
    });
  });
});
