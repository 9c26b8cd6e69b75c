-- The back office's listings (issue 7): archiving, slugs made from the address, field checks that
-- say what to fix, and the photos' own rows (order, alt text, header). Who may write stays as in
-- 20250601090100_listings.sql: only the agent.

-- An archived listing is kept (leads still point at it) but no visitor sees it; the agent still does.
alter table public.listings add column archived_at timestamptz;

comment on column public.listings.archived_at is 'When the agent archived the listing; archived listings are hidden from visitors.';

drop policy "Anyone can read listings" on public.listings;

create policy "Anyone can read listings that are not archived; the agent reads all"
  on public.listings for select
  to anon, authenticated
  using (archived_at is null or (select public.is_agent()));

-- Limits the site's layout and the agent's phone form rely on; the messages are in
-- public.check_listing() below, which runs first.
alter table public.listings
  add constraint listings_title_length check (char_length(title) <= 120),
  add constraint listings_address_length check (char_length(address) <= 120),
  add constraint listings_city_length check (char_length(city) <= 60),
  add constraint listings_price_range check (price <= 100000000),
  add constraint listings_closed_price_range check (closed_price <= 100000000),
  add constraint listings_bathrooms_range check (bathrooms <= 50),
  add constraint listings_square_feet_range check (square_feet <= 100000),
  add constraint listings_description_length check (char_length(description) <= 10000),
  add constraint listings_features_count check (cardinality(features) <= 40);

-- "1428 Maplewood Ave", "Royal Oak" -> 1428-maplewood-ave-royal-oak: lower case, accents dropped,
-- anything else between words a single hyphen, at most 80 characters.
create function public.slugify(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    nullif(
      trim(both '-' from left(
        trim(both '-' from regexp_replace(
          regexp_replace(normalize(lower(value), NFKD), '[\u0300-\u036f]', '', 'g'),
          '[^a-z0-9]+', '-', 'g'
        )),
        80
      )),
      ''
    ),
    'listing'
  );
$$;

comment on function public.slugify(text) is 'A URL slug from any text: lower-case words joined by hyphens.';

-- The first of base, base-2, base-3, ... that no other listing has. Runs as its owner so that it
-- sees every listing, archived or not, whoever inserts.
create function public.unique_listing_slug(base text, listing_id uuid default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  candidate text := base;
  n integer := 1;
begin
  -- Two listings at the same address saved at once take turns here instead of one failing.
  perform pg_advisory_xact_lock(hashtext('public.listings.slug:' || base));
  while exists (
    select 1 from public.listings
     where slug = candidate and id is distinct from listing_id
  ) loop
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  return candidate;
end;
$$;

-- Only the trigger below calls it: through the API it would tell anyone which slugs (archived
-- listings' too) are taken.
revoke all on function public.unique_listing_slug(text, uuid) from public, anon, authenticated;
grant execute on function public.unique_listing_slug(text, uuid) to service_role;

-- Every problem with a listing at once, keyed by column, in words for the agent: raised as a
-- check violation (23514) whose message lists them and whose details are the JSON
-- { column: message }, for a form to show next to each field. The constraints stay the guarantee.
-- Runs as its owner so that it may call unique_listing_slug(); it reads and changes only NEW.
create function public.check_listing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problems jsonb := '{}';
begin
  if new.slug is null or new.slug = '' then
    -- The address decides the slug; on a change of address the slug stays, so shared links keep
    -- working, unless the agent clears it (slug: null) to have it made again.
    new.slug := public.unique_listing_slug(
      public.slugify(concat_ws(' ', new.address, new.city)),
      new.id
    );
  end if;
  if new.slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(new.slug) > 100 then
    problems := problems || jsonb_build_object('slug',
      'The web address may only use lower-case letters, digits and single hyphens, such as 1428-maplewood-ave-royal-oak.');
  end if;
  if btrim(coalesce(new.title, '')) = '' then
    problems := problems || '{"title": "Please enter a title."}';
  elsif char_length(new.title) > 120 then
    problems := problems || '{"title": "The title can have at most 120 characters."}';
  end if;
  if btrim(coalesce(new.address, '')) = '' then
    problems := problems || '{"address": "Please enter the street address."}';
  elsif char_length(new.address) > 120 then
    problems := problems || '{"address": "The address can have at most 120 characters."}';
  end if;
  if btrim(coalesce(new.city, '')) = '' then
    problems := problems || '{"city": "Please enter the city."}';
  elsif char_length(new.city) > 60 then
    problems := problems || '{"city": "The city can have at most 60 characters."}';
  end if;
  if new.state !~ '^[A-Z]{2}$' then
    problems := problems || '{"state": "The state must be two capital letters, such as MI."}';
  end if;
  if coalesce(new.zip_code, '') !~ '^[0-9]{5}(-[0-9]{4})?$' then
    problems := problems || '{"zip_code": "The ZIP code must be 5 digits (or ZIP+4), such as 48067."}';
  end if;
  if new.price is not null and (new.price <= 0 or new.price > 100000000) then
    problems := problems || '{"price": "The price must be a whole number of dollars between 1 and 100,000,000, or empty for Price TBD."}';
  end if;
  if new.closed_price is not null and (new.closed_price <= 0 or new.closed_price > 100000000) then
    problems := problems || '{"closed_price": "The closed price must be a whole number of dollars between 1 and 100,000,000."}';
  elsif new.closed_price is not null and new.status <> 'recently_closed' then
    problems := problems || '{"closed_price": "Only a recently closed listing has a closed price."}';
  end if;
  if new.bedrooms is not null and new.bedrooms not between 0 and 50 then
    problems := problems || '{"bedrooms": "Bedrooms must be between 0 and 50, or empty."}';
  end if;
  if new.bathrooms is not null
     and (new.bathrooms < 0 or new.bathrooms > 50 or new.bathrooms * 2 <> trunc(new.bathrooms * 2)) then
    problems := problems || '{"bathrooms": "Bathrooms must be between 0 and 50 in halves (such as 2.5), or empty."}';
  end if;
  if new.square_feet is not null and (new.square_feet <= 0 or new.square_feet > 100000) then
    problems := problems || '{"square_feet": "Square feet must be between 1 and 100,000, or empty."}';
  end if;
  if char_length(new.description) > 10000 then
    problems := problems || '{"description": "The description can have at most 10,000 characters."}';
  end if;
  if cardinality(new.features) > 40 then
    problems := problems || '{"features": "A listing can have at most 40 features."}';
  end if;
  if problems <> '{}' then
    raise exception using
      errcode = 'check_violation',
      message = (select string_agg(value, ' ' order by key) from jsonb_each_text(problems)),
      detail = problems::text,
      hint = 'details holds a message per column.';
  end if;
  return new;
end;
$$;

create trigger listings_check
  before insert or update on public.listings
  for each row execute function public.check_listing();

-- Photos of a listing, as the back office manages them: the object in the listing-photos bucket,
-- its place in the gallery, its alt text, and whether it is the header image. The listing's
-- gallery_images and header_image_url (what the site reads) follow these rows by trigger.
create table public.listing_photos (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.listings (id) on delete cascade,
  -- The object's name in the listing-photos bucket, such as 1428-maplewood-ave-royal-oak/3f2c….jpg.
  path text not null unique
    constraint listing_photos_path_format check (path ~ '^[a-z0-9-]+/[A-Za-z0-9._-]+\.(jpg|png|webp)$'),
  position integer not null default 0 constraint listing_photos_position_range check (position between 0 and 999),
  alt_text text not null default ''
    constraint listing_photos_alt_text_length check (char_length(alt_text) <= 300),
  is_header boolean not null default false,
  content_type text constraint listing_photos_content_type check (content_type in ('image/jpeg', 'image/png', 'image/webp')),
  size_bytes integer constraint listing_photos_size_range check (size_bytes between 1 and 20 * 1024 * 1024),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.listing_photos is 'A listing''s photos in gallery order. Readable by everyone (for listings they can see); written only by the agent.';

create index listing_photos_listing_id_idx on public.listing_photos (listing_id, position);
-- One header per listing: making a photo the header unsets the previous one (trigger below).
create unique index listing_photos_one_header_idx on public.listing_photos (listing_id) where is_header;

create trigger listing_photos_set_updated_at
  before update on public.listing_photos
  for each row execute function public.set_updated_at();

create function public.unset_other_header_photos()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  update public.listing_photos
     set is_header = false
   where listing_id = new.listing_id and is_header and id <> new.id;
  return new;
end;
$$;

create trigger listing_photos_one_header
  before insert or update of is_header on public.listing_photos
  for each row when (new.is_header)
  execute function public.unset_other_header_photos();

-- gallery_images and header_image_url of each listing whose photos changed, as public URL paths.
-- Runs as its owner: the listing row may be archived, and its writer is the agent anyway.
create function public.sync_listing_photo_urls()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.listings as l
     set gallery_images = coalesce((
           select array_agg('/storage/v1/object/public/listing-photos/' || p.path
                            order by p.position, p.created_at, p.id)
             from public.listing_photos p
            where p.listing_id = l.id
         ), '{}'),
         header_image_url = (
           select '/storage/v1/object/public/listing-photos/' || p.path
             from public.listing_photos p
            where p.listing_id = l.id and p.is_header
         )
   where l.id in (select listing_id from changed_rows);
  return null;
end;
$$;

create trigger listing_photos_sync_insert
  after insert on public.listing_photos
  referencing new table as changed_rows
  for each statement execute function public.sync_listing_photo_urls();

create trigger listing_photos_sync_update
  after update on public.listing_photos
  referencing new table as changed_rows
  for each statement execute function public.sync_listing_photo_urls();

create trigger listing_photos_sync_delete
  after delete on public.listing_photos
  referencing old table as changed_rows
  for each statement execute function public.sync_listing_photo_urls();

alter table public.listing_photos enable row level security;

revoke insert, update, delete, truncate on public.listing_photos from anon;
grant select on public.listing_photos to anon;
grant select, insert, update, delete on public.listing_photos to authenticated;

-- The listing's own visibility decides: an archived listing's photos are hidden with it.
create policy "Anyone can read the photos of listings they can see"
  on public.listing_photos for select
  to anon, authenticated
  using (exists (select 1 from public.listings l where l.id = listing_id));

create policy "The agent can add photos"
  on public.listing_photos for insert
  to authenticated
  with check ((select public.is_agent()));

create policy "The agent can change photos"
  on public.listing_photos for update
  to authenticated
  using ((select public.is_agent()))
  with check ((select public.is_agent()));

create policy "The agent can remove photos"
  on public.listing_photos for delete
  to authenticated
  using ((select public.is_agent()));

-- Puts a listing's photos in the order given (ids, first first) in one call. Runs as the caller,
-- so row-level security decides: for anyone but the agent it changes nothing.
create function public.reorder_listing_photos(listing uuid, photo_ids uuid[])
returns setof public.listing_photos
language sql
volatile
set search_path = ''
as $$
  update public.listing_photos as p
     set position = o.ordinality - 1
    from unnest(photo_ids) with ordinality as o (id, ordinality)
   where p.id = o.id and p.listing_id = listing
  returning p.*;
$$;

revoke all on function public.reorder_listing_photos(uuid, uuid[]) from public, anon;
grant execute on function public.reorder_listing_photos(uuid, uuid[]) to authenticated;
