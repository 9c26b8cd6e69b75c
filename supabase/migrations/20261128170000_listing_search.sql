-- Search in the database (issue 27, decision 054): /listings filters, sorts, counts and pages with
-- PostgREST's own filters and ranges instead of reading every listing.

-- What the filters compare, as columns PostgREST can filter and order by. `city_slug` is the
-- neighbourhood filter's value (`public.city_slug`, the library's citySlug: trimmed, lower case,
-- each run of spaces one hyphen); `shown_price` is the price a card shows (a closed listing's sale
-- price where it is known, else the asking price), the one the price filter and the price sorts use.
alter table public.listings
  add column city_slug text generated always as (public.city_slug(city)) stored,
  add column shown_price integer generated always as (
    case when status = 'recently_closed' and closed_price is not null then closed_price else price end
  ) stored;

comment on column public.listings.city_slug is 'The city as the neighbourhood filter names it (generated from city).';
comment on column public.listings.shown_price is 'The price a card shows: the sale price of a closed listing where known, else the asking price (generated).';

-- One index per sort, by status first (each of the page's sections is its own read), ending with
-- id so a keyset page (`after` = the last row's sort key and id) starts exactly where one ended.
drop index public.listings_created_at_idx;
create index listings_newest on public.listings (status, created_at desc, id desc);
create index listings_by_price on public.listings (status, shown_price, id);
create index listings_created_at_id on public.listings (created_at desc, id desc);
-- The filters.
create index listings_city_slug on public.listings (city_slug, status);
create index listings_bedrooms on public.listings (bedrooms);
create index listings_bathrooms on public.listings (bathrooms);
create index listings_property_type on public.listings (property_type);

-- The neighbourhoods and how many listings each has, for the area cards, the filters'
-- neighbourhood choices and the known areas of a URL, in one small answer. Security invoker: the
-- caller's row-level security applies, so a visitor counts exactly the listings they may see.
create function public.listing_areas()
returns table (slug text, city text, listings bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select l.city_slug, min(btrim(l.city)), count(*)
    from public.listings l
    where l.city_slug <> ''
    group by l.city_slug
    order by min(btrim(l.city));
$$;

comment on function public.listing_areas() is 'Each city with listings the caller may see: its filter slug, its name and how many listings.';

revoke execute on function public.listing_areas() from public;
grant execute on function public.listing_areas() to anon, authenticated, service_role;
