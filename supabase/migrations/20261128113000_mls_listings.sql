-- Listings from an MLS feed over the RESO Web API (issue 27, docs/decisions/051-mls-import.md): the
-- mls-sync function imports the feed's Property records into the same table as the agent's own
-- listings, marked as the feed's. Every new column has a default, so the agent's own listings, and
-- every insert that names none of them, stay as they were; without a feed there are no MLS rows.
create type public.listing_source as enum ('agent', 'mls');

alter table public.listings
  add column source public.listing_source not null default 'agent',
  -- RESO Data Dictionary names: ListingKey (the feed's key), ListingId (the MLS number people see),
  -- ListOfficeName, ListAgentMlsId, ModificationTimestamp, StandardStatus, Latitude, Longitude,
  -- InternetEntireListingDisplayYN.
  add column mls_listing_key text,
  add column mls_listing_id text,
  add column list_office_name text,
  add column list_agent_mls_id text,
  add column mls_modified_at timestamptz,
  add column mls_status text,
  add column internet_display boolean not null default true,
  add column listed_by_agent boolean not null default true,
  add column latitude numeric(9, 6),
  add column longitude numeric(9, 6),
  add constraint listings_mls_listing_key_unique unique (mls_listing_key),
  -- An MLS row has its key and the agent's own rows none: the key is what the feed updates by.
  add constraint listings_mls_key_only_from_the_feed check ((source = 'mls') = (mls_listing_key is not null)),
  add constraint listings_own_unless_from_the_feed check (source = 'mls' or listed_by_agent),
  add constraint listings_mls_listing_key_length check (char_length(mls_listing_key) between 1 and 255),
  add constraint listings_mls_listing_id_length check (char_length(mls_listing_id) between 1 and 255),
  add constraint listings_list_office_name_length check (char_length(list_office_name) between 1 and 255),
  add constraint listings_list_agent_mls_id_length check (char_length(list_agent_mls_id) between 1 and 50),
  add constraint listings_mls_status_length check (char_length(mls_status) between 1 and 50),
  add constraint listings_latitude_range check (latitude between -90 and 90),
  add constraint listings_longitude_range check (longitude between -180 and 180);

comment on column public.listings.source is 'agent: typed in the back office; mls: imported from the MLS feed by mls-sync, read-only for the agent.';
comment on column public.listings.mls_listing_key is 'The feed''s ListingKey: unique, what each sync updates by. Null for the agent''s own listings.';
comment on column public.listings.mls_listing_id is 'The feed''s ListingId: the MLS number shown to people.';
comment on column public.listings.list_office_name is 'The feed''s ListOfficeName: the listing brokerage, shown on listings that are not the agent''s.';
comment on column public.listings.list_agent_mls_id is 'The feed''s ListAgentMlsId.';
comment on column public.listings.mls_modified_at is 'The feed''s ModificationTimestamp of the version stored.';
comment on column public.listings.mls_status is 'The feed''s StandardStatus as it came; status holds what the site shows.';
comment on column public.listings.internet_display is 'The feed''s InternetEntireListingDisplayYN: false means the seller opted out and no visitor ever sees it.';
comment on column public.listings.listed_by_agent is 'True for the agent''s own listings: typed here, or in the feed with their MLS id as ListAgentMlsId.';

-- Visitors see what is not archived and may be shown on the internet; an MLS listing that leaves
-- the feed (withdrawn, expired, cancelled, deleted) is archived by the sync. The agent reads all.
drop policy "Anyone can read listings that are not archived; the agent reads all" on public.listings;

create policy "Anyone can read listings that are shown; the agent reads all"
  on public.listings for select
  to anon, authenticated
  using ((archived_at is null and internet_display) or (select public.is_agent()));

-- The agent writes only their own listings: the feed's are the MLS's, written by the service role
-- (which row-level security does not restrict) and nobody else.
drop policy "The agent can add listings" on public.listings;
drop policy "The agent can change listings" on public.listings;
drop policy "The agent can delete listings" on public.listings;

create policy "The agent can add their own listings"
  on public.listings for insert
  to authenticated
  with check ((select public.is_agent()) and source = 'agent');

create policy "The agent can change their own listings, not the feed's"
  on public.listings for update
  to authenticated
  using ((select public.is_agent()) and source = 'agent')
  with check ((select public.is_agent()) and source = 'agent');

create policy "The agent can delete their own listings, not the feed's"
  on public.listings for delete
  to authenticated
  using ((select public.is_agent()) and source = 'agent');

-- Photos follow into the listing row by trigger: on a feed's listing they would replace the MLS's.
drop policy "The agent can add photos" on public.listing_photos;
drop policy "The agent can change photos" on public.listing_photos;

create policy "The agent can add photos to their own listings"
  on public.listing_photos for insert
  to authenticated
  with check (
    (select public.is_agent())
    and exists (select 1 from public.listings l where l.id = listing_id and l.source = 'agent')
  );

create policy "The agent can change photos of their own listings"
  on public.listing_photos for update
  to authenticated
  using ((select public.is_agent()))
  with check (
    (select public.is_agent())
    and exists (select 1 from public.listings l where l.id = listing_id and l.source = 'agent')
  );

-- Where the sync is: the feed's ModificationTimestamp up to which every record is stored, the
-- @odata.nextLink of a replication left half way (a crash, the time budget), and how the last run
-- went. One row; the service role writes it, the agent reads it.
create table public.mls_sync_state (
  id boolean primary key default true constraint mls_sync_state_one_row check (id),
  high_water_mark timestamptz,
  next_link text constraint mls_sync_state_next_link_length check (char_length(next_link) <= 8000),
  last_run_at timestamptz,
  last_success_at timestamptz,
  -- { pages, received, stored, removed, skipped, done } of the last run.
  last_run jsonb not null default '{}'::jsonb,
  last_error text constraint mls_sync_state_last_error_length check (char_length(last_error) <= 2000),
  last_error_at timestamptz,
  -- A run holds the sync until then, so that a scheduled call while one runs does nothing.
  running_until timestamptz
);

comment on table public.mls_sync_state is 'The MLS feed''s sync: high-water mark, next link, last run and error. Written by mls-sync; read by the agent.';

insert into public.mls_sync_state default values;

alter table public.mls_sync_state enable row level security;

revoke all on public.mls_sync_state from anon, authenticated, service_role;
grant select on public.mls_sync_state to authenticated;
grant select, update on public.mls_sync_state to service_role;

create policy "The agent can read the MLS sync state"
  on public.mls_sync_state for select
  to authenticated
  using ((select public.is_agent()));

-- One page of the feed in one transaction: `listings` (the listings table's columns as JSON, each
-- with its mls_listing_key) are inserted or updated by key; `removals` ({ mls_listing_key,
-- mls_status, mls_modified_at }) archive the rows they name; `checkpoint` ({ high_water_mark,
-- next_link }), when given, is saved with them, so a crash keeps both or neither. A version older
-- than the stored one, or equal to it, changes nothing: running a page twice is running it once.
-- Answers { stored, removed }: the rows that changed.
create function public.apply_mls_page(listings jsonb, removals jsonb default '[]', checkpoint jsonb default null)
returns jsonb
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  stored integer;
  removed integer;
begin
  with incoming as (
    select distinct on (r.mls_listing_key) r.*
      from jsonb_populate_recordset(null::public.listings, listings) as r
     where r.mls_listing_key is not null
     order by r.mls_listing_key, r.mls_modified_at desc
  )
  insert into public.listings as l (
    source, slug, mls_listing_key, mls_listing_id, list_office_name, list_agent_mls_id,
    listed_by_agent, mls_modified_at, mls_status, internet_display, title, address, city, state,
    zip_code, property_type, status, price, closed_price, closed_on, bedrooms, bathrooms,
    square_feet, description, features, gallery_images, header_image_url, listing_date, latitude,
    longitude, archived_at
  )
  select
    'mls', '', i.mls_listing_key, i.mls_listing_id, i.list_office_name, i.list_agent_mls_id,
    coalesce(i.listed_by_agent, false), i.mls_modified_at, i.mls_status,
    coalesce(i.internet_display, true), i.title, i.address, i.city, i.state, i.zip_code,
    coalesce(i.property_type, 'single_family'), coalesce(i.status, 'current'), i.price,
    i.closed_price, i.closed_on, i.bedrooms, i.bathrooms, i.square_feet,
    coalesce(i.description, ''), coalesce(i.features, '{}'), coalesce(i.gallery_images, '{}'),
    i.header_image_url, i.listing_date, i.latitude, i.longitude, null
    from incoming as i
  on conflict (mls_listing_key) do update set
    mls_listing_id = excluded.mls_listing_id,
    list_office_name = excluded.list_office_name,
    list_agent_mls_id = excluded.list_agent_mls_id,
    listed_by_agent = excluded.listed_by_agent,
    mls_modified_at = excluded.mls_modified_at,
    mls_status = excluded.mls_status,
    internet_display = excluded.internet_display,
    title = excluded.title,
    address = excluded.address,
    city = excluded.city,
    state = excluded.state,
    zip_code = excluded.zip_code,
    property_type = excluded.property_type,
    status = excluded.status,
    price = excluded.price,
    closed_price = excluded.closed_price,
    closed_on = excluded.closed_on,
    bedrooms = excluded.bedrooms,
    bathrooms = excluded.bathrooms,
    square_feet = excluded.square_feet,
    description = excluded.description,
    features = excluded.features,
    gallery_images = excluded.gallery_images,
    header_image_url = excluded.header_image_url,
    listing_date = excluded.listing_date,
    latitude = excluded.latitude,
    longitude = excluded.longitude,
    archived_at = null
  where l.source = 'mls'
    and excluded.mls_modified_at >= l.mls_modified_at
    and (l.mls_listing_id, l.list_office_name, l.list_agent_mls_id, l.listed_by_agent,
         l.mls_modified_at, l.mls_status, l.internet_display, l.title, l.address, l.city, l.state,
         l.zip_code, l.property_type, l.status, l.price, l.closed_price, l.closed_on, l.bedrooms,
         l.bathrooms, l.square_feet, l.description, l.features, l.gallery_images,
         l.header_image_url, l.listing_date, l.latitude, l.longitude, l.archived_at)
        is distinct from
        (excluded.mls_listing_id, excluded.list_office_name, excluded.list_agent_mls_id,
         excluded.listed_by_agent, excluded.mls_modified_at, excluded.mls_status,
         excluded.internet_display, excluded.title, excluded.address, excluded.city,
         excluded.state, excluded.zip_code, excluded.property_type, excluded.status,
         excluded.price, excluded.closed_price, excluded.closed_on, excluded.bedrooms,
         excluded.bathrooms, excluded.square_feet, excluded.description, excluded.features,
         excluded.gallery_images, excluded.header_image_url, excluded.listing_date,
         excluded.latitude, excluded.longitude, null::timestamptz);
  get diagnostics stored = row_count;

  update public.listings as l
     set archived_at = coalesce(l.archived_at, r.mls_modified_at),
         mls_status = r.mls_status,
         mls_modified_at = r.mls_modified_at
    from jsonb_to_recordset(removals) as r (mls_listing_key text, mls_status text, mls_modified_at timestamptz)
   where l.mls_listing_key = r.mls_listing_key
     and l.source = 'mls'
     and r.mls_modified_at >= l.mls_modified_at
     and (l.archived_at is null or l.mls_status is distinct from r.mls_status);
  get diagnostics removed = row_count;

  if checkpoint is not null then
    update public.mls_sync_state
       set high_water_mark = coalesce((checkpoint ->> 'high_water_mark')::timestamptz, high_water_mark),
           next_link = checkpoint ->> 'next_link'
     where id;
  end if;
  return jsonb_build_object('stored', stored, 'removed', removed);
end;
$$;

comment on function public.apply_mls_page(jsonb, jsonb, jsonb) is
  'Stores one page of the MLS feed by ListingKey and its checkpoint in one transaction. mls-sync only.';

revoke all on function public.apply_mls_page(jsonb, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.apply_mls_page(jsonb, jsonb, jsonb) to service_role;

-- Takes the sync for `lease_seconds` unless a run holds it: true when taken. A run that dies keeps
-- it only until its lease ends. mls-sync only.
create function public.claim_mls_sync(lease_seconds integer)
returns boolean
language sql
volatile
security invoker
set search_path = ''
as $$
  with claimed as (
    update public.mls_sync_state
       set running_until = now() + make_interval(secs => greatest(lease_seconds, 1)),
           last_run_at = now()
     where id and (running_until is null or running_until < now())
    returning 1
  )
  select exists (select 1 from claimed);
$$;

comment on function public.claim_mls_sync(integer) is
  'Takes the MLS sync for a run unless another holds it. mls-sync only.';

revoke all on function public.claim_mls_sync(integer) from public, anon, authenticated;
grant execute on function public.claim_mls_sync(integer) to service_role;
