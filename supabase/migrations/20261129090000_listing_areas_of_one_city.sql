-- A neighbourhood page asks for its own city's row of the neighbourhoods' aggregate (issue 27,
-- docs/decisions/054-search-in-the-database.md): filtering the whole aggregate's answer made every
-- such read count every listing of every city (85 ms a page at 50,000 listings, once per city in
-- a build). `p_city_slug` counts that city's listings alone, through the city_slug index; without
-- it, every city as before. Security invoker, as before: the caller's row-level security applies.
drop function public.listing_areas();

create function public.listing_areas(p_city_slug text default null)
returns table (slug text, city text, listings bigint)
language sql
stable
security invoker
set search_path = ''
as $$
  select l.city_slug, min(btrim(l.city)), count(*)
    from public.listings l
    where l.city_slug <> '' and (p_city_slug is null or l.city_slug = p_city_slug)
    group by l.city_slug
    order by min(btrim(l.city));
$$;

comment on function public.listing_areas(text) is
  'Each city with listings the caller may see (or only the city whose filter slug is p_city_slug): its filter slug, its name and how many listings.';

revoke execute on function public.listing_areas(text) from public;
grant execute on function public.listing_areas(text) to anon, authenticated, service_role;
