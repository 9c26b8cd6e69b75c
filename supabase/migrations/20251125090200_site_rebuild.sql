-- One rebuild of the static site per transaction that changes listings (insert, update, delete;
-- photo changes too, which follow into the listing row by trigger). Whoever writes, the agent
-- through the API or the functions with the service role, the site must show it. A statement that
-- changes no row (a signed-in stranger's update that row-level security filters to nothing) queues
-- nothing: the transition tables say what changed. The row carries no listing or visitor text; the
-- sender (process-outbox) POSTs SITE_REBUILD_HOOK_URL, or marks it sent when no hook is set.
create function public.queue_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from changed_listings) then
    return null;
  end if;
  -- The transaction's id and start time name it: a second statement in the same transaction finds
  -- its row and adds none. The time keeps a key unique on a restored cluster whose ids start again.
  insert into public.outbox (kind, payload, dedupe_key)
  values (
    'site_rebuild',
    '{"reason":"listings"}',
    'site_rebuild:' || txid_current()::text || ':' || extract(epoch from transaction_timestamp())::text
  )
  on conflict (dedupe_key) do nothing;
  return null;
end;
$$;

comment on function public.queue_site_rebuild() is
  'Queues one site_rebuild outbox row per transaction that changes listings. Trigger only.';

-- Transition tables allow one event per trigger, hence three.
create trigger listings_queue_site_rebuild_insert
  after insert on public.listings
  referencing new table as changed_listings
  for each statement execute function public.queue_site_rebuild();

create trigger listings_queue_site_rebuild_update
  after update on public.listings
  referencing new table as changed_listings
  for each statement execute function public.queue_site_rebuild();

create trigger listings_queue_site_rebuild_delete
  after delete on public.listings
  referencing old table as changed_listings
  for each statement execute function public.queue_site_rebuild();

-- Failed deliveries (the agent's list): a rebuild has no address or subject in its payload, so it
-- is named in words. The hook's URL is a function secret the database never sees.
create or replace function public.failed_deliveries()
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
    select o.id, o.kind, o.lead_id,
           case when o.kind = 'site_rebuild' then 'Site rebuild hook'
                else coalesce(o.payload ->> 'to', o.payload ->> 'url') end,
           case when o.kind = 'site_rebuild' then 'Rebuild the site after a listing change'
                else o.payload ->> 'subject' end,
           o.attempts, o.last_error, o.created_at
      from public.outbox as o
     where o.status = 'failed'
     order by o.created_at desc;
end;
$$;
