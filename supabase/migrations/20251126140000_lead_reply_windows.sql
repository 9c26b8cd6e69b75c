-- The honest clock (issue 17): a lead counts against the agent's reply time only when its form
-- promises a reply, and against the time that form promises: 15 minutes for a question, a tour
-- request or a valuation request, 24 hours for a partner request (spec §9), none for a guide
-- request, a review or a subscription (those still show in the inbox). The windows are
-- packages/schemas' LEAD_KIND_TEXT.replyWithinMinutes; supabase/tests/back-office.test.ts holds the
-- two to the same values. Until now guide requests counted and partner requests had 15 minutes.

-- How long a lead of a kind may wait for its first reply; null when no reply is owed. The kind is
-- compared as text, so this does not depend on the values 20251126090000 added to the enum being
-- committed before it is created.
create function public.lead_reply_window(kind public.lead_kind)
returns interval
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case kind::text
    when 'inquiry' then interval '15 minutes'
    when 'tour' then interval '15 minutes'
    when 'valuation' then interval '15 minutes'
    when 'partnership' then interval '24 hours'
  end
$$;

comment on function public.lead_reply_window(public.lead_kind) is 'The reply a lead of this kind is promised (null: none). Mirrors LEAD_KIND_TEXT.replyWithinMinutes.';

-- The view reads it as whoever asks (security_invoker), so the agent's role may run it; it tells
-- nothing about any lead.
revoke all on function public.lead_reply_window(public.lead_kind) from public, anon;
grant execute on function public.lead_reply_window(public.lead_kind) to authenticated, service_role;

-- One row per lead that is owed a reply and is not spam, for the agent only (the leads policies
-- apply to whoever asks). The old columns keep their names; promise_kept is now judged against the
-- lead's own window, and three columns say which window, when it ends, and whether a lead still
-- waiting is past it.
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
  coalesce(l.first_contacted_at, now()) - l.created_at <= public.lead_reply_window(l.kind) as promise_kept,
  public.lead_reply_window(l.kind) as reply_within,
  l.created_at + public.lead_reply_window(l.kind) as reply_due_at,
  l.first_contacted_at is null and now() > l.created_at + public.lead_reply_window(l.kind) as overdue
from public.leads as l
where public.lead_reply_window(l.kind) is not null and l.state <> 'spam';

comment on view public.lead_response_times is 'Time to first contact per lead that is owed a reply, against its own window. The agent only.';

-- The inbox's figures for leads created since a given time (30 days by default), overall and per
-- kind: how many were owed a reply, answered, answered in time, still waiting and past their
-- time; the share answered in time of those whose time is decided (answered, or waiting past it);
-- per kind also its window and the median first response of those answered. Refuses anyone but
-- the agent.
create or replace function public.lead_response_stats(since timestamptz default now() - interval '30 days')
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  result jsonb;
begin
  perform public.require_agent('see lead statistics');
  with counted as (
    select r.* from public.lead_response_times as r where r.created_at >= since
  ),
  figures as (
    select
      c.kind,
      count(*) as leads,
      count(*) filter (where not c.waiting) as answered,
      count(*) filter (where not c.waiting and c.promise_kept) as answered_in_time,
      count(*) filter (where c.waiting) as waiting,
      count(*) filter (where c.overdue) as overdue,
      percentile_cont(0.5) within group (order by c.wait_seconds) filter (where not c.waiting)
        as median_first_response_seconds,
      (extract(epoch from min(c.reply_within)) / 60)::integer as reply_within_minutes
    from counted as c
    group by c.kind
  )
  select jsonb_build_object(
    'since', since,
    'leads', coalesce(sum(f.leads), 0),
    'answered', coalesce(sum(f.answered), 0),
    'answered_in_time', coalesce(sum(f.answered_in_time), 0),
    'waiting', coalesce(sum(f.waiting), 0),
    'overdue', coalesce(sum(f.overdue), 0),
    'share_in_time', case when coalesce(sum(f.answered + f.overdue), 0) = 0 then null
      else round(sum(f.answered_in_time) / sum(f.answered + f.overdue), 4) end,
    'by_kind', coalesce(jsonb_object_agg(f.kind, jsonb_build_object(
      'reply_within_minutes', f.reply_within_minutes,
      'leads', f.leads,
      'answered', f.answered,
      'answered_in_time', f.answered_in_time,
      'waiting', f.waiting,
      'overdue', f.overdue,
      'share_in_time', case when f.answered + f.overdue = 0 then null
        else round(f.answered_in_time::numeric / (f.answered + f.overdue), 4) end,
      'median_first_response_seconds', f.median_first_response_seconds
    )) filter (where f.kind is not null), '{}'::jsonb)
  )
  into result
  from figures as f;
  return result;
end;
$$;

comment on function public.lead_response_stats(timestamptz) is 'How often leads owed a reply got it in time, overall and per kind. The agent only.';
