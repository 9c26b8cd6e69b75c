import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  draftOf,
  precheckPhoto,
  saveProblem,
  uploadFailure,
  type AdminListingRow,
} from './listings.ts';

const ROW: AdminListingRow = {
  id: '7d1c0f9e-2b7a-4c55-9a43-5b0f5f1e2c11',
  slug: '1428-elm-ave-springfield',
  title: 'Updated Colonial Near Downtown Springfield',
  address: '1428 Elm Ave',
  city: 'Springfield',
  state: 'CO',
  zip_code: '48067',
  price: 425000,
  closed_price: null,
  status: 'current',
  bedrooms: 4,
  bathrooms: 2.5,
  square_feet: 2150,
  description: 'A 1926 colonial.',
  features: ['Finished basement'],
  gallery_images: [],
  header_image_url: null,
  listing_date: '2025-06-01',
  closed_on: null,
  property_type: 'single_family',
  created_at: '2025-06-01T12:00:00Z',
  updated_at: '2025-06-02T12:00:00Z',
  archived_at: null,
};

describe('listing rows and the form', () => {
  it('writes back every column it read', () => {
    const columns = columnsOf(draftOf(ROW));
    for (const [column, value] of Object.entries(columns)) {
      expect(value).toEqual(ROW[column as keyof AdminListingRow]);
    }
  });

  it('writes back the closed price and date of a closed listing', () => {
    const closed = {
      ...ROW,
      status: 'recently_closed' as const,
      closed_price: 431500,
      closed_on: '2025-07-15',
    };
    expect(columnsOf(draftOf(closed))).toMatchObject({ closed_price: 431500, closed_on: '2025-07-15' });
  });

  it("puts the check trigger's messages next to the form's fields", () => {
    const problem = saveProblem({
      code: '23514',
      message: 'Please enter a title. The ZIP code must be 5 digits.',
      details: JSON.stringify({ title: 'Please enter a title.', zip_code: 'The ZIP code must be 5 digits.' }),
    });
    expect(problem?.fieldErrors).toEqual({
      title: 'Please enter a title.',
      zipCode: 'The ZIP code must be 5 digits.',
    });
  });

  it('says a taken web address next to the slug', () => {
    const problem = saveProblem({ code: '23505', message: 'duplicate key' });
    expect(Object.keys(problem?.fieldErrors ?? {})).toEqual(['slug']);
  });

  it('leaves other failures to the form’s own words', () => {
    expect(saveProblem({ message: 'Failed to fetch' })).toBeUndefined();
  });
});

describe('photos', () => {
  it('names the file in every refusal', () => {
    for (const code of ['not_an_image', 'too_large', 'empty_file', 'damaged_image', 'not_agent', undefined]) {
      expect(uploadFailure('kitchen.jpg', code)).toMatch(/^kitchen\.jpg /);
    }
  });

  it('refuses empty and over-20 MB files before sending them', () => {
    expect(precheckPhoto({ size: 0 })).toBe('empty_file');
    expect(precheckPhoto({ size: 25 * 1024 * 1024 })).toBe('too_large');
    expect(precheckPhoto({ size: 20 * 1024 * 1024 })).toBeUndefined();
  });
});
