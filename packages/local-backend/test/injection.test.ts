// SQL injection through the REST API: every value is bound (never written into the SQL text), no
// identifier may hold `$`, and every column a query names must be one of the table's. Runs on PGlite
// and on PostgreSQL, through raw HTTP and through supabase-js, with the anon key a visitor has.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, startTestBackend, type TestBackend } from './harness.ts';

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(() => t.close());

async function get(path: string, key = t.backend.keys.anonKey): Promise<{ status: number; body: string }> {
  const response = await fetch(`${t.url}${path}`, { headers: { apikey: key } });
  return { status: response.status, body: await response.text() };
}

describe('values are bound, never spliced into SQL', () => {
  it('a $1 written inside SQL text stays text, whatever the parameters are', async () => {
    const rows = await t.backend.db.transaction('admin', { readOnly: true }, (tx) =>
      tx.query<{ literal: string; quoted: string; bound: string }>(
        `select '$1' as literal, $1::text as bound, "$1"::text as quoted from (select 1 as "$1") _`,
        [`x' or 'a'='a`],
      ),
    );
    expect(rows).toEqual([{ literal: '$1', quoted: '1', bound: `x' or 'a'='a` }]);
  });

  it('a filter value that looks like SQL is only a value', async () => {
    const { data, error } = await t.anon
      .from('listings')
      .select('id')
      .eq('slug', `x'; update public.listings set price = 1; --`);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: prices } = await t.anon.from('listings').select('price').eq('price', 1);
    expect(prices).toEqual([]);
  });
});

describe('identifiers are checked before they reach SQL', () => {
  it('the probe the attacker started with is refused, not run (a$1 as a filter column)', async () => {
    const { status, body } = await get('/rest/v1/listings?select=id&a%241=eq.hello');
    expect(status).toBe(400);
    expect(body).not.toContain(`'hello'`);
  });

  it('the attack that became superuser is refused: a $1 alias with a filter value closing the identifier', async () => {
    // Written into `as "x$1"` (the alias), the value closes the identifier and the statement, resets
    // the role and runs a statement of its own; written into the filter, it is a harmless literal.
    const payload =
      '" from "public"."listings" where false) _t; reset role; ' +
      'select 1 as total, 1 as page_total, (select json_agg(x)::text from (select current_user as u) x) as body ' +
      'from (select 1 as "';
    const { status, body } = await get(
      `/rest/v1/listings?select=${encodeURIComponent('x$1:id')}&slug=neq.${encodeURIComponent(payload)}`,
    );
    expect(status).toBe(400);
    expect(body).not.toContain('postgres');
  });

  it('refuses $, a double quote or an empty name inside a quoted identifier', async () => {
    for (const select of ['"a$1"', '"x""y"', '""']) {
      const { status } = await get(`/rest/v1/listings?select=${encodeURIComponent(select)}`);
      expect(status, select).toBe(400);
    }
  });

  it('refuses columns the table does not have, in select, filters, logic trees and order', async () => {
    for (const query of [
      'select=password',
      'select=id,current_user',
      'current_user=eq.x',
      'or=(slug.eq.a,secret.eq.b)',
      'order=pg_sleep.desc',
      'select=id&and=(or(city.eq.Troy,not.and(nope.is.null)))',
    ]) {
      const { status, body } = await get(`/rest/v1/listings?${query}`);
      expect(status, query).toBe(400);
      expect(JSON.parse(body), query).toMatchObject({ code: '42703' });
    }
  });

  it('through supabase-js: an unknown column answers an error the client reads, and no rows', async () => {
    const selected = await t.anon.from('listings').select('id, encrypted_password');
    expect(selected.status).toBe(400);
    expect(selected.error?.message).toBe('column listings.encrypted_password does not exist');
    expect(selected.data).toBeNull();
    const filtered = await t.anon.from('listings').select('id').eq('a$1', 'hello');
    expect(filtered.status).toBe(400);
    expect(filtered.data).toBeNull();
    const ordered = await t.anon.from('listings').select('id').order('nope');
    expect(ordered.status).toBe(400);
  });

  it('a function’s rows take only its own columns', async () => {
    const agent = await t.signIn(AGENT.email, AGENT.password);
    const own = await agent.rpc('failed_deliveries').select('id, recipient');
    expect(own.error).toBeNull();
    const other = await agent.rpc('failed_deliveries').select('id, current_user');
    expect(other.status).toBe(400);
    expect(other.error?.code).toBe('42703');
  });

  it('oversized queries answer 400, not a database error (5,000 columns, deep logic, many filters)', async () => {
    const columns = Array.from({ length: 5000 }, () => 'id').join(',');
    expect((await get(`/rest/v1/listings?select=${columns}`)).status).toBe(400);
    const deep = `${'or('.repeat(40)}slug.eq.a${')'.repeat(40)}`;
    expect((await get(`/rest/v1/listings?and=(${deep})`)).status).toBe(400);
    const many = Array.from({ length: 300 }, (_, i) => `slug.eq.s${i}`).join(',');
    expect((await get(`/rest/v1/listings?or=(${many})`)).status).toBe(400);
  });
});
