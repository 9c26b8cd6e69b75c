// PostgREST's URL grammar as the parser reads it: the cases supabase-js produces, and refusals.
import { describe, expect, it } from 'vitest';
import { parseFilter, parseLogic, parseOrder, parseQuery, parseSelect } from '../src/rest/grammar.ts';
import { ConfigError, loadConfig } from '../src/config.ts';

describe('the query grammar', () => {
  it('reads select items with aliases, casts and quoted names', () => {
    expect(parseSelect('id,town:city,price::text,"odd name"')).toEqual([
      { kind: 'column', column: 'id', alias: undefined, cast: undefined },
      { kind: 'column', column: 'city', alias: 'town', cast: undefined },
      { kind: 'column', column: 'price', alias: undefined, cast: 'text' },
      { kind: 'column', column: 'odd name', alias: undefined, cast: undefined },
    ]);
    expect(parseSelect(null)).toEqual([{ kind: 'star' }]);
  });

  it('reads in-lists with quoted values holding commas and parentheses', () => {
    expect(parseFilter('title', 'in.("a, b","c (d)",e)').value).toEqual(['a, b', 'c (d)', 'e']);
    expect(parseFilter('title', 'in.()').value).toEqual([]);
  });

  it('reads not., is and the (any) modifier', () => {
    expect(parseFilter('price', 'not.is.null')).toMatchObject({
      negated: true,
      operator: 'is',
      value: 'null',
    });
    expect(parseFilter('title', 'ilike(any).{%oak%,%elm%}')).toMatchObject({
      operator: 'ilike',
      quantifier: 'any',
      value: ['%oak%', '%elm%'],
    });
    expect(parseFilter('slug', 'eq.a.b.c')).toMatchObject({ operator: 'eq', value: 'a.b.c' });
  });

  it('reads nested or/and trees with negation and quoted scalars', () => {
    const tree = parseLogic(
      'or',
      false,
      '(city.eq.Troy,and(price.gte.1,not.or(status.eq.pending,title.eq."a,b")))',
    );
    expect(tree.conditions).toHaveLength(2);
    const inner = tree.conditions[1] as ReturnType<typeof parseLogic>;
    expect(inner.kind).toBe('and');
    expect((inner.conditions[1] as ReturnType<typeof parseLogic>).negated).toBe(true);
    expect(JSON.stringify(tree)).toContain('"value":"a,b"');
  });

  it('reads order terms with directions and nulls placement', () => {
    expect(parseOrder('created_at.desc,price.asc.nullslast,city')).toEqual([
      { column: 'created_at', descending: true, nulls: undefined },
      { column: 'price', descending: false, nulls: 'last' },
      { column: 'city', descending: false, nulls: undefined },
    ]);
  });

  it('refuses unknown operators, bad limits and injection in names', () => {
    expect(() => parseFilter('price', 'between.1')).toThrow(/failed to parse filter/);
    expect(() => parseQuery(new URLSearchParams('limit=-1'))).toThrow(/failed to parse limit/);
    expect(() => parseQuery(new URLSearchParams('select=id;drop table listings'))).toThrow(/failed to parse/);
    expect(() => parseQuery(new URLSearchParams('price);--=eq.1'))).toThrow(/failed to parse/);
    expect(() => parseSelect('price::text from listings union select slug')).toThrow(/failed to parse/);
  });

  it('says which features are not supported', () => {
    expect(() => parseSelect('slug,agents(user_id)')).toThrow(/not supported by the local backend/);
    expect(() => parseFilter('description', 'fts.oak')).toThrow(/not supported by the local backend/);
    expect(() => parseQuery(new URLSearchParams('data->>a=eq.1'))).toThrow(
      /not supported by the local backend/,
    );
  });
});

describe('the environment', () => {
  it('names every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', ADMIN_EMAIL: 'agent@example.com' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', JWT_SECRET: 'short', ADMIN_EMAIL: 'agent@example.com' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT[\s\S]*JWT_SECRET[\s\S]*ADMIN_PASSWORD/);
    }
  });

  it('keeps its own secrets from the functions and passes the rest on', () => {
    const config = loadConfig({
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_PASSWORD: 'p'.repeat(10),
      ADMIN_EMAIL: 'a@b.co',
      SITE_URL: 'https://s',
    });
    expect(config.functionEnv).toEqual({ SITE_URL: 'https://s' });
  });
});
