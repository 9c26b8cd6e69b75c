-- Every new lead alerts the agent's phone within seconds (issue 17): in the transaction that stores
-- the lead (public.submit_lead, decision 008), a trigger queues one 'push' outbox row per subscribed
-- device and one 'sms' row when text messages are on, each with its own dedupe key, so each channel
-- alerts exactly once however often the outbox retries. The rows name the lead and the device only:
-- the sender (process-outbox, or the function that stored the lead, right after answering) reads
-- the lead and writes the words at send time (supabase/functions/_shared/lead-alerts.ts), and
-- decides there whether to send, wait for the end of quiet hours, or skip.
-- A lead still new 10 minutes after its alert went out alerts once more: queue_lead_reminders()
-- copies each sent alert into a reminder row (dedupe key '<alert>:reminder', so once), and the
-- sender skips it if the lead was contacted, closed or marked spam meanwhile.
create function public.queue_lead_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.outbox (kind, lead_id, payload, dedupe_key)
  select 'push', new.id, jsonb_build_object('subscription_id', s.id),
         'lead:' || new.id || ':push:' || s.id
    from public.push_subscriptions as s
  on conflict (dedupe_key) do nothing;
  if exists (select 1 from public.alert_settings where sms_enabled) then
    insert into public.outbox (kind, lead_id, payload, dedupe_key)
    values ('sms', new.id, '{}', 'lead:' || new.id || ':sms')
    on conflict (dedupe_key) do nothing;
  end if;
  return null;
end;
$$;

comment on function public.queue_lead_alerts() is 'Queues a new lead''s push and text alerts in its own transaction. Trigger only.';

-- Spam (the honeypot, a form sent too fast) is stored as such and alerts nobody.
create trigger leads_queue_alerts
  after insert on public.leads
  for each row when (new.state = 'new')
  execute function public.queue_lead_alerts();

-- The reminders' candidates: alerts sent, by when.
create index outbox_sent_alerts_idx on public.outbox (sent_at)
  where status = 'sent' and kind in ('push', 'sms');

-- Queues the reminder of every alert sent at least `after_seconds` before `as_of` (and within the
-- day before: a sender that was stopped for longer does not wake the agent for old leads) whose
-- lead is still new and of one of `kinds` (those the 15-minute promise covers; the sender knows
-- them from packages/schemas). `as_of` is the sender's clock, so tests need not wait ten minutes.
-- Answers how many reminders were queued.
create function public.queue_lead_reminders(
  kinds public.lead_kind[],
  as_of timestamptz default now(),
  after_seconds integer default 600
)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with queued as (
    insert into public.outbox (kind, lead_id, payload, dedupe_key)
    select o.kind, o.lead_id, o.payload || '{"reminder": true}', o.dedupe_key || ':reminder'
      from public.outbox as o
      join public.leads as l on l.id = o.lead_id
     where o.status = 'sent'
       and o.kind in ('push', 'sms')
       and o.sent_at <= as_of - make_interval(secs => after_seconds)
       and o.sent_at > as_of - interval '1 day'
       and not (o.payload ? 'reminder')
       and l.state = 'new'
       and l.kind = any (kinds)
    on conflict (dedupe_key) do nothing
    returning 1
  )
  select count(*)::integer from queued;
$$;

-- An alert held back by quiet hours waits until `until` without counting as an attempt.
create function public.defer_outbox(outbox_id uuid, until timestamptz)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox
     set status = 'pending', next_attempt_at = until, attempts = greatest(attempts - 1, 0),
         locked_until = null, locked_by = null
   where id = outbox_id and status = 'sending';
$$;

-- An alert that must not go out at all: `reason` says why (kept in last_error, for whoever looks).
create function public.skip_outbox(outbox_id uuid, reason text)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox
     set status = 'skipped', locked_until = null, locked_by = null, last_error = left(reason, 2000)
   where id = outbox_id and status = 'sending';
$$;

-- Quiet hours changed or turned off: alerts held back are looked at again at once (the sender holds
-- back again whatever the new hours still cover), rather than at the end of the old hours.
create function public.release_held_alerts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.outbox
     set next_attempt_at = now()
   where status = 'pending' and kind in ('push', 'sms') and next_attempt_at > now();
  return null;
end;
$$;

create trigger alert_settings_release_held_alerts
  after update of quiet_hours_enabled, quiet_start, quiet_end on public.alert_settings
  for each statement execute function public.release_held_alerts();

revoke all on function public.queue_lead_alerts() from public, anon, authenticated;
revoke all on function public.release_held_alerts() from public, anon, authenticated;
revoke all on function public.queue_lead_reminders(public.lead_kind[], timestamptz, integer) from public, anon, authenticated;
revoke all on function public.defer_outbox(uuid, timestamptz) from public, anon, authenticated;
revoke all on function public.skip_outbox(uuid, text) from public, anon, authenticated;
grant execute on function public.queue_lead_reminders(public.lead_kind[], timestamptz, integer) to service_role;
grant execute on function public.defer_outbox(uuid, timestamptz) to service_role;
grant execute on function public.skip_outbox(uuid, text) to service_role;
