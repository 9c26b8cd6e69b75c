-- A ceiling on the text messages lead alerts send (issue 24, decision 029): every anonymous lead
-- costs a text, and its reminder another, so a flood of leads would be a flood of paid texts. The
-- agent sets how many texts an hour and a day at most (alert_settings); past either, a lead's text
-- (its alert or its reminder) is held rather than sent, and one summary text ("3 more leads since
-- 3:05 PM") goes out when the ceiling next lets a text through.
-- Every decision is made here, in the transaction that records it, under the lock of the one
-- settings row: two senders deciding at once cannot both take the last text of the hour.
alter table public.alert_settings
  add column sms_per_hour integer not null default 10
    constraint alert_settings_sms_per_hour_range check (sms_per_hour between 1 and 100),
  add column sms_per_day integer not null default 40
    constraint alert_settings_sms_per_day_range check (sms_per_day between 1 and 1000),
  add constraint alert_settings_sms_day_holds_hour check (sms_per_hour <= sms_per_day);

grant update (sms_per_hour, sms_per_day) on public.alert_settings to authenticated;

-- What was decided for each text the sender asked about: 'sent' (a lead's text, counted), 'held'
-- (past the ceiling: told of in the next summary) or 'summary' (a summary text, counted, with what
-- it told). A text whose sending fails after it was counted stays counted: the ceiling is about
-- what the provider may have charged.
create table public.alert_texts (
  id uuid primary key default gen_random_uuid(),
  -- The outbox row decided: asked again (its send is retried), the answer is the same.
  outbox_id uuid unique references public.outbox (id) on delete set null,
  lead_id uuid references public.leads (id) on delete set null,
  outcome text not null constraint alert_texts_outcome check (outcome in ('sent', 'held', 'summary')),
  decided_at timestamptz not null,
  -- A held text: when a summary told of it (or found its lead no longer new).
  summarised_at timestamptz,
  -- A summary: how many leads it told of, held since when.
  summary_leads integer,
  summary_since timestamptz
);

comment on table public.alert_texts is 'Lead alert texts counted against the agent''s ceiling, or held for a summary. Service role only.';

create index alert_texts_counted_idx on public.alert_texts (decided_at) where outcome <> 'held';
create index alert_texts_held_idx on public.alert_texts (decided_at) where outcome = 'held' and summarised_at is null;

alter table public.alert_texts enable row level security;

-- No policy at all, as for the outbox: only the sender's functions (security definer, called with
-- the service role) read and write it.
revoke all on public.alert_texts from anon, authenticated;

-- Decides whether the 'sms' outbox row `text_id` may be sent as of `as_of` (the sender's clock),
-- and records it. A lead's text answers {"outcome": "send"} or, past the ceiling, {"outcome":
-- "held", "until": …} and queues the summary (one at a time) for when a text may go again. A
-- summary answers {"outcome": "wait", "until": …} while the ceiling holds, {"outcome": "nothing"}
-- when no held lead is still new, or {"outcome": "summary", "leads": n, "since": …}.
create function public.decide_alert_text(text_id uuid, as_of timestamptz default now())
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  settings public.alert_settings;
  queued public.outbox;
  decided public.alert_texts;
  in_hour integer;
  in_day integer;
  free_at timestamptz := as_of;
  leads integer;
  since timestamptz;
begin
  -- One decision at a time, whichever sender asks.
  select * into settings from public.alert_settings for update;
  select * into queued from public.outbox where id = text_id;
  if not found or queued.kind <> 'sms' then
    raise exception 'No text message alert %', text_id using errcode = 'P0002';
  end if;

  select * into decided from public.alert_texts where outbox_id = text_id;
  if found then
    return case decided.outcome
      when 'sent' then jsonb_build_object('outcome', 'send')
      when 'held' then jsonb_build_object('outcome', 'held', 'until', as_of)
      else jsonb_build_object('outcome', 'summary', 'leads', decided.summary_leads, 'since', decided.summary_since)
    end;
  end if;

  select count(*) filter (where decided_at > as_of - interval '1 hour'), count(*)
    into in_hour, in_day
    from public.alert_texts
   where outcome <> 'held' and decided_at > as_of - interval '1 day';

  if in_hour >= settings.sms_per_hour or in_day >= settings.sms_per_day then
    -- When enough of the counted texts have left the window (a lowered ceiling may need several).
    if in_hour >= settings.sms_per_hour then
      free_at := greatest(free_at, (
        select decided_at + interval '1 hour'
          from public.alert_texts
         where outcome <> 'held' and decided_at > as_of - interval '1 hour'
         order by decided_at
        offset in_hour - settings.sms_per_hour limit 1));
    end if;
    if in_day >= settings.sms_per_day then
      free_at := greatest(free_at, (
        select decided_at + interval '1 day'
          from public.alert_texts
         where outcome <> 'held' and decided_at > as_of - interval '1 day'
         order by decided_at
        offset in_day - settings.sms_per_day limit 1));
    end if;
    if queued.payload ? 'summary' then
      return jsonb_build_object('outcome', 'wait', 'until', free_at);
    end if;
    insert into public.alert_texts (outbox_id, lead_id, outcome, decided_at)
    values (text_id, queued.lead_id, 'held', as_of);
    -- The summary, unless one not yet decided is queued already (it will tell of this one too).
    insert into public.outbox (kind, lead_id, payload, dedupe_key, next_attempt_at)
    select 'sms', null, '{"summary": true}', 'sms-summary:' || text_id, free_at
     where not exists (
       select 1
         from public.outbox as o
        where o.kind = 'sms' and o.payload ? 'summary' and o.status in ('pending', 'sending')
          and not exists (select 1 from public.alert_texts as a where a.outbox_id = o.id)
     );
    return jsonb_build_object('outcome', 'held', 'until', free_at);
  end if;

  if not queued.payload ? 'summary' then
    insert into public.alert_texts (outbox_id, lead_id, outcome, decided_at)
    values (text_id, queued.lead_id, 'sent', as_of);
    return jsonb_build_object('outcome', 'send');
  end if;

  -- A summary tells of the held texts' leads that are still new, counted once each.
  select count(distinct a.lead_id), min(a.decided_at) into leads, since
    from public.alert_texts as a
    join public.leads as l on l.id = a.lead_id
   where a.outcome = 'held' and a.summarised_at is null and l.state = 'new';
  update public.alert_texts set summarised_at = as_of where outcome = 'held' and summarised_at is null;
  if leads = 0 then
    return jsonb_build_object('outcome', 'nothing');
  end if;
  insert into public.alert_texts (outbox_id, outcome, decided_at, summary_leads, summary_since)
  values (text_id, 'summary', as_of, leads, since);
  return jsonb_build_object('outcome', 'summary', 'leads', leads, 'since', since);
end;
$$;

revoke all on function public.decide_alert_text(uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.decide_alert_text(uuid, timestamptz) to service_role;
