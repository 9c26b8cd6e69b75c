-- listings_version() without reading every listing (issue 27): a counter, moved on by the
-- statements that change listings, in place of a digest of every row's id and updated_at. Each
-- asker (the site's server, every open page) paid a scan of the whole table; at 10,000 listings and
-- more that is the cost of a read of all of them, on every ask. A statement that changes no row (a
-- feed page whose records were all stored already) leaves the version as it is: the trigger looks
-- at the rows the statement changed (its transition table), not at the statement.
create table public.listings_state (
  id boolean primary key default true constraint listings_state_one_row check (id),
  version bigint not null default 0,
  changed_at timestamptz not null default now()
);

comment on table public.listings_state is
  'One row: how many times the listings have changed (listings_version() answers it) and when last.';

insert into public.listings_state default values;

alter table public.listings_state enable row level security;
revoke all on public.listings_state from anon, authenticated;

-- The triggers that queue the site's rebuild (20251125090200_site_rebuild.sql) already run after
-- each statement that changes listings, with its transition table: they move the counter on too,
-- under a name for both.
create function public.note_listings_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from changed_listings) then
    return null;
  end if;
  update public.listings_state set version = version + 1, changed_at = now();
  -- The transaction's id and start time name the rebuild: a second statement in the same
  -- transaction finds its row and adds none. The time keeps a key unique on a restored cluster.
  insert into public.outbox (kind, payload, dedupe_key)
  values (
    'site_rebuild',
    '{"reason":"listings"}',
    'site_rebuild:' || txid_current()::text || ':' || extract(epoch from transaction_timestamp())::text
  )
  on conflict (dedupe_key) do nothing;
  return null;
end;
$$;

comment on function public.note_listings_changed() is
  'After a statement that changed listings: moves listings_state.version on and queues one site_rebuild per transaction. Trigger only.';

revoke all on function public.note_listings_changed() from public;

drop trigger listings_queue_site_rebuild_insert on public.listings;
drop trigger listings_queue_site_rebuild_update on public.listings;
drop trigger listings_queue_site_rebuild_delete on public.listings;
drop function public.queue_site_rebuild();

-- Transition tables allow one event per trigger, hence three.
create trigger listings_changed_insert
  after insert on public.listings
  referencing new table as changed_listings
  for each statement execute function public.note_listings_changed();

create trigger listings_changed_update
  after update on public.listings
  referencing new table as changed_listings
  for each statement execute function public.note_listings_changed();

create trigger listings_changed_delete
  after delete on public.listings
  referencing old table as changed_listings
  for each statement execute function public.note_listings_changed();

create or replace function public.listings_version()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select version::text from public.listings_state
$$;

comment on function public.listings_version() is
  'How many times the listings have changed: equal versions mean no listing changed in between.';

revoke all on function public.listings_version() from public;
grant execute on function public.listings_version() to anon, authenticated, service_role;
