-- The figures the neighbourhood pages and the agent's results strip show, from one aggregate
-- instead of every listing in the browser (issue 27, docs/decisions/054-search-in-the-database.md).
-- `security invoker`: the caller's row-level security applies, so a visitor's figures are made of
-- exactly the listings they may see. The medians' sample sizes are returned with them: the site
-- leaves out a median taken over too few homes.
create function public.listing_figures(p_city_slug text default null)
returns table (
  for_sale bigint,
  median_list_price double precision,
  list_prices bigint,
  sold bigint,
  median_sale_price double precision,
  sale_prices bigint,
  median_days_on_market double precision,
  days_on_market bigint,
  sale_to_list double precision,
  sale_to_list_of bigint
)
language sql
stable
security invoker
set search_path = ''
as $$
  with homes as (
    select
      l.status,
      l.listed_by_agent and l.status = 'recently_closed' as own_sale,
      nullif(l.price, 0) as price,
      nullif(l.closed_price, 0) as closed_price,
      case when l.closed_on >= l.listing_date then l.closed_on - l.listing_date end as days
    from public.listings l
    where p_city_slug is null or l.city_slug = p_city_slug
  )
  select
    count(*) filter (where status = 'current'),
    percentile_cont(0.5) within group (order by price) filter (where status = 'current'),
    count(price) filter (where status = 'current'),
    count(*) filter (where own_sale),
    percentile_cont(0.5) within group (order by closed_price) filter (where own_sale),
    count(closed_price) filter (where own_sale),
    percentile_cont(0.5) within group (order by days) filter (where own_sale),
    count(days) filter (where own_sale),
    avg(closed_price::double precision / price) filter (where own_sale),
    count(closed_price / price) filter (where own_sale)
  from homes;
$$;

comment on function public.listing_figures(text) is
  'Figures of the listings the caller may see, in one city (its filter slug) or everywhere: homes for sale and their median asking price; the agent''s own recent sales, their median sale price, median days from listing to closing and mean sale-to-list ratio; each median with how many homes it was taken over.';

revoke execute on function public.listing_figures(text) from public;
grant execute on function public.listing_figures(text) to anon, authenticated, service_role;

-- The agent's own sales, newest first: the neighbourhood pages' "my recent sales" and the
-- valuation form's comparable sales read them, a few hundred rows at most among tens of thousands.
create index listings_own_sales_idx on public.listings (city_slug, closed_on desc nulls last, id desc)
  where listed_by_agent and status = 'recently_closed';
