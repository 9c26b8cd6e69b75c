-- Who holds a claimed outbox row. A sender that crashes leaves its rows 'sending' until their lease
-- passes (two minutes), and the visitors of leads stored just before the crash wait that long for
-- their confirmation. A sender that knows its own name (the local backend: one per DATA_DIR, which
-- it locks) takes back what its previous run held the moment it starts again.
alter table public.outbox add column locked_by text;

drop function public.claim_outbox(integer, uuid, integer);

create function public.claim_outbox(
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
         locked_by = sender
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

-- Gives back every row `sender` holds, due at once: only its owner calls this, when it knows that
-- its earlier run is gone (the local backend at start). Answers how many rows it gave back.
create function public.release_outbox(sender text)
returns integer
language sql
volatile
security definer
set search_path = ''
as $$
  with released as (
    update public.outbox
       set status = 'pending', locked_until = null, locked_by = null, next_attempt_at = now()
     where status = 'sending' and locked_by = sender
    returning 1
  )
  select count(*)::integer from released;
$$;

revoke all on function public.claim_outbox(integer, uuid, integer, text) from public, anon, authenticated;
revoke all on function public.release_outbox(text) from public, anon, authenticated;
grant execute on function public.claim_outbox(integer, uuid, integer, text) to service_role;
grant execute on function public.release_outbox(text) to service_role;
