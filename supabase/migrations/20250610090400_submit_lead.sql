-- The one write path of the lead forms, called by the functions through /rest/v1/rpc with the service
-- role: counts the request against its IP's rate limit, then stores the lead, its consent, the
-- subscriber (for subscriptions) and its outbox rows in one transaction. Either all of it is
-- committed before the visitor sees success, or none of it.
create function public.submit_lead(
  lead jsonb,
  consent_text text default null,
  outbox jsonb default '[]',
  subscriber jsonb default null,
  rate_limit integer default 10,
  rate_window_seconds integer default 600
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  client_ip text := nullif(lead ->> 'ip', '');
  bucket_start timestamptz;
  window_hits integer;
  lead_id uuid := coalesce((lead ->> 'id')::uuid, gen_random_uuid());
  subscriber_status public.subscriber_status;
  message jsonb;
begin
  if client_ip is not null and rate_limit > 0 then
    bucket_start := to_timestamp(
      floor(extract(epoch from now()) / rate_window_seconds) * rate_window_seconds
    );
    insert into public.rate_limits as r (ip, window_start, hits)
      values (client_ip, bucket_start, 1)
      on conflict (ip, window_start) do update set hits = r.hits + 1
      returning r.hits into window_hits;
    if window_hits > rate_limit then
      return jsonb_build_object(
        'status', 'rate_limited',
        'retry_after', greatest(1, ceil(extract(epoch from
          bucket_start + make_interval(secs => rate_window_seconds) - now())))::integer
      );
    end if;
    -- Old windows are of no use: keep the table small.
    delete from public.rate_limits as r
     where r.window_start < now() - make_interval(secs => rate_window_seconds * 2);
  end if;

  insert into public.leads (
    id, kind, state, fields, page, variant, listing_id, listing_slug, listing_title,
    listing_address, ip, user_agent, notes
  ) values (
    lead_id,
    (lead ->> 'kind')::public.lead_kind,
    coalesce(lead ->> 'state', 'new')::public.lead_state,
    lead -> 'fields',
    lead ->> 'page',
    lead ->> 'variant',
    (lead ->> 'listing_id')::uuid,
    lead ->> 'listing_slug',
    lead ->> 'listing_title',
    lead ->> 'listing_address',
    client_ip,
    lead ->> 'user_agent',
    coalesce(lead ->> 'notes', '')
  );

  if consent_text is not null then
    insert into public.lead_consents (lead_id, consent_text, ip, user_agent)
      values (lead_id, consent_text, client_ip, lead ->> 'user_agent');
  end if;

  -- A new address, or one that is pending or unsubscribed, (re)starts as pending with the new
  -- confirmation token; a confirmed subscriber stays as is and gets no confirmation email.
  if subscriber is not null then
    insert into public.subscribers as s (email, confirm_token, unsubscribe_token)
      values (subscriber ->> 'email', subscriber ->> 'confirm_token', subscriber ->> 'unsubscribe_token')
      on conflict ((lower(email))) do update
        set status = case when s.status = 'confirmed' then s.status else 'pending' end,
            confirm_token = case when s.status = 'confirmed' then s.confirm_token
                                 else excluded.confirm_token end
      returning s.status into subscriber_status;
  end if;

  for message in select * from jsonb_array_elements(coalesce(outbox, '[]'))
  loop
    continue when (message ->> 'only_if_pending')::boolean
      and subscriber_status is distinct from 'pending';
    insert into public.outbox (kind, lead_id, payload, dedupe_key)
      values (
        (message ->> 'kind')::public.outbox_kind,
        lead_id,
        message -> 'payload',
        message ->> 'dedupe_key'
      )
      on conflict (dedupe_key) do nothing;
  end loop;

  return jsonb_build_object('status', 'stored', 'id', lead_id);
end;
$$;

comment on function public.submit_lead(jsonb, text, jsonb, jsonb, integer, integer) is
  'Rate limit, lead, consent, subscriber and outbox in one transaction. Service role only.';

-- The confirmation link of a subscription: a pending subscriber becomes confirmed and gets the
-- welcome message given (queued in the same transaction). Answers what happened.
create function public.confirm_subscription(token text, outbox jsonb default null)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscriber_row public.subscribers;
begin
  select * into subscriber_row from public.subscribers where confirm_token = token for update;
  if not found then
    return 'not_found';
  end if;
  if subscriber_row.status <> 'pending' then
    return subscriber_row.status::text;
  end if;
  update public.subscribers set status = 'confirmed', confirmed_at = now() where id = subscriber_row.id;
  if outbox is not null then
    insert into public.outbox (kind, payload, dedupe_key)
      values ((outbox ->> 'kind')::public.outbox_kind, outbox -> 'payload', outbox ->> 'dedupe_key')
      on conflict (dedupe_key) do nothing;
  end if;
  return 'confirmed_now';
end;
$$;

-- The unsubscribe link (and RFC 8058 one-click POST): always ends the subscription.
create function public.unsubscribe_subscription(token text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  subscriber_row public.subscribers;
begin
  select * into subscriber_row from public.subscribers where unsubscribe_token = token for update;
  if not found then
    return 'not_found';
  end if;
  if subscriber_row.status = 'unsubscribed' then
    return 'unsubscribed';
  end if;
  update public.subscribers set status = 'unsubscribed', unsubscribed_at = now() where id = subscriber_row.id;
  return 'unsubscribed_now';
end;
$$;

revoke all on function public.submit_lead(jsonb, text, jsonb, jsonb, integer, integer)
  from public, anon, authenticated;
revoke all on function public.confirm_subscription(text, jsonb) from public, anon, authenticated;
revoke all on function public.unsubscribe_subscription(text) from public, anon, authenticated;
grant execute on function public.submit_lead(jsonb, text, jsonb, jsonb, integer, integer) to service_role;
grant execute on function public.confirm_subscription(text, jsonb) to service_role;
grant execute on function public.unsubscribe_subscription(text) to service_role;
