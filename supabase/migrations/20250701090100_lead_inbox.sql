-- The agent's lead inbox (issue 7): how long each lead waited for its first contact, and how often
-- the 15-minute promise was kept. Leads themselves, their state and notes are in 20250610090000_leads.sql
-- (the agent reads them and changes only state and notes).

-- One row per lead the agent can see (security_invoker: the leads policies apply to whoever asks,
-- so anyone but the agent sees no rows). wait_seconds is the time to first contact, or for a lead
-- still waiting the time so far; promise_kept says whether it was (or still can be) within 15 minutes.
create view public.lead_response_times
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
  coalesce(l.first_contacted_at, now()) - l.created_at <= interval '15 minutes' as promise_kept
from public.leads as l
-- People waiting for a reply: reviews and subscriptions need none, spam gets none.
where l.kind in ('inquiry', 'partnership', 'guide') and l.state <> 'spam';

comment on view public.lead_response_times is 'Time to first contact per lead that expects a reply. The agent only.';

revoke all on public.lead_response_times from anon, authenticated;
grant select on public.lead_response_times to authenticated;

-- For functions that answer the agent only: refuses anyone else with permission denied (42501).
create function public.require_agent(action text)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not (select public.is_agent()) then
    raise exception using errcode = 'insufficient_privilege', message = format('Only the agent can %s.', action);
  end if;
end;
$$;

revoke all on function public.require_agent(text) from public, anon;
grant execute on function public.require_agent(text) to authenticated;

-- The inbox's summary for leads created since a given time (30 days by default): how many expected
-- a reply, how many have had one, how many within 15 minutes, that share of all of them, and the
-- median wait of those answered. Refuses anyone but the agent.
create function public.lead_response_stats(since timestamptz default now() - interval '30 days')
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform public.require_agent('see lead statistics');
  select jsonb_build_object(
    'since', since,
    'leads', count(*),
    'answered', count(*) filter (where not r.waiting),
    'answered_within_15_minutes', count(*) filter (where not r.waiting and r.promise_kept),
    'waiting', count(*) filter (where r.waiting),
    'share_within_15_minutes', case when count(*) = 0 then null
      else round(count(*) filter (where not r.waiting and r.promise_kept)::numeric / count(*), 4) end,
    'median_wait_seconds', percentile_cont(0.5) within group (order by r.wait_seconds)
      filter (where not r.waiting)
  )
  into result
  from public.lead_response_times as r
  where r.created_at >= since;
  return result;
end;
$$;

comment on function public.lead_response_stats(timestamptz) is 'How often leads were answered within 15 minutes. The agent only.';

revoke all on function public.lead_response_stats(timestamptz) from public, anon;
grant execute on function public.lead_response_stats(timestamptz) to authenticated;

-- Emails and webhooks the outbox gave up on (decision 008): the agent sees them, and can send one
-- again, without reading the outbox itself (which holds rendered messages and stays service-only).
create function public.failed_deliveries()
returns table (
  id uuid,
  kind public.outbox_kind,
  lead_id uuid,
  recipient text,
  subject text,
  attempts integer,
  last_error text,
  created_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform public.require_agent('see failed deliveries');
  return query
    select o.id, o.kind, o.lead_id, coalesce(o.payload ->> 'to', o.payload ->> 'url'), o.payload ->> 'subject',
           o.attempts, o.last_error, o.created_at
      from public.outbox as o
     where o.status = 'failed'
     order by o.created_at desc;
end;
$$;

create function public.retry_delivery(delivery uuid)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform public.require_agent('retry deliveries');
  update public.outbox
     set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null
   where id = delivery and status = 'failed';
  return found;
end;
$$;

revoke all on function public.failed_deliveries() from public, anon;
revoke all on function public.retry_delivery(uuid) from public, anon;
grant execute on function public.failed_deliveries() to authenticated;
grant execute on function public.retry_delivery(uuid) to authenticated;
