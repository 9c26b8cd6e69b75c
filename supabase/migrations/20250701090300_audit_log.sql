-- The audit log (issue 7): every change a signed-in user (the agent) makes to listings, their photos,
-- leads (state and notes) and reviews is recorded by triggers: who, which table and row, what
-- action, which columns and their values before and after, when. The agent reads it; nobody can
-- write, change or delete it through the API (the triggers write as the table's owner).
-- Writes without a user (the functions' service role, seed, migrations) are not recorded.
create table public.audit_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor uuid not null,
  table_name text not null,
  row_id uuid not null,
  action text not null constraint audit_log_action check (action in ('insert', 'update', 'delete')),
  changed_columns text[] not null default '{}',
  -- { column: { old, new } } for the changed columns (old only on delete, new only on insert).
  changes jsonb not null default '{}'
);

comment on table public.audit_log is 'Who changed what in the back office, written by triggers. The agent reads it; nobody writes it.';

create index audit_log_at_idx on public.audit_log (at desc);
create index audit_log_row_idx on public.audit_log (table_name, row_id, at desc);

alter table public.audit_log enable row level security;

revoke all on public.audit_log from anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;

create policy "The agent can read the audit log"
  on public.audit_log for select
  to authenticated
  using ((select public.is_agent()));

create function public.record_audit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  actor uuid := auth.uid();
  before_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
  after_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
  changes jsonb;
begin
  if actor is null then
    return null;
  end if;
  select coalesce(jsonb_object_agg(key, jsonb_strip_nulls(jsonb_build_object(
           'old', before_row -> key, 'new', after_row -> key))), '{}')
    into changes
    from jsonb_object_keys(coalesce(after_row, before_row)) as key
   where key <> 'updated_at'
     and (tg_op <> 'UPDATE' or before_row -> key is distinct from after_row -> key);
  if tg_op = 'UPDATE' and changes = '{}' then
    return null;
  end if;
  insert into public.audit_log (actor, table_name, row_id, action, changed_columns, changes)
  values (
    actor,
    tg_table_name,
    (coalesce(after_row, before_row) ->> 'id')::uuid,
    lower(tg_op),
    array(select jsonb_object_keys(changes) order by 1),
    changes
  );
  return null;
end;
$$;

create trigger listings_audit
  after insert or update or delete on public.listings
  for each row execute function public.record_audit();

create trigger listing_photos_audit
  after insert or update or delete on public.listing_photos
  for each row execute function public.record_audit();

create trigger leads_audit
  after update of state, notes on public.leads
  for each row execute function public.record_audit();

create trigger reviews_audit
  after update on public.reviews
  for each row execute function public.record_audit();
