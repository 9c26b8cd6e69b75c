-- The agent's real hours (issue 26, decision 041). Working hours per weekday on the agent's clock
-- (the time zone is the functions' configuration, AGENT_TIME_ZONE): inside them a lead is promised
-- the spec's reply, outside them the next working hour (packages/schemas' working-hours.ts, the one
-- rule). The submission function works out the lead's reply-by with that rule and stores it with
-- the lead; the inbox's clock, its figures and the alerts count against it. Quiet hours are now on
-- by default, and an alert they hold waits until working hours start as well.

-- A week of working hours: each weekday a span `HH:MM` to `HH:MM` (the end may be 24:00) that
-- starts before it ends, or null for a day off. Mirrors parseWorkingHours in working-hours.ts.
create function public.working_hours_valid(hours jsonb)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select jsonb_typeof(hours) = 'object' and coalesce((
    select bool_and(
      case jsonb_typeof(hours -> day)
        when 'null' then true
        when 'object' then
          coalesce(hours -> day ->> 'start' ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$', false)
          and coalesce(hours -> day ->> 'end' ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$', false)
          and hours -> day ->> 'start' < hours -> day ->> 'end'
        else false
      end)
    from unnest(array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']) as day
  ), false)
$$;

alter table public.alert_settings
  add column working_hours jsonb not null default '{
    "sun": {"start": "08:00", "end": "20:00"},
    "mon": {"start": "08:00", "end": "20:00"},
    "tue": {"start": "08:00", "end": "20:00"},
    "wed": {"start": "08:00", "end": "20:00"},
    "thu": {"start": "08:00", "end": "20:00"},
    "fri": {"start": "08:00", "end": "20:00"},
    "sat": {"start": "08:00", "end": "20:00"}
  }'::jsonb
    constraint alert_settings_working_hours_valid check (public.working_hours_valid(working_hours)),
  alter column quiet_hours_enabled set default true;

comment on column public.alert_settings.working_hours is
  'When the agent works, per weekday (sun..sat) on the agent''s clock: {"start":"08:00","end":"20:00"} or null for a day off.';

-- The row as it was made (quiet hours never turned on, their span untouched) gets the new default.
update public.alert_settings
   set quiet_hours_enabled = true
 where not quiet_hours_enabled and quiet_start = '21:00' and quiet_end = '07:00';

grant update (working_hours) on public.alert_settings to authenticated;

-- Held alerts are looked at again when the working hours change too.
drop trigger alert_settings_release_held_alerts on public.alert_settings;
create trigger alert_settings_release_held_alerts
  after update of quiet_hours_enabled, quiet_start, quiet_end, working_hours on public.alert_settings
  for each statement execute function public.release_held_alerts();

-- When the lead's reply is due, as the visitor was promised; null when no reply is owed, and for
-- leads stored before this (their kind's window from receipt holds, as before).
alter table public.leads add column reply_by timestamptz;

comment on column public.leads.reply_by is
  'When the reply the visitor was promised is due (the agent''s working hours decide it); null: the kind''s window from created_at.';

-- When a lead's reply is due: its own reply-by, or its kind's window from receipt.
create function public.lead_reply_due(lead public.leads)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case when public.lead_reply_window(lead.kind) is not null
    then coalesce(lead.reply_by, lead.created_at + public.lead_reply_window(lead.kind)) end
$$;

revoke all on function public.lead_reply_due(public.leads) from public, anon;
grant execute on function public.lead_reply_due(public.leads) to authenticated, service_role;

-- The view counts against the lead's reply-by (the columns keep their names and order).
create or replace view public.lead_response_times
with (security_invoker = true)
as
select
  l.id,
  l.kind,
  l.state,
  l.created_at,
  l.first_contacted_at,
  extract(epoch from coalesce(l.first_contacted_at, now()) - l.created_at)::integer as wait_seconds,
  l.first_contacted_at is null as waiting,
  coalesce(l.first_contacted_at, now()) <= public.lead_reply_due(l) as promise_kept,
  public.lead_reply_window(l.kind) as reply_within,
  public.lead_reply_due(l) as reply_due_at,
  l.first_contacted_at is null and now() > public.lead_reply_due(l) as overdue
from public.leads as l
where public.lead_reply_window(l.kind) is not null and l.state <> 'spam';

comment on view public.lead_response_times is 'Time to first contact per lead that is owed a reply, against its reply-by. The agent only.';

-- The write path stores two more of the function's facts: when it received the lead (its clock,
-- which tests fix) and the reply-by it promised. Otherwise as 20250610090400_submit_lead.sql.
create or replace function public.submit_lead(
  lead jsonb,
  consent_text text default null,
  outbox jsonb default '[]',
  subscriber jsonb default null,
  rate_limit integer default 10,
  rate_window_seconds integer default 600
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_ip text := nullif(lead ->> 'ip', '');
  bucket_start timestamptz;
  window_hits integer;
  lead_id uuid := coalesce((lead ->> 'id')::uuid, gen_random_uuid());
  subscriber_status public.subscriber_status;
  message jsonb;
begin
  if client_ip is not null and rate_limit > 0 then
    bucket_start := to_timestamp(
      floor(extract(epoch from now()) / rate_window_seconds) * rate_window_seconds
    );
    insert into public.rate_limits as r (ip, window_start, hits)
      values (client_ip, bucket_start, 1)
      on conflict (ip, window_start) do update set hits = r.hits + 1
      returning r.hits into window_hits;
    if window_hits > rate_limit then
      return jsonb_build_object(
        'status', 'rate_limited',
        'retry_after', greatest(1, ceil(extract(epoch from
          bucket_start + make_interval(secs => rate_window_seconds) - now())))::integer
      );
    end if;
    -- Old windows are of no use: keep the table small.
    delete from public.rate_limits as r
     where r.window_start < now() - make_interval(secs => rate_window_seconds * 2);
  end if;

  insert into public.leads (
    id, kind, state, fields, page, variant, listing_id, listing_slug, listing_title,
    listing_address, ip, user_agent, notes, created_at, reply_by
  ) values (
    lead_id,
    (lead ->> 'kind')::public.lead_kind,
    coalesce(lead ->> 'state', 'new')::public.lead_state,
    lead -> 'fields',
    lead ->> 'page',
    lead ->> 'variant',
    (lead ->> 'listing_id')::uuid,
    lead ->> 'listing_slug',
    lead ->> 'listing_title',
    lead ->> 'listing_address',
    client_ip,
    lead ->> 'user_agent',
    coalesce(lead ->> 'notes', ''),
    coalesce((lead ->> 'created_at')::timestamptz, now()),
    (lead ->> 'reply_by')::timestamptz
  );

  if consent_text is not null then
    insert into public.lead_consents (lead_id, consent_text, ip, user_agent)
      values (lead_id, consent_text, client_ip, lead ->> 'user_agent');
  end if;

  -- A new address, or one that is pending or unsubscribed, (re)starts as pending with the new
  -- confirmation token; a confirmed subscriber stays as is and gets no confirmation email.
  if subscriber is not null then
    insert into public.subscribers as s (email, confirm_token, unsubscribe_token)
      values (subscriber ->> 'email', subscriber ->> 'confirm_token', subscriber ->> 'unsubscribe_token')
      on conflict ((lower(email))) do update
        set status = case when s.status = 'confirmed' then s.status else 'pending' end,
            confirm_token = case when s.status = 'confirmed' then s.confirm_token
                                 else excluded.confirm_token end
      returning s.status into subscriber_status;
  end if;

  for message in select * from jsonb_array_elements(coalesce(outbox, '[]'))
  loop
    continue when (message ->> 'only_if_pending')::boolean
      and subscriber_status is distinct from 'pending';
    insert into public.outbox (kind, lead_id, payload, dedupe_key)
      values (
        (message ->> 'kind')::public.outbox_kind,
        lead_id,
        message -> 'payload',
        message ->> 'dedupe_key'
      )
      on conflict (dedupe_key) do nothing;
  end loop;

  return jsonb_build_object('status', 'stored', 'id', lead_id);
end;
$$;

