-- What the listings are now, in 32 characters: it changes whenever a listing is added, changed
-- (its photos included, which follow into the row by trigger) or removed. A prerendered page
-- carries the version it was rendered with; the site's server and a visitor's open page ask for
-- this instead of reading every listing again to learn whether theirs is out of date
-- (docs/decisions, "Fresh pages").
create function public.listings_version()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select md5(coalesce(string_agg(l.id::text || '@' || l.updated_at::text, ',' order by l.id), ''))
    from public.listings as l
$$;

comment on function public.listings_version() is
  'A digest of every listing''s id and updated_at: equal versions mean equal listings.';

revoke all on function public.listings_version() from public;
grant execute on function public.listings_version() to anon, authenticated, service_role;
