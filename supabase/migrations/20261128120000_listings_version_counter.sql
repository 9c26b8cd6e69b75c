-- listings_version() without reading every listing (issue 27): a counter, moved on by the
-- statements that change listings, in place of a digest of every row's id and updated_at. Each
-- asker (the site's server, every open page) paid a scan of the whole table; at 10,000 listings and
-- more that is the cost of a read of all of them, on every ask. A statement that changes no row (a
-- feed page whose records were all stored already) leaves the version as it is: the triggers look
-- at the rows the statement changed (transition tables), not at the statement.
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

create function public.note_listings_changed()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from changed) then
    update public.listings_state set version = version + 1, changed_at = now();
  end if;
  return null;
end;
$$;

comment on function public.note_listings_changed() is
  'After a statement on listings: moves listings_state.version on when the statement changed a row.';

revoke all on function public.note_listings_changed() from public;

create trigger listings_changed_by_insert
  after insert on public.listings
  referencing new table as changed
  for each statement execute function public.note_listings_changed();

create trigger listings_changed_by_update
  after update on public.listings
  referencing new table as changed
  for each statement execute function public.note_listings_changed();

create trigger listings_changed_by_delete
  after delete on public.listings
  referencing old table as changed
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
