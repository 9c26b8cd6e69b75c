// The database the migrations produce names no agent's places or time zone (decision 034): no
// function body, column default, view, constraint or comment. Older migration files may say
// "Detroit time" in a `--` comment, which the database never keeps; they are history and stay as
// written. Rows are data: this agent's seed (seed.sql) names its listings' cities.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';

/** As site/build/agent-neutral.test.ts checks the files (the two projects cannot share a module). */
const AGENT_PLACES =
  /\b(detroit|michigan|florida|royal oak|ferndale|birmingham|troy|novi|grosse pointe|southfield|dearborn|hamtramck|ann arbor|bloomfield|farmington hills|rochester hills|sterling heights|livonia|plymouth|berkley|clawson|huntington woods|pleasant ridge|madison heights|wayne county|oakland county|macomb|naples|sarasota)\b/i;

const SCHEMA_TEXT = `
  select 'function ' || p.oid::regprocedure::text as what, p.prosrc as text
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname not in ('pg_catalog', 'information_schema')
  union all
  select 'default ' || c.oid::regclass::text || '.' || a.attname, pg_get_expr(d.adbin, d.adrelid)
    from pg_attrdef d
    join pg_class c on c.oid = d.adrelid
    join pg_attribute a on a.attrelid = d.adrelid and a.attnum = d.adnum
  union all
  select 'view ' || schemaname || '.' || viewname, definition
    from pg_views where schemaname not in ('pg_catalog', 'information_schema')
  union all
  select 'constraint ' || conname, pg_get_constraintdef(oid) from pg_constraint
  union all
  select 'comment on ' || classoid::regclass::text || ' ' || objoid::text, description from pg_description
`;

let t: TestBackend;

beforeAll(async () => {
  t = await startTestBackend();
});
afterAll(async () => {
  await t.close();
});

describe('the schema the migrations produce', () => {
  it("names none of this agent's places or its time zone", async () => {
    const rows = await t.backend.db.transaction('admin', { readOnly: true }, (tx) =>
      tx.query<{ what: string; text: string | null }>(SCHEMA_TEXT),
    );
    expect(rows.length).toBeGreaterThan(100);
    expect(
      rows.filter((row) => AGENT_PLACES.test((row.text ?? '').replaceAll('-', ' '))).map((row) => row.what),
    ).toEqual([]);
  });
});
