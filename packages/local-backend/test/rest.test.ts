// The REST contract, driven with supabase-js as the site drives it: every query shape the site uses,
// the filters and modifiers the backend supports, and PostgREST's errors and status codes.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;
let agent: SupabaseClient;

beforeAll(async () => {
  t = await startTestBackend();
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(() => t.close());

const newListing = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: 'Test Home',
  address: '1 Test St',
  city: 'Troy',
  state: 'MI',
  zip_code: '48084',
  ...extra,
});

describe('the site’s listing queries', () => {
  it('reads every listing newest first with all columns', async () => {
    const { data, error, status } = await t.anon
      .from('listings')
      .select('*')
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.length).toBeGreaterThanOrEqual(10);
    const times = data!.map((row) => Date.parse(row.created_at as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    // `*` is every column the table has (a column a migration adds needs no change here).
    const columns = await t.backend.db.transaction('admin', { readOnly: true }, (tx) =>
      tx.query<{ column_name: string }>(
        "select column_name from information_schema.columns where table_schema = 'public' and table_name = 'listings'",
      ),
    );
    expect(columns.length).toBeGreaterThan(20);
    expect(Object.keys(data![0]!).sort()).toEqual(columns.map((column) => column.column_name).sort());
  });

  it('reads one listing by slug as a single object', async () => {
    const { data, error } = await t.anon
      .from('listings')
      .select('*')
      .eq('slug', '409-penniman-ave-plymouth')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      city: 'Plymouth',
      status: 'recently_closed',
      closed_price: 468000,
      bathrooms: 2,
    });
    expect(data!.features).toContain('Walk to Kellogg Park');
  });

  it('answers maybeSingle with null for an unknown slug', async () => {
    const { data, error, status } = await t.anon
      .from('listings')
      .select('*')
      .eq('slug', 'no-such-home')
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
    expect(status).toBe(200);
  });

  it('answers single with PGRST116 and 406 for an unknown slug', async () => {
    const { data, error, status } = await t.anon
      .from('listings')
      .select('*')
      .eq('slug', 'no-such-home')
      .single();
    expect(data).toBeNull();
    expect(status).toBe(406);
    expect(error).toMatchObject({
      code: 'PGRST116',
      details: 'The result contains 0 rows',
      message: 'Cannot coerce the result to a single JSON object',
    });
  });

  it('keeps half baths, missing prices and missing beds as the seed has them', async () => {
    const { data } = await t.anon.from('listings').select('slug, price, bedrooms, bathrooms, status');
    expect(data!.some((row) => row.price === null)).toBe(true);
    expect(
      data!.some((row) => row.status === 'coming_soon' && row.bedrooms === null && row.bathrooms === null),
    ).toBe(true);
    expect(data!.some((row) => row.bathrooms === 2.5)).toBe(true);
    expect(new Set(data!.map((row) => row.status))).toEqual(
      new Set(['current', 'coming_soon', 'pending', 'recently_closed']),
    );
  });
});

describe('select, filters and modifiers', () => {
  it('selects chosen columns, with aliases and casts', async () => {
    const { data, error } = await t.anon
      .from('listings')
      .select('slug, town:city, price::text')
      .eq('slug', '2215-pinecrest-dr-ferndale');
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: '2215-pinecrest-dr-ferndale', town: 'Ferndale', price: '264500' }]);
  });

  it('filters with eq, neq, gt, gte, lt, lte', async () => {
    const q = () => t.anon.from('listings').select('slug, price');
    expect((await q().eq('city', 'Ferndale')).data).toHaveLength(2);
    expect((await q().neq('city', 'Ferndale')).data!.every((row) => row.slug.indexOf('ferndale') < 0)).toBe(
      true,
    );
    expect((await q().gt('price', 800000)).data!.map((row) => row.price).sort()).toEqual(
      [1195000, 815000].sort(),
    );
    expect((await q().gte('price', 815000)).data).toHaveLength(2);
    expect((await q().lt('price', 270000)).data!.map((row) => row.slug)).toEqual([
      '2215-pinecrest-dr-ferndale',
    ]);
    expect((await q().lte('price', 264500)).data).toHaveLength(1);
  });

  it('filters with in, is and ilike', async () => {
    const inCities = await t.anon
      .from('listings')
      .select('city')
      .in('city', ['Troy', 'Novi', 'Grosse Pointe']);
    expect(inCities.data!.map((row) => row.city).sort()).toEqual(['Grosse Pointe', 'Novi', 'Troy']);
    const noPrice = await t.anon.from('listings').select('slug').is('price', null);
    expect(noPrice.data!.map((row) => row.slug).sort()).toEqual(
      ['31020-lakeview-blvd-novi', 'lot-7-orchard-ridge-rochester-hills'].sort(),
    );
    const priced = await t.anon.from('listings').select('slug').not('price', 'is', null);
    expect(priced.data!.length).toBe(14);
    const ilike = await t.anon.from('listings').select('slug').ilike('title', '%FERNDALE%');
    expect(ilike.data!.map((row) => row.slug).sort()).toEqual([
      '1120-woodward-heights-ferndale',
      '2215-pinecrest-dr-ferndale',
    ]);
  });

  it('combines filters with or and contains on arrays', async () => {
    const either = await t.anon.from('listings').select('city').or('city.eq.Troy,city.eq.Novi').order('city');
    expect(either.data).toEqual([{ city: 'Novi' }, { city: 'Troy' }]);
    const quoted = await t.anon
      .from('listings')
      .select('slug')
      .in('title', ['Ferndale Duplex', 'A title, with a comma']);
    expect(quoted.data).toEqual([{ slug: '1120-woodward-heights-ferndale' }]);
    const features = await t.anon.from('listings').select('slug').contains('features', ['Carriage house']);
    expect(features.data).toEqual([{ slug: '918-lakeland-st-grosse-pointe' }]);
  });

  it('orders, limits, offsets and counts', async () => {
    const page = await t.anon
      .from('listings')
      .select('slug, price', { count: 'exact' })
      .not('price', 'is', null)
      .order('price', { ascending: true })
      .range(1, 3);
    expect(page.error).toBeNull();
    expect(page.count).toBe(14);
    expect(page.status).toBe(206);
    expect(page.data!.map((row) => row.price)).toEqual([279900, 289000, 299000]);
    const limited = await t.anon
      .from('listings')
      .select('slug')
      .order('created_at', { ascending: false })
      .limit(3);
    expect(limited.data).toHaveLength(3);
    const nullsLast = await t.anon
      .from('listings')
      .select('price')
      .order('price', { ascending: false, nullsFirst: false });
    expect(nullsLast.data!.at(-1)!.price).toBeNull();
    const head = await t.anon.from('listings').select('*', { count: 'exact', head: true });
    expect(head.count).toBeGreaterThanOrEqual(12);
    expect(head.data).toBeNull();
  });
});

describe('writes with Prefer: return', () => {
  it('inserts and returns the row, with defaults filled in', async () => {
    const { data, error, status } = await agent
      .from('listings')
      .insert(newListing('rest-insert-1'))
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({ slug: 'rest-insert-1', state: 'MI', status: 'coming_soon', features: [] });
    expect(data!.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('inserts with return=minimal: 201 and no body', async () => {
    const { data, error, status } = await agent.from('listings').insert(newListing('rest-insert-2'));
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
  });

  it('inserts several rows at once', async () => {
    const { data, error } = await agent
      .from('listings')
      .insert([newListing('rest-bulk-1', { price: 100000 }), newListing('rest-bulk-2')])
      .select('slug, price');
    expect(error).toBeNull();
    expect(data).toEqual([
      { slug: 'rest-bulk-1', price: 100000 },
      { slug: 'rest-bulk-2', price: null },
    ]);
  });

  it('upserts on the slug', async () => {
    await agent.from('listings').insert(newListing('rest-upsert', { price: 1000 }));
    const { data, error } = await agent
      .from('listings')
      .upsert(newListing('rest-upsert', { price: 2000 }), { onConflict: 'slug' })
      .select('slug, price');
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: 'rest-upsert', price: 2000 }]);
  });

  it('updates matching rows and returns them, or 204 without return', async () => {
    await agent.from('listings').insert(newListing('rest-update'));
    const updated = await agent
      .from('listings')
      .update({ status: 'current', price: 250000 })
      .eq('slug', 'rest-update')
      .select('status, price');
    expect(updated.error).toBeNull();
    expect(updated.status).toBe(200);
    expect(updated.data).toEqual([{ status: 'current', price: 250000 }]);
    const minimal = await agent.from('listings').update({ price: 260000 }).eq('slug', 'rest-update');
    expect(minimal.status).toBe(204);
    const after = await t.anon
      .from('listings')
      .select('price, updated_at, created_at')
      .eq('slug', 'rest-update')
      .single();
    expect(after.data!.price).toBe(260000);
    expect(Date.parse(after.data!.updated_at)).toBeGreaterThan(Date.parse(after.data!.created_at));
  });

  it('deletes matching rows and returns them', async () => {
    await agent.from('listings').insert(newListing('rest-delete'));
    const deleted = await agent.from('listings').delete().eq('slug', 'rest-delete').select('slug');
    expect(deleted.data).toEqual([{ slug: 'rest-delete' }]);
    const gone = await t.anon.from('listings').select('slug').eq('slug', 'rest-delete');
    expect(gone.data).toEqual([]);
  });

  it('undoes a change that single() cannot return as one object', async () => {
    await agent
      .from('listings')
      .insert([
        newListing('rest-two-a', { city: 'Twoville' }),
        newListing('rest-two-b', { city: 'Twoville' }),
      ]);
    const { error, status } = await agent
      .from('listings')
      .update({ price: 1 })
      .eq('city', 'Twoville')
      .select()
      .single();
    expect(status).toBe(406);
    expect(error!.code).toBe('PGRST116');
    const unchanged = await t.anon.from('listings').select('price').eq('city', 'Twoville');
    expect(unchanged.data).toEqual([{ price: null }, { price: null }]);
  });
});

describe('errors', () => {
  it('409 and 23505 for a duplicate slug', async () => {
    const { error, status } = await agent.from('listings').insert(newListing('1428-maplewood-ave-royal-oak'));
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23505' });
    // With row-level security on, PostgreSQL leaves the key out of the details, as on Supabase.
    expect(error!.message).toContain('listings_slug_key');
  });

  it('400 and 22P02 for a status the database does not allow', async () => {
    const { error, status } = await agent
      .from('listings')
      .insert(newListing('rest-bad-status', { status: 'sold' }));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '22P02' });
    expect(error!.message).toContain('listing_status');
  });

  it('400 and 23514 for a quarter bath or a bad zip code', async () => {
    const bath = await agent.from('listings').insert(newListing('rest-bad-bath', { bathrooms: 1.25 }));
    expect(bath.status).toBe(400);
    expect(bath.error).toMatchObject({ code: '23514' });
    // The listing's own check names the field in words (details: { column: message }).
    const zip = await agent.from('listings').insert(newListing('rest-bad-zip', { zip_code: 'ABCDE' }));
    expect(zip.error).toMatchObject({ code: '23514', details: expect.stringContaining('"zip_code"') });
    const id = (await agent.from('listings').select('id').limit(1).single()).data!.id as string;
    const photo = await agent.from('listing_photos').insert({ listing_id: id, path: 'not a path' });
    expect(photo.error!.message).toContain('listing_photos_path_format');
  });

  it('400 and 23502 for a missing required column', async () => {
    const { error, status } = await agent
      .from('listings')
      .insert(newListing('rest-missing', { state: null }));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '23502' });
  });

  it('404 and PGRST205 for an unknown table', async () => {
    const { error, status } = await t.anon.from('no_such_table').select('*');
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.no_such_table' in the schema cache",
    });
  });

  it('400 and 42703 for an unknown column; PGRST204 for one in a body', async () => {
    const select = await t.anon.from('listings').select('nope');
    expect(select.status).toBe(400);
    expect(select.error).toMatchObject({ code: '42703' });
    const insert = await agent.from('listings').insert(newListing('rest-extra', { nope: 1 }));
    expect(insert.status).toBe(400);
    expect(insert.error).toMatchObject({ code: 'PGRST204' });
  });

  it('400 and PGRST100 for a filter it cannot parse', async () => {
    const { error, status } = await t.anon.from('listings').select('*').filter('price', 'between', '1');
    expect(status).toBe(400);
    expect(error!.code).toBe('PGRST100');
  });

  it('a clear PostgREST-style error for what it does not support', async () => {
    const embedded = await t.anon.from('listings').select('slug, agents(user_id)');
    expect(embedded.status).toBe(400);
    expect(embedded.error).toMatchObject({ code: 'PGRST100' });
    expect(embedded.error!.message).toContain('not supported by the local backend');
    const csv = await t.anon.from('listings').select('slug').csv();
    expect(csv.status).toBe(406);
    expect(csv.error).toMatchObject({ code: 'PGRST107' });
  });

  it('refuses a delete without a filter, as Supabase does', async () => {
    const raw = await fetch(`${t.url}/rest/v1/listings`, {
      method: 'DELETE',
      headers: {
        apikey: t.backend.keys.serviceRoleKey,
        authorization: `Bearer ${t.backend.keys.serviceRoleKey}`,
      },
    });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
  });

  it('401 without an API key, and for a token signed with another secret', async () => {
    const missing = await fetch(`${t.url}/rest/v1/listings`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({ message: 'No API key found in request' });
    const forged =
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmVkLXdpdGgtYW5vdGhlci1zZWNyZXQ';
    const bad = await fetch(`${t.url}/rest/v1/listings`, { headers: { apikey: forged } });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'PGRST301' });
  });

  it('answers CORS preflights for any origin', async () => {
    const response = await fetch(`${t.url}/rest/v1/listings`, {
      method: 'OPTIONS',
      headers: { origin: 'https://agent.example', 'access-control-request-headers': 'apikey, authorization' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('functions in the database through rpc', () => {
  it('calls is_agent under the caller’s role', async () => {
    expect((await t.anon.rpc('is_agent')).data).toBe(false);
    expect((await agent.rpc('is_agent')).data).toBe(true);
  });

  it('404 and PGRST202 for an unknown function', async () => {
    const { error, status } = await t.anon.rpc('no_such_function');
    expect(status).toBe(404);
    expect(error!.code).toBe('PGRST202');
  });
});

describe('reads after writes', () => {
  it('shows a change to the next read at once (the response cache never serves stale rows)', async () => {
    const before = await t.anon.from('listings').select('*').order('created_at', { ascending: false });
    await agent.from('listings').insert(newListing('rest-fresh'));
    const after = await t.anon.from('listings').select('*').order('created_at', { ascending: false });
    expect(after.data!.length).toBe(before.data!.length + 1);
    expect(after.data![0]!.slug).toBe('rest-fresh');
  });
});
