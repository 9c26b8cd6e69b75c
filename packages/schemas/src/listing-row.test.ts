import { describe, expect, it } from 'vitest';
import { listingColumns, listingOf, type ListingRow } from './listing-row.ts';
import { LISTING_FIELD_OF_COLUMN } from './listing.ts';

const STORAGE = '/storage/v1/object/public/listing-photos/1428-maplewood-ave-royal-oak';

/** A row as the API answers it; override only what the test is about. */
function makeRow(overrides: Partial<ListingRow> = {}): ListingRow {
  return {
    id: '7d1c0f9e-2b7a-4c55-9a43-5b0f5f1e2c11',
    slug: '1428-maplewood-ave-royal-oak',
    title: 'Updated Colonial Near Downtown Royal Oak',
    address: '1428 Maplewood Ave',
    city: 'Royal Oak',
    state: 'MI',
    zip_code: '48067',
    price: 425000,
    closed_price: null,
    status: 'current',
    bedrooms: 4,
    bathrooms: 2.5,
    square_feet: 2150,
    description: 'A 1926 colonial.',
    features: ['Finished basement'],
    gallery_images: [`${STORAGE}/front.jpg`, `${STORAGE}/kitchen.jpg`],
    open_houses: [],
    header_image_url: `${STORAGE}/kitchen.jpg`,
    listing_date: '2025-06-01',
    closed_on: null,
    property_type: 'single_family',
    created_at: '2025-06-01T12:00:00Z',
    updated_at: '2025-06-02T12:00:00Z',
    archived_at: null,
    source: 'agent',
    mls_listing_key: null,
    mls_listing_id: null,
    list_office_name: null,
    list_agent_mls_id: null,
    mls_modified_at: null,
    mls_status: null,
    internet_display: true,
    listed_by_agent: true,
    latitude: null,
    longitude: null,
    city_slug: 'royal-oak',
    shown_price: 425000,
    ...overrides,
  };
}

/** `closed_price` → `closedPrice`. */
const camelCase = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

describe('a listing from its row', () => {
  it('keeps each value under its column’s name in camelCase, photos resolved, bookkeeping left out', () => {
    const row = makeRow();
    const listing: Record<string, unknown> = { ...listingOf(row) };
    const photos = ['header_image_url', 'gallery_images'];
    const leftOut = [
      'created_at',
      'archived_at',
      'mls_listing_key',
      'list_agent_mls_id',
      'mls_status',
      'internet_display',
      'latitude',
      'longitude',
      'city_slug',
      'shown_price',
    ];
    for (const [column, value] of Object.entries(row)) {
      if (photos.includes(column) || leftOut.includes(column))
        expect(listing).not.toHaveProperty(camelCase(column));
      else expect(listing[camelCase(column)], column).toEqual(value);
    }
    expect(listing).toMatchObject({
      imageUrl: `${STORAGE}/kitchen.jpg`,
      imageSrcSet: undefined,
      gallery: [
        { src: `${STORAGE}/front.jpg`, srcSet: '' },
        { src: `${STORAGE}/kitchen.jpg`, srcSet: '' },
      ],
    });
  });

  it('says where an MLS listing comes from: its MLS number, office, last change and whose it is', () => {
    const mls = makeRow({
      source: 'mls',
      mls_listing_key: 'KEY-20250001',
      mls_listing_id: '20250001',
      list_office_name: 'Northside Realty Group',
      list_agent_mls_id: 'A-4471',
      mls_modified_at: '2026-11-28T08:15:00Z',
      mls_status: 'Active',
      listed_by_agent: false,
    });
    expect(listingOf(mls)).toMatchObject({
      source: 'mls',
      mlsListingId: '20250001',
      listOfficeName: 'Northside Realty Group',
      mlsModifiedAt: '2026-11-28T08:15:00Z',
      listedByAgent: false,
    });
    expect(listingOf(makeRow({ ...mls, listed_by_agent: true })).listedByAgent).toBe(true);
  });

  it('marks a listing the agent typed as theirs, with no MLS number or office', () => {
    expect(listingOf(makeRow())).toMatchObject({
      source: 'agent',
      mlsListingId: null,
      listOfficeName: null,
      mlsModifiedAt: null,
      listedByAgent: true,
    });
  });

  it('shows the header photo, else the first of the gallery, else none', () => {
    expect(listingOf(makeRow({ header_image_url: null })).imageUrl).toBe(`${STORAGE}/front.jpg`);
    expect(listingOf(makeRow({ header_image_url: null, gallery_images: [] })).imageUrl).toBeNull();
  });

  it('loads every photo through the site’s resolver, with its widths', () => {
    const listing = listingOf(makeRow(), (url) => ({
      src: `https://project.example${url}`,
      srcSet: `https://project.example${url}?width=400 400w`,
    }));
    expect(listing.imageUrl).toBe(`https://project.example${STORAGE}/kitchen.jpg`);
    expect(listing.imageSrcSet).toBe(`https://project.example${STORAGE}/kitchen.jpg?width=400 400w`);
    expect(listing.gallery.map((photo) => photo.src)).toEqual([
      `https://project.example${STORAGE}/front.jpg`,
      `https://project.example${STORAGE}/kitchen.jpg`,
    ]);
  });
});

describe('the columns of an edited listing', () => {
  it('writes back every column it read', () => {
    const row = makeRow();
    for (const [column, value] of Object.entries(listingColumns(listingOf(row)))) {
      expect(value, column).toEqual(row[column as keyof ListingRow]);
    }
  });

  it('writes the column of each of the form’s fields, and no other', () => {
    expect(Object.keys(listingColumns(listingOf(makeRow()))).sort()).toEqual(
      Object.keys(LISTING_FIELD_OF_COLUMN).sort(),
    );
  });

  it('writes back the closed price and date of a closed listing', () => {
    const closed = makeRow({ status: 'recently_closed', closed_price: 431500, closed_on: '2025-07-15' });
    expect(listingColumns(listingOf(closed))).toMatchObject({
      closed_price: 431500,
      closed_on: '2025-07-15',
    });
  });

  it('leaves the web address to the database when the agent clears it', () => {
    expect(listingColumns({ ...listingOf(makeRow()), slug: null }).slug).toBe('');
  });
});
