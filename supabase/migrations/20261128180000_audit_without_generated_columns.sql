-- The audit log records what someone changed, not what the database derives from it: a listing's
-- generated columns (city_slug, shown_price: 20261128170000_listing_search.sql) follow its city
-- and prices, so they are left out of `changes`, as `updated_at` is. Otherwise as
-- 20250701090300_audit_log.sql.
create or replace function public.record_audit()
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
     and not exists (
       select 1
         from pg_catalog.pg_attribute as a
        where a.attrelid = tg_relid and a.attname = key and a.attgenerated <> ''
     )
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
