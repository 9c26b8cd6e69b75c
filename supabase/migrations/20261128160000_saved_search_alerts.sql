-- Saved-search alerts (issue 28, second stage; docs/decisions/055-saved-search-alerts.md).
--   saved_search_events  one row per search and change worth an email: a new listing that matches,
--                        a price change, a status change. Recorded by a statement trigger on
--                        public.listings (the agent's saves and the MLS import's upserts alike),
--                        unique on (search, listing, event, event_key) with `on conflict do
--                        nothing`: a feed sending the same listing twice records nothing new.
--   claim_saved_search_alerts / queue_saved_search_alerts
--                        the sender's two steps: claim due events (`for update skip locked`, with a
--                        lease), render them in the function, then write the outbox rows and mark
--                        the events queued in one transaction. A crash between the steps leaves the
--                        events to the next claim after the lease; the outbox's dedupe key (the
--                        events' ids) keeps a second queueing from writing a second email.
--   saved_search_links   the hashes of the tokens in each alert's links (the search's own token is
--                        only in its confirmation email).
--   stop_saved_searches  a hard bounce or a complaint stops the searches of that address.

alter table public.saved_searches
  -- Nothing more is sent once set: the mail server refused the address, or its owner complained.
  add column stopped_at timestamptz,
  add column stopped_reason text
    constraint saved_searches_stopped_reason_length check (char_length(stopped_reason) <= 500),
  -- The end of the period the last digest covered: a daily or weekly digest is due a day or a week
  -- after it (after the confirmation, for the first one).
  add column last_digest_at timestamptz;

comment on column public.saved_searches.stopped_at is 'A hard bounce or a complaint stopped the search (stopped_reason says which).';

-- Which searches a listing change can reach: confirmed, not paused, not unsubscribed, not stopped.
create index saved_searches_alerted_idx on public.saved_searches (id)
  where confirmed_at is not null and not paused and unsubscribed_at is null and stopped_at is null;

create type public.saved_search_event as enum ('new', 'price', 'status');

create table public.saved_search_events (
  id uuid primary key default gen_random_uuid(),
  search_id uuid not null references public.saved_searches (id) on delete cascade,
  listing_id uuid not null references public.listings (id) on delete cascade,
  event public.saved_search_event not null,
  -- Which change: 'new', the new price ('429000'), or the statuses ('pending>current').
  event_key text not null,
  -- What the email says: { "oldPrice", "newPrice", "oldStatus", "newStatus" } as they were.
  detail jsonb not null default '{}',
  created_at timestamptz not null default now(),
  -- While a sender holds the event (between its claim and its queueing); passed, it is claimable again.
  claimed_until timestamptz,
  -- Set with the outbox row that carries the event, in that row's transaction.
  queued_at timestamptz,
  outbox_id uuid references public.outbox (id) on delete set null,
  constraint saved_search_events_once unique (search_id, listing_id, event, event_key)
);

comment on table public.saved_search_events is 'Changes worth a saved-search alert, each once per search. Service role writes; the agent reads.';

create index saved_search_events_unqueued_idx on public.saved_search_events (search_id, created_at)
  where queued_at is null;
create index saved_search_events_queued_idx on public.saved_search_events (queued_at)
  where queued_at is not null;
create index saved_search_events_listing_idx on public.saved_search_events (listing_id);

alter table public.saved_search_events enable row level security;
revoke all on public.saved_search_events from anon, authenticated;
grant select on public.saved_search_events to authenticated;

create policy "The agent can read saved-search events"
  on public.saved_search_events for select
  to authenticated
  using ((select public.is_agent()));

create table public.saved_search_links (
  -- SHA-256 (hex) of the token in one alert email's manage and unsubscribe links.
  token_hash text primary key constraint saved_search_links_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  search_id uuid not null references public.saved_searches (id) on delete cascade,
  created_at timestamptz not null default now()
);

create index saved_search_links_search_idx on public.saved_search_links (search_id);

alter table public.saved_search_links enable row level security;
revoke all on public.saved_search_links from anon, authenticated;

-- citySlug (packages/schemas): trimmed, lowercase, each run of spaces one hyphen. Like
-- saved_search_matches below, a single expression with no `set` clause, so that PostgreSQL inlines
-- it into the trigger's join instead of calling it once per listing and search (it names only
-- pg_catalog's functions and public's, schema-qualified).
create function public.city_slug(city text)
returns text
language sql
immutable
as $$
  select lower(regexp_replace(regexp_replace(city, '^\s+|\s+$', '', 'g'), '\s+', '-', 'g'));
$$;

-- Whether a listing passes a saved search's filters: the listings page's rules (matchesFilters in
-- packages/ui's rules/filters.ts), held to the same answers by supabase/tests/saved-search-alerts.test.ts.
-- Missing price, beds or baths never hide a listing; an unknown type never matches a chosen one; the
-- displayed price of a closed home is its sale price. The listings table holds homes for sale, so
-- a search for rentals matches none of them.
create function public.saved_search_matches(
  filters jsonb,
  city text,
  status public.listing_status,
  price integer,
  closed_price integer,
  bedrooms smallint,
  bathrooms numeric,
  property_type public.property_type
)
returns boolean
language sql
-- Stable, not immutable: an enum's cast to text is stable, and an immutable function holding it
-- would not be inlined.
stable
as $$
  select filters ->> 'mode' = 'sale'
     and (jsonb_array_length(filters -> 'areas') = 0 or (filters -> 'areas') ? public.city_slug(city))
     and (coalesce(filters ->> 'minPrice', '') = ''
          or coalesce(case when status = 'recently_closed' then closed_price end, price) is null
          or coalesce(case when status = 'recently_closed' then closed_price end, price) >= (filters ->> 'minPrice')::bigint)
     and (coalesce(filters ->> 'maxPrice', '') = ''
          or coalesce(case when status = 'recently_closed' then closed_price end, price) is null
          or coalesce(case when status = 'recently_closed' then closed_price end, price) <= (filters ->> 'maxPrice')::bigint)
     and (filters ->> 'beds' = 'any' or bedrooms is null or bedrooms >= (filters ->> 'beds')::integer)
     and (filters ->> 'baths' = 'any' or bathrooms is null or bathrooms >= (filters ->> 'baths')::integer)
     and (filters ->> 'propertyType' = 'any' or property_type::text = filters ->> 'propertyType');
$$;

revoke all on function public.saved_search_matches(jsonb, text, public.listing_status, integer, integer, smallint, numeric, public.property_type) from public, anon, authenticated;
grant execute on function public.saved_search_matches(jsonb, text, public.listing_status, integer, integer, smallint, numeric, public.property_type) to service_role;

-- Records the events of one statement's changed listings. A listing counts when visitors can see it
-- (not archived, shown online). New: inserted (or shown again) as coming soon or for sale, listed
-- in the last week (or with no listing date): the MLS feed's first replication stores thousands of
-- listings on the market for months, which are not news to anyone. Price: the asking price changed
-- on a home coming soon or for sale. Status: coming soon to for sale, for sale to pending, pending
-- back on the market. Each is matched against the listing as it is now.
create function public.record_saved_search_events()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.saved_search_events (search_id, listing_id, event, event_key, detail)
    select s.id, l.id, 'new', 'new', jsonb_build_object('newPrice', l.price, 'newStatus', l.status)
      from new_listings as l
      join public.saved_searches as s
        on s.confirmed_at is not null and not s.paused and s.unsubscribed_at is null and s.stopped_at is null
       and public.saved_search_matches(s.filters, l.city, l.status, l.price, l.closed_price, l.bedrooms, l.bathrooms, l.property_type)
     where l.archived_at is null and l.internet_display and l.status in ('current', 'coming_soon')
       and (l.listing_date is null or l.listing_date >= current_date - 7)
    on conflict do nothing;
    return null;
  end if;

  insert into public.saved_search_events (search_id, listing_id, event, event_key, detail)
  select s.id, c.id, c.event, c.event_key, c.detail
    from (
      select n.*, e.event, e.event_key, e.detail
        from new_listings as n
        join old_listings as o on o.id = n.id
        cross join lateral (
          values
            -- Shown again (unarchived, or back online) while coming soon or for sale: new to the visitor.
            ('new'::public.saved_search_event, 'new',
             jsonb_build_object('newPrice', n.price, 'newStatus', n.status),
             not (o.archived_at is null and o.internet_display) and n.status in ('current', 'coming_soon')
               and (n.listing_date is null or n.listing_date >= current_date - 7)),
            ('price', n.price::text,
             jsonb_build_object('oldPrice', o.price, 'newPrice', n.price, 'newStatus', n.status),
             o.archived_at is null and o.internet_display
               and n.price is not null and o.price is not null and n.price <> o.price
               and n.status in ('current', 'coming_soon')),
            ('status', o.status::text || '>' || n.status::text,
             jsonb_build_object('oldStatus', o.status, 'newStatus', n.status, 'newPrice', n.price),
             o.archived_at is null and o.internet_display
               and (o.status, n.status) in (('coming_soon'::public.listing_status, 'current'::public.listing_status),
                                            ('current', 'pending'), ('pending', 'current')))
        ) as e (event, event_key, detail, happened)
       where e.happened and n.archived_at is null and n.internet_display
    ) as c
    join public.saved_searches as s
      on s.confirmed_at is not null and not s.paused and s.unsubscribed_at is null and s.stopped_at is null
     and public.saved_search_matches(s.filters, c.city, c.status, c.price, c.closed_price, c.bedrooms, c.bathrooms, c.property_type)
  on conflict do nothing;
  return null;
end;
$$;

revoke all on function public.record_saved_search_events() from public, anon, authenticated;

create trigger listings_saved_search_events_insert
  after insert on public.listings
  referencing new table as new_listings
  for each statement execute function public.record_saved_search_events();

create trigger listings_saved_search_events_update
  after update on public.listings
  referencing old table as old_listings new table as new_listings
  for each statement execute function public.record_saved_search_events();

-- The sender's first step. Claims the events due at `at` for at most `max_emails` emails: an
-- instant search's events one email each, a daily or weekly search's all in one digest once a day
-- or a week has passed since its last one. Each address gets at most `per_recipient_per_day`
-- alert emails in the 24 hours before `at`, and all addresses together `per_hour` in the hour
-- before it; what does not fit waits for a later run (nothing is dropped). Claimed events are
-- held for `lease_seconds`; events another sender holds are skipped, never waited for.
-- Answers one object per email to write: the search, its events and their listings.
create function public.claim_saved_search_alerts(
  at timestamptz,
  max_emails integer default 50,
  per_recipient_per_day integer default 10,
  per_hour integer default 500,
  lease_seconds integer default 120
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  hour_left integer;
  left_today integer;
  emails jsonb := '[]';
  search record;
  event_ids uuid[];
  group_ids uuid[];
  digest boolean;
begin
  select greatest(0, per_hour - count(distinct e.outbox_id))::integer into hour_left
    from public.saved_search_events as e
   where e.queued_at > at - interval '1 hour' and e.queued_at <= at;
  hour_left := least(hour_left, greatest(max_emails, 0));

  for search in
    select s.*
      from public.saved_searches as s
     where s.confirmed_at is not null and not s.paused and s.unsubscribed_at is null and s.stopped_at is null
       and (s.frequency = 'instant'
            or coalesce(s.last_digest_at, s.confirmed_at)
               + case s.frequency when 'daily' then interval '1 day' else interval '7 days' end <= at)
       and exists (
         select 1 from public.saved_search_events as e
          where e.search_id = s.id and e.queued_at is null and e.created_at <= at
            and (e.claimed_until is null or e.claimed_until < at)
       )
     order by (select min(e.created_at) from public.saved_search_events as e
                where e.search_id = s.id and e.queued_at is null)
  loop
    exit when hour_left <= 0;
    select greatest(0, per_recipient_per_day - count(distinct e.outbox_id))::integer into left_today
      from public.saved_search_events as e
      join public.saved_searches as o on o.id = e.search_id
     where lower(o.email) = lower(search.email)
       and e.queued_at > at - interval '1 day' and e.queued_at <= at;
    continue when left_today <= 0;

    digest := search.frequency <> 'instant';
    select array_agg(id order by created_at, id) into event_ids
      from (
        select e.id, e.created_at
          from public.saved_search_events as e
         where e.search_id = search.id and e.queued_at is null and e.created_at <= at
           and (e.claimed_until is null or e.claimed_until < at)
         order by e.created_at, e.id
         -- A digest holds at most 50 changes (the rest go in the next one); instant ones go one each.
         limit case when digest then 50 else least(left_today, hour_left) end
           for update skip locked
      ) as due;
    continue when event_ids is null;

    update public.saved_search_events
       set claimed_until = at + make_interval(secs => greatest(lease_seconds, 10))
     where id = any(event_ids);

    for group_ids in
      select case when digest then event_ids else array[id] end
        from unnest(case when digest then event_ids[1:1] else event_ids end) as id
    loop
      emails := emails || jsonb_build_object(
        'search', jsonb_build_object(
          'id', search.id, 'lead_id', search.lead_id, 'email', search.email, 'summary', search.summary,
          'frequency', search.frequency, 'filters', search.filters),
        'events', (
          select jsonb_agg(jsonb_build_object(
                   'id', e.id, 'event', e.event, 'event_key', e.event_key, 'detail', e.detail,
                   'listing', jsonb_build_object(
                     'slug', l.slug, 'title', l.title, 'address', l.address, 'city', l.city,
                     'status', l.status, 'price', l.price, 'bedrooms', l.bedrooms,
                     'bathrooms', l.bathrooms, 'square_feet', l.square_feet,
                     'header_image_url', l.header_image_url))
                   order by e.created_at, e.id)
            from public.saved_search_events as e
            join public.listings as l on l.id = e.listing_id
           where e.id = any(group_ids)));
      hour_left := hour_left - 1;
    end loop;
  end loop;
  return emails;
end;
$$;

-- The sender's second step, in one transaction: for each rendered email
-- ({ search_id, lead_id, event_ids, token_hash, dedupe_key, payload, digest }), the link token, the
-- outbox row (a dedupe key already there writes nothing), and the events marked queued with it.
-- Events already queued are left as they are. Answers how many outbox rows it wrote.
create function public.queue_saved_search_alerts(emails jsonb, at timestamptz)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  message jsonb;
  row_id uuid;
  written integer := 0;
begin
  for message in select value from jsonb_array_elements(emails) loop
    insert into public.saved_search_links (token_hash, search_id)
      values (message ->> 'token_hash', (message ->> 'search_id')::uuid)
      on conflict do nothing;
    insert into public.outbox (kind, lead_id, payload, dedupe_key)
      values ('visitor_email', (message ->> 'lead_id')::uuid, message -> 'payload', message ->> 'dedupe_key')
      on conflict (dedupe_key) do nothing
      returning id into row_id;
    if row_id is null then
      select id into row_id from public.outbox where dedupe_key = message ->> 'dedupe_key';
    else
      written := written + 1;
    end if;
    update public.saved_search_events
       set queued_at = at, outbox_id = row_id, claimed_until = null
     where id in (select value::uuid from jsonb_array_elements_text(message -> 'event_ids'))
       and queued_at is null;
    if (message ->> 'digest')::boolean then
      update public.saved_searches set last_digest_at = at
       where id = (message ->> 'search_id')::uuid and (last_digest_at is null or last_digest_at < at);
    end if;
  end loop;
  return written;
end;
$$;

-- Stops the searches a delivery failure or a complaint names. `outbox_id`: a message the mail server
-- refused for good (every search of its address: the address takes no mail). `search`: a
-- complaint about one search's emails. Answers how many searches it stopped.
create function public.stop_saved_searches(reason text, outbox_id uuid default null, search uuid default null)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with stopped as (
    update public.saved_searches as s
       set stopped_at = now(), stopped_reason = left(reason, 500)
     where s.stopped_at is null
       and (s.id = search
            or lower(s.email) in (
              select lower(x.email)
                from public.outbox as o
                join public.saved_searches as x on x.lead_id = o.lead_id
               where o.id = outbox_id))
    returning 1
  )
  select count(*)::integer from stopped;
$$;

revoke all on function public.claim_saved_search_alerts(timestamptz, integer, integer, integer, integer) from public, anon, authenticated;
revoke all on function public.queue_saved_search_alerts(jsonb, timestamptz) from public, anon, authenticated;
revoke all on function public.stop_saved_searches(text, uuid, uuid) from public, anon, authenticated;
grant execute on function public.claim_saved_search_alerts(timestamptz, integer, integer, integer, integer) to service_role;
grant execute on function public.queue_saved_search_alerts(jsonb, timestamptz) to service_role;
grant execute on function public.stop_saved_searches(text, uuid, uuid) to service_role;
