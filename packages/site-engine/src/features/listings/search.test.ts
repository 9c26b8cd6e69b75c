import { EMPTY_FILTERS, type Database, type ListingFilters } from '@agent-sites/schemas';
import { PostgrestClient } from '@supabase/postgrest-js';
import { describe, expect, it } from 'vitest';
import { searchSection, searchSections } from './search.ts';
import { cursorFromParam, cursorParam, searchFromUrl, sectionHref } from './search-url.ts';

const ID = '7d1c0f9e-2b7a-4c55-9a43-5b0f5f1e2c11';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

/** A client whose every request is written down and answered with `rows`, counted as `total`. */
function recording(rows: object[] = [], total = rows.length) {
  const requests: { url: URL; method: string; prefer: string | null }[] = [];
  const client = new PostgrestClient<Database>('https://project.example/rest/v1', {
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      requests.push({
        url: new URL(String(input)),
        method: init?.method ?? 'GET',
        prefer: headers.get('prefer'),
      });
      const head = init?.method === 'HEAD';
      return new Response(head ? null : JSON.stringify(rows), {
        status: 200,
        headers: { 'content-type': 'application/json', 'content-range': `0-${rows.length - 1}/${total}` },
      });
    },
  });
  return { client, requests };
}

const filters = (changes: Partial<ListingFilters>): ListingFilters => ({ ...EMPTY_FILTERS, ...changes });

/** The query of a request, decoded, as name=value pairs in order. */
const query = (url: URL) => [...url.searchParams].map(([name, value]) => `${name}=${value}`);

describe('a section of the search as PostgREST reads it', () => {
  it('asks for one status, newest first, one more row than a page, and counts exactly', async () => {
    const { client, requests } = recording();
    await searchSection(client, EMPTY_FILTERS, { status: 'current' });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url.pathname).toBe('/rest/v1/listings');
    expect(query(requests[0]!.url)).toEqual([
      'select=*',
      'status=eq.current',
      'order=created_at.desc.nullslast,id.desc',
      'offset=0',
      'limit=25',
    ]);
    expect(requests[0]?.prefer).toContain('count=exact');
  });

  it('turns each filter into its PostgREST filter, letting unknown prices, beds and baths through', async () => {
    const { client, requests } = recording();
    await searchSection(
      client,
      filters({
        areas: ['lakeside', 'oak-park'],
        minPrice: '250000',
        maxPrice: '$400,000',
        beds: '3',
        baths: '2',
        propertyType: 'condo',
        sort: 'price-asc',
      }),
      { status: 'pending', size: 12 },
    );
    expect(query(requests[0]!.url)).toEqual([
      'select=*',
      'status=eq.pending',
      'city_slug=in.(lakeside,oak-park)',
      'or=(shown_price.is.null,shown_price.gte.250000)',
      'or=(shown_price.is.null,shown_price.lte.400000)',
      'or=(bedrooms.is.null,bedrooms.gte.3)',
      'or=(bathrooms.is.null,bathrooms.gte.2)',
      'property_type=eq.condo',
      'order=shown_price.asc.nullslast,id.asc',
      'offset=0',
      'limit=13',
    ]);
  });

  it('reads the page after a row as a keyset range, and counts the section in a second read', async () => {
    const { client, requests } = recording();
    const key = '2026-11-20T10:00:00.123+00:00';
    await searchSection(client, filters({ beds: '2' }), { status: 'current', after: { key, id: ID } });
    expect(requests).toHaveLength(2);
    const [rows, count] = requests;
    expect(query(rows!.url)).toContain(`or=(created_at.lt."${key}",and(created_at.eq."${key}",id.lt.${ID}))`);
    expect(rows?.prefer ?? '').not.toContain('count=');
    expect(count?.method).toBe('HEAD');
    expect(count?.prefer).toContain('count=exact');
    expect(query(count!.url)).toEqual([
      'select=*',
      'status=eq.current',
      'or=(bedrooms.is.null,bedrooms.gte.2)',
    ]);
  });

  it('reads the page before a row backwards, by price with the unpriced last', async () => {
    const { client, requests } = recording();
    await searchSection(client, filters({ sort: 'price-desc' }), {
      status: 'current',
      before: { key: '300000', id: ID },
    });
    expect(query(requests[0]!.url)).toEqual([
      'select=*',
      'status=eq.current',
      `or=(shown_price.gt.300000,and(shown_price.eq.300000,id.gt.${ID}))`,
      'order=shown_price.asc.nullsfirst,id.asc',
      'offset=0',
      'limit=25',
    ]);
  });

  it('pages past a price into the unpriced listings, and among them by id', async () => {
    const { client, requests } = recording();
    await searchSection(client, filters({ sort: 'price-asc' }), {
      status: 'current',
      after: { key: '9', id: ID },
    });
    await searchSection(client, filters({ sort: 'price-asc' }), {
      status: 'current',
      after: { key: null, id: ID },
    });
    expect(query(requests[0]!.url)).toContain(
      `or=(shown_price.gt.9,and(shown_price.eq.9,id.gt.${ID}),shown_price.is.null)`,
    );
    expect(query(requests[2]!.url)).toContain(`or=(and(shown_price.is.null,id.gt.${ID}))`);
  });
});

describe('what a page of a section says', () => {
  const row = (id: string, created_at: string) => ({ id, created_at, shown_price: null, status: 'current' });

  it('has a next page only when a row more than the page came, and a previous one only after a cursor', async () => {
    const rows = [row(ID, '2026-11-20T10:00:00+00:00'), row(OTHER, '2026-11-19T10:00:00+00:00')];
    const { client } = recording(rows, 7);
    const first = await searchSection(client, EMPTY_FILTERS, { status: 'current', size: 1 });
    expect(first.total).toBe(7);
    expect(first.rows.map((listing) => listing.id)).toEqual([ID]);
    expect(first.next).toEqual({ key: '2026-11-20T10:00:00+00:00', id: ID });
    expect(first.previous).toBeUndefined();

    const { client: last } = recording([rows[1]!], 7);
    const after = await searchSection(last, EMPTY_FILTERS, { status: 'current', size: 1, after: first.next });
    expect(after.next).toBeUndefined();
    expect(after.previous).toEqual({ key: '2026-11-19T10:00:00+00:00', id: OTHER });
  });

  it('puts a page read backwards in the order asked', async () => {
    // Read backwards: the row nearest the cursor first.
    const { client } = recording([
      row(OTHER, '2026-11-19T10:00:00+00:00'),
      row(ID, '2026-11-20T10:00:00+00:00'),
    ]);
    const page = await searchSection(client, EMPTY_FILTERS, {
      status: 'current',
      size: 2,
      before: { key: '2026-11-18T10:00:00+00:00', id: ID },
    });
    expect(page.rows.map((listing) => listing.id)).toEqual([ID, OTHER]);
    expect(page.previous).toBeUndefined();
    expect(page.next).toEqual({ key: '2026-11-19T10:00:00+00:00', id: OTHER });
  });

  it('leaves out the sections without a match', async () => {
    const { client, requests } = recording([], 0);
    expect(await searchSections(client, EMPTY_FILTERS)).toEqual([]);
    expect(requests.map((request) => request.url.searchParams.get('status'))).toEqual([
      'eq.current',
      'eq.coming_soon',
      'eq.pending',
      'eq.recently_closed',
    ]);
  });
});

describe('a cursor in the URL', () => {
  it('round-trips what the page writes', () => {
    const newest = { key: '2026-11-20T10:00:00.123456+00:00', id: ID };
    expect(cursorFromParam(cursorParam(newest), 'newest')).toEqual(newest);
    expect(cursorFromParam(cursorParam({ key: '425000', id: ID }), 'price-asc')).toEqual({
      key: '425000',
      id: ID,
    });
    expect(cursorFromParam(cursorParam({ key: null, id: ID }), 'price-desc')).toEqual({ key: null, id: ID });
  });

  it('ignores anything else, so no word of a URL reaches a query', () => {
    for (const [value, sort] of [
      [`425000~${ID}`, 'newest'],
      [`2026-11-20T10:00:00Z~${ID}`, 'price-asc'],
      ['2026-11-20T10:00:00Z~not-an-id', 'newest'],
      [`2026-11-20T10:00:00Z),or(id.neq.0~${ID}`, 'newest'],
      [`1,2~${ID}`, 'price-asc'],
      [`9999999999~${ID}`, 'price-asc'],
      [ID, 'newest'],
    ] as const) {
      expect(cursorFromParam(value, sort), value).toBeUndefined();
    }
    expect(cursorFromParam(null, 'newest')).toBeUndefined();
  });
});

describe('the search a URL asks for', () => {
  it('is the filters alone, every section’s first page, without a section', () => {
    expect(
      searchFromUrl(new URLSearchParams(`area=lakeside&beds=3&after=2026-11-20T10:00:00Z~${ID}`)),
    ).toEqual({
      filters: filters({ areas: ['lakeside'], beds: '3' }),
    });
  });

  it('is one section’s page after or before a cursor, and a link writes it back the same', () => {
    const after = { key: '2026-11-20T10:00:00Z', id: ID };
    const href = sectionHref(filters({ areas: ['lakeside'], maxPrice: '400000' }), 'pending', { after });
    expect(href).toBe(
      `/listings?area=lakeside&max=400000&section=pending&after=2026-11-20T10%3A00%3A00Z%7E${ID}`,
    );
    expect(searchFromUrl(new URL(href, 'https://site.example').searchParams)).toEqual({
      filters: filters({ areas: ['lakeside'], maxPrice: '400000' }),
      section: { status: 'pending', after },
    });
    const back = sectionHref(EMPTY_FILTERS, 'current', {
      before: { key: '2026-11-19T10:00:00Z', id: OTHER },
    });
    expect(searchFromUrl(new URL(back, 'https://site.example').searchParams).section).toEqual({
      status: 'current',
      before: { key: '2026-11-19T10:00:00Z', id: OTHER },
    });
    expect(sectionHref(EMPTY_FILTERS, 'recently_closed')).toBe('/listings?section=recently_closed');
  });

  it('ignores a section that is not a status and a cursor of another order', () => {
    expect(searchFromUrl(new URLSearchParams('section=archived')).section).toBeUndefined();
    expect(
      searchFromUrl(new URLSearchParams(`section=current&sort=price-asc&after=2026-11-20T10:00:00Z~${ID}`))
        .section,
    ).toEqual({ status: 'current' });
  });
});
