-- What the local backend keeps besides what a Supabase project has (platform.sql): applied after it
-- at every start, never to a real Supabase project (and not by `npm run test:deploy`).

create schema if not exists supabase_migrations;

-- The same bookkeeping as the Supabase CLI, so `supabase migration list` reads alike.
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  statements text[],
  name text
);

create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null
);

-- Failed password sign-ins, per email ('email:<address>') and per client address ('ip:<address>'):
-- the local backend slows and then locks sign-in after repeated failures (hosted Supabase Auth has
-- its own rate limits instead). Kept here rather than in memory so a restart does not reset a lock.
create table if not exists auth.sign_in_failures (
  key text primary key,
  failures integer not null default 0,
  window_start timestamptz not null default now(),
  blocked_until timestamptz,
  updated_at timestamptz not null default now()
);

revoke all on auth.sign_in_failures from anon, authenticated;
