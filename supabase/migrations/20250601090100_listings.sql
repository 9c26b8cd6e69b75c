-- Listings: every home the agent shows on /listings and /listing/{slug}. Visitors read them
-- anonymously; only the agent creates, changes or deletes them.
create type public.listing_status as enum ('current', 'coming_soon', 'pending', 'recently_closed');

create type public.property_type as enum ('single_family', 'condo', 'townhouse', 'multi_family', 'land');

create table public.listings (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique
    constraint listings_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text not null constraint listings_title_not_blank check (btrim(title) <> ''),
  address text not null constraint listings_address_not_blank check (btrim(address) <> ''),
  city text not null constraint listings_city_not_blank check (btrim(city) <> ''),
  state text not null default 'MI' constraint listings_state_format check (state ~ '^[A-Z]{2}$'),
  zip_code text not null constraint listings_zip_code_format check (zip_code ~ '^[0-9]{5}(-[0-9]{4})?$'),
  property_type public.property_type not null default 'single_family',
  -- Whole US dollars. A missing price shows as "Price TBD".
  price integer constraint listings_price_positive check (price > 0),
  closed_price integer constraint listings_closed_price_positive check (closed_price > 0),
  status public.listing_status not null default 'coming_soon',
  -- Missing beds or baths (a coming-soon listing, land) are shown as unknown, not zero.
  bedrooms smallint constraint listings_bedrooms_range check (bedrooms between 0 and 50),
  bathrooms numeric(3, 1) constraint listings_bathrooms_halves check (
    bathrooms >= 0 and bathrooms * 2 = trunc(bathrooms * 2)
  ),
  square_feet integer constraint listings_square_feet_positive check (square_feet > 0),
  description text not null default '',
  features text[] not null default '{}',
  -- Image URLs: absolute, or paths such as /storage/v1/object/public/... relative to the Supabase URL.
  gallery_images text[] not null default '{}',
  header_image_url text,
  listing_date date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint listings_closed_price_only_when_closed check (closed_price is null or status = 'recently_closed')
);

comment on table public.listings is 'Homes the agent lists. Readable by everyone; written only by the agent.';
comment on column public.listings.price is 'Asking price in whole US dollars; null shows as "Price TBD".';
comment on column public.listings.closed_price is 'Sale price of a recently closed listing, in whole US dollars.';

-- The site's two queries: all listings newest first, and one by slug (covered by the unique index).
create index listings_created_at_idx on public.listings (created_at desc);

create trigger listings_set_updated_at
  before update on public.listings
  for each row execute function public.set_updated_at();

alter table public.listings enable row level security;

-- Defence in depth: visitors have no write privilege at all, so a policy mistake cannot open writes.
revoke insert, update, delete, truncate on public.listings from anon;
grant select on public.listings to anon;
grant select, insert, update, delete on public.listings to authenticated;

create policy "Anyone can read listings"
  on public.listings for select
  to anon, authenticated
  using (true);

create policy "The agent can add listings"
  on public.listings for insert
  to authenticated
  with check ((select public.is_agent()));

create policy "The agent can change listings"
  on public.listings for update
  to authenticated
  using ((select public.is_agent()))
  with check ((select public.is_agent()));

create policy "The agent can delete listings"
  on public.listings for delete
  to authenticated
  using ((select public.is_agent()));
