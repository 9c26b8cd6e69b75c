-- The agent's side of saved searches (issue 28; docs/decisions/056-saved-search-agent.md):
-- opens of an alert's listing links (a second one the same day alerts the agent's phone), the
-- search's current matches for the back office, and a listing the agent sends to a search by hand.

-- A listing the agent picked for the search: an event like the others, so the sender, its
-- exactly-once and its ceilings are the alerts'. Key 'picked': pressed twice, it is one event.
alter type public.saved_search_event add value if not exists 'picked';

-- Each tap on an alert's listing link. `counted` is false for the taps that are not a person's:
-- within the first minute after the email went (mail scanners open every link on delivery), or
-- within a minute of the last counted tap on the same listing (a double tap, a scanner's retry).
-- `local_day` is the day on the agent's clock, which the function passes from AGENT_TIME_ZONE.
create table public.saved_search_opens (
  id uuid primary key default gen_random_uuid(),
  search_id uuid not null references public.saved_searches (id) on delete cascade,
  listing_id uuid not null references public.listings (id) on delete cascade,
  opened_at timestamptz not null,
  local_day date not null,
  counted boolean not null
);

comment on table public.saved_search_opens is 'Taps on saved-search alert links. Service role writes; the agent reads.';

create index saved_search_opens_day_idx on public.saved_search_opens (search_id, listing_id, local_day);
create index saved_search_opens_listing_idx on public.saved_search_opens (listing_id);

alter table public.saved_search_opens enable row level security;
revoke all on public.saved_search_opens from anon, authenticated;
grant select on public.saved_search_opens to authenticated;

create policy "The agent can read saved-search opens"
  on public.saved_search_opens for select
  to authenticated
  using ((select public.is_agent()));

-- Records a tap on an alert's listing link and answers the listing's slug (null: no such link or
-- listing, which the function answers 404). The token is the email's (its hash), as the manage
-- and unsubscribe links'. The second counted tap on one listing in a day queues the agent's phone
-- alerts (push per device, a text when texts are on), at most once per search and day by their
-- dedupe keys; the sender writes the words (supabase/functions/_shared/lead-alerts.ts).
create function public.record_saved_search_open(
  link_hash text,
  listing uuid,
  at timestamptz,
  time_zone text,
  scanner_seconds integer default 60
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  search public.saved_searches;
  slug text;
  sent timestamptz;
  day date := (at at time zone time_zone)::date;
  counted boolean;
  counted_today integer;
begin
  select s.* into search
    from public.saved_searches as s
   where s.token_hash = link_hash
      or s.id = (select k.search_id from public.saved_search_links as k where k.token_hash = link_hash);
  if not found then return null; end if;
  select l.slug into slug from public.listings as l where l.id = listing;
  if slug is null then return null; end if;

  -- When the email with this listing went: a listing the search was never sent has no link to tap.
  select max(o.sent_at) into sent
    from public.saved_search_events as e
    join public.outbox as o on o.id = e.outbox_id
   where e.search_id = search.id and e.listing_id = listing;
  counted := sent is not null
    and at >= sent + make_interval(secs => scanner_seconds)
    and not exists (
      select 1 from public.saved_search_opens as p
       where p.search_id = search.id and p.listing_id = listing and p.counted
         and p.opened_at > at - interval '1 minute' and p.opened_at <= at);
  insert into public.saved_search_opens (search_id, listing_id, opened_at, local_day, counted)
    values (search.id, listing, at, day, counted);

  if counted and search.confirmed_at is not null then
    select count(*) into counted_today
      from public.saved_search_opens as p
     where p.search_id = search.id and p.listing_id = listing and p.local_day = day and p.counted;
    if counted_today >= 2 then
      insert into public.outbox (kind, lead_id, payload, dedupe_key)
      select 'push', search.lead_id,
             jsonb_build_object('subscription_id', d.id, 'opened', jsonb_build_object('listing_id', listing)),
             'saved-search-open:' || search.id || ':' || day || ':push:' || d.id
        from public.push_subscriptions as d
      on conflict (dedupe_key) do nothing;
      if exists (select 1 from public.alert_settings where sms_enabled) then
        insert into public.outbox (kind, lead_id, payload, dedupe_key)
        values ('sms', search.lead_id, jsonb_build_object('opened', jsonb_build_object('listing_id', listing)),
                'saved-search-open:' || search.id || ':' || day || ':sms')
        on conflict (dedupe_key) do nothing;
      end if;
    end if;
  end if;
  return jsonb_build_object('slug', slug, 'counted', counted);
end;
$$;

-- A saved search's current matches for the back office: the listings visitors can see that match
-- its filters (public.saved_search_matches, the listings page's rules), newest first, one page at
-- a time, each saying whether the search was already sent it. The agent only.
create function public.saved_search_current_matches(
  search uuid,
  page_size integer default 10,
  page_offset integer default 0
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  filters jsonb;
  result jsonb;
begin
  if not (select public.is_agent()) then
    raise exception 'Only the agent can see a saved search''s matches.' using errcode = '42501';
  end if;
  select s.filters into filters from public.saved_searches as s where s.id = search;
  if filters is null then
    raise exception 'No such saved search.' using errcode = 'P0002';
  end if;
  with matching as (
    select l.*
      from public.listings as l
     where l.archived_at is null and l.internet_display
       and public.saved_search_matches(filters, l.city, l.status, l.price, l.closed_price, l.bedrooms, l.bathrooms, l.property_type)
  )
  select jsonb_build_object(
           'total', (select count(*) from matching),
           'matches', coalesce((
             select jsonb_agg(m order by m.rank)
               from (
                 select row_number() over (order by l.created_at desc, l.id) as rank,
                        l.id, l.slug, l.title, l.address, l.city, l.status, l.price, l.bedrooms, l.bathrooms,
                        exists (select 1 from public.saved_search_events as e
                                 where e.search_id = search and e.listing_id = l.id
                                   and (e.queued_at is not null or e.event = 'picked')) as sent
                   from matching as l
                  order by l.created_at desc, l.id
                  limit least(greatest(page_size, 1), 50) offset greatest(page_offset, 0)
               ) as m), '[]'))
    into result;
  return result;
end;
$$;

-- The agent sends one listing to a saved search by hand: one 'picked' event, which the sender
-- queues on its next run as one email, whatever the search's frequency (a digest that is due takes
-- it in). Pressed twice, the second records nothing ('already'). Refused, with words the back
-- office shows, for a search its visitor has not confirmed, has paused or unsubscribed from, or
-- that a bounce stopped, and for a listing visitors cannot see. The agent only.
create function public.send_saved_search_listing(search uuid, listing uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  found_search public.saved_searches;
  home public.listings;
  inserted integer;
begin
  if not (select public.is_agent()) then
    raise exception 'Only the agent can send a listing to a saved search.' using errcode = '42501';
  end if;
  select * into found_search from public.saved_searches where id = search;
  if not found then raise exception 'No such saved search.' using errcode = 'P0002'; end if;
  if found_search.stopped_at is not null then
    raise exception 'This search was stopped: its emails bounced or were reported as spam.' using errcode = 'P0001';
  end if;
  if found_search.unsubscribed_at is not null then
    raise exception 'The visitor unsubscribed from this search.' using errcode = 'P0001';
  end if;
  if found_search.confirmed_at is null then
    raise exception 'The visitor has not confirmed this search from the email yet.' using errcode = 'P0001';
  end if;
  if found_search.paused then
    raise exception 'The visitor paused this search.' using errcode = 'P0001';
  end if;
  select * into home from public.listings where id = listing;
  if not found or home.archived_at is not null or not home.internet_display then
    raise exception 'Visitors cannot see this listing, so it cannot be sent.' using errcode = 'P0001';
  end if;
  insert into public.saved_search_events (search_id, listing_id, event, event_key, detail)
  values (search, listing, 'picked', 'picked', jsonb_build_object('newPrice', home.price, 'newStatus', home.status))
  on conflict do nothing;
  get diagnostics inserted = row_count;
  return case when inserted > 0 then 'queued' else 'already' end;
end;
$$;

-- The sender's claim takes a picked listing at once, as its own email, even for a daily or weekly
-- search whose digest is not due (the rest of the function is 20261128160000's).
create or replace function public.claim_saved_search_alerts(
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
    select s.*, x.due
      from public.saved_searches as s
     cross join lateral (
       select s.frequency = 'instant'
              or coalesce(s.last_digest_at, s.confirmed_at)
                 + case s.frequency when 'daily' then interval '1 day' else interval '7 days' end <= at as due
     ) as x
     where s.confirmed_at is not null and not s.paused and s.unsubscribed_at is null and s.stopped_at is null
       and exists (
         select 1 from public.saved_search_events as e
          where e.search_id = s.id and e.queued_at is null and e.created_at <= at
            and (e.claimed_until is null or e.claimed_until < at)
            and (x.due or e.event = 'picked')
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

    digest := search.frequency <> 'instant' and search.due;
    select array_agg(id order by created_at, id) into event_ids
      from (
        select e.id, e.created_at
          from public.saved_search_events as e
         where e.search_id = search.id and e.queued_at is null and e.created_at <= at
           and (e.claimed_until is null or e.claimed_until < at)
           and (search.due or e.event = 'picked')
         order by e.created_at, e.id
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
          'frequency', search.frequency, 'filters', search.filters, 'digest', digest),
        'events', (
          select jsonb_agg(jsonb_build_object(
                   'id', e.id, 'event', e.event, 'event_key', e.event_key, 'detail', e.detail,
                   'listing', jsonb_build_object(
                     'id', l.id, 'slug', l.slug, 'title', l.title, 'address', l.address, 'city', l.city,
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

revoke all on function public.record_saved_search_open(text, uuid, timestamptz, text, integer) from public, anon, authenticated;
grant execute on function public.record_saved_search_open(text, uuid, timestamptz, text, integer) to service_role;
revoke all on function public.saved_search_current_matches(uuid, integer, integer) from public, anon;
grant execute on function public.saved_search_current_matches(uuid, integer, integer) to authenticated;
revoke all on function public.send_saved_search_listing(uuid, uuid) from public, anon;
grant execute on function public.send_saved_search_listing(uuid, uuid) to authenticated;
