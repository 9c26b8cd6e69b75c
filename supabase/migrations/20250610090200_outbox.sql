-- The outbox: every email and webhook a lead causes is a row written in the lead's own transaction,
-- so a mail outage loses nothing. Senders (the submit functions right after commit, and the
-- process-outbox function on a schedule) claim due rows, send them, and mark them sent or schedule a
-- retry with exponential backoff. Only the service role touches this table.
--
-- On Supabase, schedule process-outbox with pg_cron and pg_net (see supabase/README.md, "Outbox");
-- the local backend runs it on a timer.
create type public.outbox_kind as enum ('agent_email', 'visitor_email', 'webhook');

create type public.outbox_status as enum ('pending', 'sending', 'sent', 'failed');

create table public.outbox (
  id uuid primary key default gen_random_uuid(),
  kind public.outbox_kind not null,
  lead_id uuid references public.leads (id) on delete set null,
  -- A rendered message ({ to, subject, html, text, replyTo, headers }) or a webhook body.
  payload jsonb not null,
  -- One message per purpose: a repeated enqueue of the same key is ignored.
  dedupe_key text not null unique,
  status public.outbox_status not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- While a sender holds a row; a sender that died lets it go when this passes.
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.outbox is 'Emails and webhooks waiting to be sent or sent. Service role only.';

create index outbox_due_idx on public.outbox (next_attempt_at) where status in ('pending', 'sending');

alter table public.outbox enable row level security;

-- No policy at all: anon, authenticated and the agent are refused; the service role bypasses RLS.
revoke all on public.outbox from anon, authenticated;

-- Claims due rows (all, or one lead's) for one sender: rows another sender holds are
-- skipped, never waited for, and each claim counts as an attempt.
create function public.claim_outbox(
  max_rows integer default 20,
  for_lead uuid default null,
  lease_seconds integer default 120
)
returns setof public.outbox
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox as o
     set status = 'sending',
         attempts = o.attempts + 1,
         locked_until = now() + make_interval(secs => greatest(lease_seconds, 10))
   where o.id in (
     select id
       from public.outbox
      where (for_lead is null or lead_id = for_lead)
        and ((status = 'pending' and next_attempt_at <= now())
          or (status = 'sending' and locked_until < now()))
      order by next_attempt_at
      limit greatest(1, least(max_rows, 500))
        for update skip locked
   )
  returning o.*;
$$;

create function public.complete_outbox(outbox_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox
     set status = 'sent', sent_at = now(), locked_until = null, last_error = null
   where id = outbox_id and status = 'sending';
$$;

-- A failed attempt waits retry_base_seconds * 2^(attempts - 1), at most an hour; after
-- max_attempts (about a day at the defaults) the row is left as failed for the agent to see.
create function public.fail_outbox(
  outbox_id uuid,
  error text,
  retry_base_seconds integer default 30,
  max_attempts integer default 30
)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox
     set status = case when attempts >= max_attempts then 'failed'::public.outbox_status
                       else 'pending'::public.outbox_status end,
         next_attempt_at = now() + make_interval(
           secs => least(3600, greatest(retry_base_seconds, 1) * power(2, least(attempts - 1, 20)))
         ),
         locked_until = null,
         last_error = left(error, 2000)
   where id = outbox_id and status = 'sending';
$$;

revoke all on function public.claim_outbox(integer, uuid, integer) from public, anon, authenticated;
revoke all on function public.complete_outbox(uuid) from public, anon, authenticated;
revoke all on function public.fail_outbox(uuid, text, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer, uuid, integer) to service_role;
grant execute on function public.complete_outbox(uuid) to service_role;
grant execute on function public.fail_outbox(uuid, text, integer, integer) to service_role;
