// The agent's listings: slugs made from the address and kept unique, every bad field named in words
// (the shared schema's words: packages/schemas), archiving that hides a listing (and its photos)
// from visitors, and photo rows that keep the listing's gallery and header in step.
import {
  LISTING_FIELD_ERRORS,
  LISTING_FIELD_OF_COLUMN,
  LISTING_STATUSES,
  listingSchema,
  PROPERTY_TYPES,
  type ListingFormValues,
} from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';

let t: TestBackend;
let agent: Client;

beforeAll(async () => {
  t = await startTestBackend();
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(() => t.close());

const newListing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Brick Ranch Near Memorial Park',
  address: '318 W Lincoln Ave',
  city: 'Royal Oak',
  state: 'MI',
  zip_code: '48067',
  price: 315000,
  status: 'coming_soon',
  ...overrides,
});

async function insert(overrides: Record<string, unknown> = {}) {
  const { data, error } = await agent
    .from('listings')
    .insert(newListing(overrides))
    .select('id, slug')
    .single();
  expect(error).toBeNull();
  return data as { id: string; slug: string };
}

describe('slugs', () => {
  it('are made from the address and city, with -2, -3 on a collision', async () => {
    const first = await insert();
    const second = await insert();
    const third = await insert({ address: '318 W. Lincoln Ave.' });
    expect([first.slug, second.slug, third.slug]).toEqual([
      '318-w-lincoln-ave-royal-oak',
      '318-w-lincoln-ave-royal-oak-2',
      '318-w-lincoln-ave-royal-oak-3',
    ]);
  });

  it('drop accents and punctuation', async () => {
    const { slug } = await insert({ address: '12 Rue Élysée #4', city: 'Grosse Pointe' });
    expect(slug).toBe('12-rue-elysee-4-grosse-pointe');
  });

  it('keep a slug the agent chose, and stay put when the address changes unless cleared', async () => {
    const { id, slug } = await insert({ slug: 'lincoln-ranch' });
    expect(slug).toBe('lincoln-ranch');
    const moved = await agent
      .from('listings')
      .update({ address: '320 W Lincoln Ave' })
      .eq('id', id)
      .select('slug');
    expect(moved.data).toEqual([{ slug: 'lincoln-ranch' }]);
    const cleared = await agent.from('listings').update({ slug: null }).eq('id', id).select('slug');
    expect(cleared.data).toEqual([{ slug: '320-w-lincoln-ave-royal-oak' }]);
  });

  it('cannot be probed through the API', async () => {
    const { error } = await agent.rpc('unique_listing_slug', { base: '1428-maplewood-ave-royal-oak' });
    expect(error).toMatchObject({ code: '42501' });
  });

  it('refuses a slug another listing has', async () => {
    const { error, status } = await agent
      .from('listings')
      .insert(newListing({ slug: '1428-maplewood-ave-royal-oak' }));
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
  });
});

describe('field checks', () => {
  it('name every bad field in words, with a message per column in details', async () => {
    const { error, status } = await agent
      .from('listings')
      .insert(newListing({ zip_code: '4806', price: -5, bathrooms: 2.25, title: '  ' }));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23514', hint: 'details holds a message per column.' });
    expect(JSON.parse(error!.details)).toEqual({
      title: 'Please enter a title.',
      zip_code: 'The ZIP code must be 5 digits (or ZIP+4), such as 12345.',
      price: 'The price must be a whole number of dollars between 1 and 100,000,000, or empty for Price TBD.',
      bathrooms: 'Bathrooms must be between 0 and 50 in halves (such as 2.5), or empty.',
    });
    expect(error!.message).toContain('The ZIP code must be 5 digits');
  });

  it("refuse a listing without a state: no state is every agent's default", async () => {
    const { state: _state, ...withoutState } = newListing();
    const { error, status } = await agent.from('listings').insert(withoutState);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23502' });
    expect(error!.message).toContain('"state"');
  });

  it('refuse a closed price on a listing that has not closed', async () => {
    const { id } = await insert();
    const { error } = await agent.from('listings').update({ closed_price: 300000 }).eq('id', id);
    expect(JSON.parse(error!.details)).toEqual({
      closed_price: 'Only a recently closed listing has a closed price.',
    });
  });
});

/** Runs one read as the backend itself, as the database's owner sees it. */
const read = <T>(sql: string) =>
  t.backend.db.transaction('admin', { readOnly: true }, (tx) => tx.query<T>(sql));

/** What the back office shows after a refused save: the trigger's message per form field. */
async function refusedFields(columns: Record<string, unknown>): Promise<Record<string, string>> {
  const { error } = await agent.from('listings').insert(newListing(columns));
  expect(error).toMatchObject({ code: '23514' });
  const details = JSON.parse(error!.details) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(details).map(([column, message]) => {
      expect(LISTING_FIELD_OF_COLUMN).toHaveProperty(column);
      return [LISTING_FIELD_OF_COLUMN[column as keyof typeof LISTING_FIELD_OF_COLUMN], message];
    }),
  );
}

const GOOD_FORM: ListingFormValues = {
  title: 'Brick Ranch Near Memorial Park',
  address: '318 W Lincoln Ave',
  city: 'Royal Oak',
  state: 'MI',
  zipCode: '48067',
  propertyType: 'single_family',
  status: 'coming_soon',
  price: '315000',
  closedPrice: '',
  bedrooms: '',
  bathrooms: '',
  squareFeet: '',
  description: '',
  features: '',
  slug: '',
  listingDate: '',
  closedOn: '',
};

/** What the form says for these values, before anything is sent: the schema's message per field. */
function formFields(values: Partial<ListingFormValues>): Record<string, string> {
  try {
    listingSchema.validateSync({ ...GOOD_FORM, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    return Object.fromEntries(inner.map((problem) => [problem.path ?? '', problem.message]));
  }
}

const lines = (count: number) => Array.from({ length: count }, (_, n) => `Feature ${n + 1}`);

describe('the shared schema (packages/schemas) and the database', () => {
  it('have the same statuses and property types, in the same order', async () => {
    const [enums] = await read<{ statuses: string; types: string }>(
      `select array_to_json(enum_range(null::public.listing_status))::text as statuses,
              array_to_json(enum_range(null::public.property_type))::text as types`,
    );
    expect(JSON.parse(enums!.statuses)).toEqual([...LISTING_STATUSES]);
    expect(JSON.parse(enums!.types)).toEqual(PROPERTY_TYPES.map((type) => type.value));
  });

  it("have the same messages: every one check_listing() can raise is the schema's, and no other", async () => {
    const [trigger] = await read<{ source: string }>(
      `select prosrc as source from pg_proc where oid = 'public.check_listing()'::regprocedure`,
    );
    // The messages are the quoted sentences of its source: "…", in its JSON, or '…'.
    const said = [...trigger!.source.matchAll(/"([A-Z][^"]*\.)"|'([A-Z][^']*\.)'/g)].map(
      ([, inJson, inText]) => inJson ?? inText,
    );
    // A bad date never reaches the trigger: the column's date type refuses it, in its own words.
    const {
      listingDate: _checkedByTheDateType,
      closedOn: _closedOnCheckedByTheDateType,
      ...declared
    } = LISTING_FIELD_ERRORS;
    expect([...new Set(said)].sort()).toEqual(Object.values(declared).sort());
  });

  it('refuse the same values with the same words, field for field, as the back office shows them', async () => {
    const long = (length: number) => 'x'.repeat(length);
    // Each bad value as the agent types it in the form, and as the back office then saves it.
    const cases: [typed: Partial<ListingFormValues>, saved: Record<string, unknown>][] = [
      [
        {
          title: ' ',
          address: ' ',
          city: ' ',
          state: 'M1',
          zipCode: '4806',
          status: 'recently_closed',
          price: '0',
          closedPrice: '0',
          bedrooms: '51',
          bathrooms: '2.25',
          squareFeet: '0',
          description: long(10_001),
          features: lines(41).join('\n'),
          slug: 'Maplewood Ave',
        },
        {
          title: ' ',
          address: ' ',
          city: ' ',
          state: 'M1',
          zip_code: '4806',
          status: 'recently_closed',
          price: 0,
          closed_price: 0,
          bedrooms: 51,
          bathrooms: 2.25,
          square_feet: 0,
          description: long(10_001),
          features: lines(41),
          slug: 'Maplewood Ave',
        },
      ],
      [
        { title: long(121), address: long(121), city: long(61), price: '100000001' },
        { title: long(121), address: long(121), city: long(61), price: 100_000_001 },
      ],
      [
        { status: 'recently_closed', listingDate: '2025-06-10', closedOn: '2025-06-01' },
        { status: 'recently_closed', listing_date: '2025-06-10', closed_on: '2025-06-01' },
      ],
    ];
    for (const [typed, saved] of cases) {
      const form = formFields(typed);
      expect(Object.keys(form).length).toBeGreaterThan(0);
      expect(await refusedFields(saved)).toEqual(form);
    }
    // The checks the form cannot meet: it sends a closed price and date only for a closed listing.
    expect(await refusedFields({ status: 'current', closed_price: 300_000 })).toEqual({
      closedPrice: LISTING_FIELD_ERRORS.closedPriceWhenOpen,
    });
    expect(await refusedFields({ status: 'pending', closed_on: '2025-06-20' })).toEqual({
      closedOn: LISTING_FIELD_ERRORS.closedOnWhenOpen,
    });
  });
});

describe('the closed date', () => {
  it('is kept for a recently closed listing, and visitors read it', async () => {
    const { slug } = await insert({
      address: '5 Closing Ct',
      status: 'recently_closed',
      price: 400_000,
      closed_price: 412_500,
      listing_date: '2025-06-01',
      closed_on: '2025-06-20',
    });
    const read = await t.anon.from('listings').select('closed_price, closed_on').eq('slug', slug).single();
    expect(read.data).toEqual({ closed_price: 412_500, closed_on: '2025-06-20' });
  });

  it('cannot be set by a visitor', async () => {
    const { id } = await insert({ address: '6 Closing Ct', status: 'recently_closed' });
    const { error } = await t.anon.from('listings').update({ closed_on: '2025-06-20' }).eq('id', id);
    expect(error).toMatchObject({ code: '42501' });
    const read = await agent.from('listings').select('closed_on').eq('id', id).single();
    expect(read.data).toEqual({ closed_on: null });
  });
});

describe('archiving', () => {
  it('hides a listing and its photos from visitors, not from the agent', async () => {
    const { id, slug } = await insert({ address: '77 Archive Ct', status: 'current' });
    await agent.from('listing_photos').insert({ listing_id: id, path: `${slug}/a.jpg` });
    const archived = await agent
      .from('listings')
      .update({ archived_at: new Date().toISOString() })
      .eq('id', id)
      .select('slug');
    expect(archived.data).toEqual([{ slug }]);
    expect((await t.anon.from('listings').select('slug').eq('slug', slug)).data).toEqual([]);
    expect((await t.anon.from('listing_photos').select('path').eq('listing_id', id)).data).toEqual([]);
    expect((await agent.from('listings').select('slug').eq('slug', slug)).data).toEqual([{ slug }]);
    await agent.from('listings').update({ archived_at: null }).eq('id', id);
    expect((await t.anon.from('listings').select('slug').eq('slug', slug)).data).toEqual([{ slug }]);
  });
});

describe('photos', () => {
  const url = (path: string) => `/storage/v1/object/public/listing-photos/${path}`;

  it('are the seed listings’ galleries, unchanged', async () => {
    const slug = '1428-maplewood-ave-royal-oak';
    const listing = await t.anon
      .from('listings')
      .select('gallery_images, header_image_url')
      .eq('slug', slug)
      .single();
    expect(listing.data?.gallery_images).toEqual([1, 2, 3].map((n) => url(`${slug}/photo-${n}.jpg`)));
    expect(listing.data?.header_image_url).toBe(url(`${slug}/photo-1.jpg`));
  });

  it('keep the listing’s gallery order and header in step', async () => {
    const { id, slug } = await insert({ address: '9 Gallery Way' });
    const added = await agent
      .from('listing_photos')
      .insert([
        {
          listing_id: id,
          path: `${slug}/front.jpg`,
          position: 0,
          alt_text: 'Front of the house',
          is_header: false,
        },
        { listing_id: id, path: `${slug}/kitchen.jpg`, position: 1, alt_text: 'Kitchen', is_header: true },
        { listing_id: id, path: `${slug}/yard.webp`, position: 2, alt_text: 'Back yard', is_header: false },
      ])
      .select('id, path');
    expect(added.error).toBeNull();
    const ids = Object.fromEntries(added.data!.map((row) => [row.path.split('/')[1], row.id as string]));
    const listing = async () =>
      (await agent.from('listings').select('gallery_images, header_image_url').eq('id', id).single()).data;
    expect(await listing()).toEqual({
      gallery_images: [url(`${slug}/front.jpg`), url(`${slug}/kitchen.jpg`), url(`${slug}/yard.webp`)],
      header_image_url: url(`${slug}/kitchen.jpg`),
    });

    // A new header replaces the old one; reordering is one call; a removed photo leaves the gallery.
    await agent.from('listing_photos').update({ is_header: true }).eq('id', ids['yard.webp']);
    const reordered = await agent.rpc('reorder_listing_photos', {
      listing: id,
      photo_ids: [ids['yard.webp'], ids['front.jpg'], ids['kitchen.jpg']],
    });
    expect(reordered.error).toBeNull();
    await agent.from('listing_photos').delete().eq('id', ids['kitchen.jpg']);
    expect(await listing()).toEqual({
      gallery_images: [url(`${slug}/yard.webp`), url(`${slug}/front.jpg`)],
      header_image_url: url(`${slug}/yard.webp`),
    });
    const headers = await agent
      .from('listing_photos')
      .select('path')
      .eq('listing_id', id)
      .eq('is_header', true);
    expect(headers.data).toEqual([{ path: `${slug}/yard.webp` }]);
  });

  it('refuse a path outside a listing folder or of another type', async () => {
    const { id } = await insert({ address: '10 Gallery Way' });
    const { error } = await agent.from('listing_photos').insert({ listing_id: id, path: '../secret.gif' });
    expect(error).toMatchObject({ code: '23514' });
  });
});
