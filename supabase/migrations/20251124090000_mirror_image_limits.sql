-- A rate limit any function can take a hit from, in the lead forms' table (public.rate_limits), so
-- every function instance shares the count. mirror-image uses it for visitors' calls: each copy it
-- makes costs a fetch and may cost an object in the bucket. A counter's key is `<scope>:<client>`
-- (such as `mirror-image:203.0.113.7`), so it never adds to the lead forms' per-IP counts, which
-- are keyed by the bare address. Service role only.
create function public.take_rate_limit(
  scope text,
  client text,
  max_hits integer,
  window_seconds integer
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  counter text := scope || ':' || coalesce(nullif(client, ''), 'unknown');
  bucket_start timestamptz;
  window_hits integer;
begin
  if max_hits <= 0 then
    return jsonb_build_object('status', 'counted');
  end if;
  bucket_start := to_timestamp(floor(extract(epoch from now()) / window_seconds) * window_seconds);
  insert into public.rate_limits as r (ip, window_start, hits)
    values (counter, bucket_start, 1)
    on conflict (ip, window_start) do update set hits = r.hits + 1
    returning r.hits into window_hits;
  -- Old windows of this scope are of no use: keep the table small.
  delete from public.rate_limits as r
   where r.ip like scope || ':%'
     and r.window_start < now() - make_interval(secs => window_seconds * 2);
  if window_hits > max_hits then
    return jsonb_build_object(
      'status', 'rate_limited',
      'retry_after', greatest(1, ceil(extract(epoch from
        bucket_start + make_interval(secs => window_seconds) - now())))::integer
    );
  end if;
  return jsonb_build_object('status', 'counted');
end;
$$;

comment on function public.take_rate_limit(text, text, integer, integer) is
  'Counts one hit for scope:client in a fixed window; answers counted or rate_limited (retry_after). Service role only.';

comment on table public.rate_limits is
  'Hits per key and time window: the lead forms count per IP, other functions per scope:IP. Service role only.';

revoke all on function public.take_rate_limit(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, text, integer, integer) to service_role;
