-- Open houses (issue 26, docs/decisions/049-open-houses.md): the agent adds dates to a listing in
-- the back office; cards and pages show the next one, and a visitor's RSVP is a lead of its own kind.
create table public.open_houses (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.listings (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  note text,
  created_at timestamptz not null default now(),
  constraint open_houses_ends_after_start check (ends_at > starts_at),
  constraint open_houses_within_a_day check (ends_at - starts_at <= interval '12 hours'),
  constraint open_houses_note_length check (char_length(note) <= 200)
);

comment on table public.open_houses is 'The dates a listing is open to visitors without an appointment.';

create index open_houses_listing_starts on public.open_houses (listing_id, starts_at);

alter table public.open_houses enable row level security;

revoke insert, update, delete, truncate on public.open_houses from anon;
grant select on public.open_houses to anon;
grant select, insert, update, delete on public.open_houses to authenticated;

-- A visitor reads the open houses still to come of the listings they can see (not archived); the
-- agent reads all, past ones included.
create policy "Anyone can read the coming open houses of listings they can see; the agent reads all"
  on public.open_houses for select
  to anon, authenticated
  using (
    (select public.is_agent())
    or (ends_at > now() and exists (select 1 from public.listings l where l.id = listing_id))
  );

create policy "The agent can add open houses"
  on public.open_houses for insert
  to authenticated
  with check ((select public.is_agent()));

create policy "The agent can change open houses"
  on public.open_houses for update
  to authenticated
  using ((select public.is_agent()))
  with check ((select public.is_agent()));

create policy "The agent can remove open houses"
  on public.open_houses for delete
  to authenticated
  using ((select public.is_agent()));

-- The listing carries its coming open houses, first first, as the gallery carries its photos
-- (20250701090000): every read of a listing has them without a second request, and a change bumps
-- the listing's updated_at, so the listings' version and the prerendered pages follow.
alter table public.listings add column open_houses jsonb not null default '[]'::jsonb;

comment on column public.listings.open_houses is
  'The listing''s open houses as [{id, startsAt, endsAt, note}], first first; kept by trigger from public.open_houses.';

create function public.sync_listing_open_houses()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.listings as l
     set open_houses = coalesce((
           select jsonb_agg(
                    jsonb_build_object('id', o.id, 'startsAt', o.starts_at, 'endsAt', o.ends_at, 'note', o.note)
                    order by o.starts_at, o.id)
             from public.open_houses o
            where o.listing_id = l.id and o.ends_at > now()
         ), '[]'::jsonb)
   where l.id in (select listing_id from changed_rows);
  return null;
end;
$$;

revoke all on function public.sync_listing_open_houses() from public, anon, authenticated;

create trigger open_houses_sync_insert
  after insert on public.open_houses
  referencing new table as changed_rows
  for each statement execute function public.sync_listing_open_houses();

create trigger open_houses_sync_update
  after update on public.open_houses
  referencing new table as changed_rows
  for each statement execute function public.sync_listing_open_houses();

create trigger open_houses_sync_delete
  after delete on public.open_houses
  referencing old table as changed_rows
  for each statement execute function public.sync_listing_open_houses();

-- An RSVP to an open house: who is coming, how many, to which date. No reply is owed by the clock
-- (the visitor's confirmation is the answer), so it has no reply window.
alter type public.lead_kind add value if not exists 'open_house' after 'relocation';
