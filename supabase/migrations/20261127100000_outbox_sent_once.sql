-- Each message once (issue 24, docs/decisions/030-each-message-once.md). A sender that sent a row
-- and then could not mark it (it was killed, or the disk was full) used to send it again blindly
-- when the row came back. Now the row says so, and the sender asks the provider first where it can:
--   in_doubt      an attempt ended with no answer recorded (the sender died holding the row, or its
--                 lease passed): the message may already have gone. Set when such a row is taken
--                 back, never cleared: a later failure does not say the earlier attempt failed too.
--   provider_ref  what the provider answered when it took the message (Resend's id, the SMTP
--                 server's reply, Twilio's message sid, the push service's Location), written with
--                 the "sent" mark.
alter table public.outbox add column in_doubt boolean not null default false;
alter table public.outbox add column provider_ref text;

-- As before (20251124090100_outbox_senders.sql), and a row taken back from a sender that held it
-- past its lease is in doubt.
create or replace function public.claim_outbox(
  max_rows integer default 20,
  for_lead uuid default null,
  lease_seconds integer default 120,
  sender text default null
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
         locked_until = now() + make_interval(secs => greatest(lease_seconds, 10)),
         locked_by = sender,
         in_doubt = o.in_doubt or o.status = 'sending'
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

-- As before, and what it gives back is in doubt: the earlier run may have sent it.
create or replace function public.release_outbox(sender text)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with released as (
    update public.outbox
       set status = 'pending', locked_until = null, locked_by = null, next_attempt_at = now(),
           in_doubt = true
     where status = 'sending' and locked_by = sender
    returning 1
  )
  select count(*)::integer from released;
$$;

-- Marks a row sent, with the provider's answer when there is one.
drop function public.complete_outbox(uuid);

create function public.complete_outbox(outbox_id uuid, provider_ref text default null)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  update public.outbox
     set status = 'sent', sent_at = now(), locked_until = null, last_error = null,
         provider_ref = left(complete_outbox.provider_ref, 500)
   where id = outbox_id and status = 'sending';
$$;

revoke all on function public.complete_outbox(uuid, text) from public, anon, authenticated;
grant execute on function public.complete_outbox(uuid, text) to service_role;
