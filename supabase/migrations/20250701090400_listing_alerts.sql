-- Coming-soon alerts (issue 7): a visitor who asked about a listing while it was coming soon (the
-- listing page's "Get Notified" form: an inquiry carrying the listing) gets one email when the agent
-- makes it current. A trigger records one alert per listing and address (a unique key, so a status
-- flipping back and forth sends nothing more); process-outbox renders each pending alert into the
-- outbox. Every alert email carries a link that stops all further alerts to that address.

-- What the listing was when the visitor wrote: only coming-soon inquiries asked to be notified.
alter table public.leads add column listing_status public.listing_status;

comment on column public.leads.listing_status is 'The status of the listing when the lead came in.';

create function public.set_lead_listing_status()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.listing_status := (select status from public.listings where id = new.listing_id);
  return new;
end;
$$;

create trigger leads_set_listing_status
  before insert on public.leads
  for each row when (new.listing_id is not null)
  execute function public.set_lead_listing_status();

-- Addresses that followed an alert's stop link: no alert is recorded for them again.
create table public.listing_alert_optouts (
  email text primary key constraint listing_alert_optouts_lower check (email = lower(email)),
  created_at timestamptz not null default now()
);

comment on table public.listing_alert_optouts is 'Addresses that asked for no more listing alerts. Written by the subscription function.';

create type public.listing_alert_status as enum ('pending', 'queued', 'stopped');

create table public.listing_alerts (
  id uuid primary key default gen_random_uuid(),
  listing_id uuid not null references public.listings (id) on delete cascade,
  lead_id uuid references public.leads (id) on delete set null,
  email text not null constraint listing_alerts_email_length check (char_length(email) between 3 and 254),
  status public.listing_alert_status not null default 'pending',
  -- Random and URL-safe: the stop link's only key.
  stop_token text not null unique default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  created_at timestamptz not null default now(),
  queued_at timestamptz
);

comment on table public.listing_alerts is 'One "now available" email per coming-soon listing and address. Written by triggers and the functions; read by the agent.';

-- Exactly once per listing and address, however often the status changes.
create unique index listing_alerts_listing_email_key on public.listing_alerts (listing_id, lower(email));
create index listing_alerts_pending_idx on public.listing_alerts (created_at) where status = 'pending';

create function public.record_listing_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.listing_alerts (listing_id, lead_id, email)
  select distinct on (lower(l.fields ->> 'email')) new.id, l.id, l.fields ->> 'email'
    from public.leads as l
   where l.listing_id = new.id
     and l.kind = 'inquiry'
     and l.state <> 'spam'
     and l.listing_status = 'coming_soon'
     and l.fields ->> 'email' ~ '^[^\s@]+@[^\s@]+$'
     and char_length(l.fields ->> 'email') <= 254
     and not exists (
       select 1 from public.listing_alert_optouts o where o.email = lower(l.fields ->> 'email')
     )
   order by lower(l.fields ->> 'email'), l.created_at
  on conflict do nothing;
  return null;
end;
$$;

create trigger listings_record_alerts
  after update of status on public.listings
  for each row when (old.status = 'coming_soon' and new.status = 'current')
  execute function public.record_listing_alerts();

alter table public.listing_alerts enable row level security;
alter table public.listing_alert_optouts enable row level security;

revoke all on public.listing_alerts, public.listing_alert_optouts from anon, authenticated;
grant select (id, listing_id, lead_id, email, status, created_at, queued_at) on public.listing_alerts to authenticated;
grant select on public.listing_alert_optouts to authenticated;

create policy "The agent can read listing alerts"
  on public.listing_alerts for select
  to authenticated
  using ((select public.is_agent()));

create policy "The agent can read alert opt-outs"
  on public.listing_alert_optouts for select
  to authenticated
  using ((select public.is_agent()));

-- For process-outbox: pending alerts with what their email shows.
create function public.pending_listing_alerts(max_rows integer default 50)
returns table (
  id uuid,
  email text,
  stop_token text,
  visitor_name text,
  listing_slug text,
  listing_title text,
  listing_address text,
  listing_city text,
  listing_price integer,
  listing_header_image_url text
)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.email, a.stop_token, coalesce(ld.fields ->> 'name', ''),
         l.slug, l.title, l.address, l.city, l.price, l.header_image_url
    from public.listing_alerts as a
    join public.listings as l on l.id = a.listing_id
    left join public.leads as ld on ld.id = a.lead_id
   where a.status = 'pending' and l.archived_at is null
   order by a.created_at
   limit greatest(1, least(max_rows, 500));
$$;

-- Puts rendered alert emails ([{ alert_id, payload }]) in the outbox and marks them queued, in one
-- transaction; the dedupe key makes a second sender's copy a no-op.
create function public.queue_listing_alerts(messages jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  message jsonb;
  queued integer := 0;
begin
  for message in select * from jsonb_array_elements(messages)
  loop
    update public.listing_alerts
       set status = 'queued', queued_at = now()
     where id = (message ->> 'alert_id')::uuid and status = 'pending';
    continue when not found;
    insert into public.outbox (kind, lead_id, payload, dedupe_key)
    select 'visitor_email', a.lead_id, message -> 'payload', 'listing-alert:' || a.id
      from public.listing_alerts as a
     where a.id = (message ->> 'alert_id')::uuid
    on conflict (dedupe_key) do nothing;
    queued := queued + 1;
  end loop;
  return queued;
end;
$$;

-- The stop link: this address gets no listing alert again (pending ones are dropped).
create function public.stop_listing_alerts(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  address text;
begin
  select lower(email) into address from public.listing_alerts where stop_token = token;
  if address is null then
    return 'not_found';
  end if;
  insert into public.listing_alert_optouts (email) values (address) on conflict do nothing;
  update public.listing_alerts set status = 'stopped' where lower(email) = address and status = 'pending';
  return 'stopped';
end;
$$;

revoke all on function public.pending_listing_alerts(integer) from public, anon, authenticated;
revoke all on function public.queue_listing_alerts(jsonb) from public, anon, authenticated;
revoke all on function public.stop_listing_alerts(text) from public, anon, authenticated;
grant execute on function public.pending_listing_alerts(integer) to service_role;
grant execute on function public.queue_listing_alerts(jsonb) to service_role;
grant execute on function public.stop_listing_alerts(text) to service_role;
