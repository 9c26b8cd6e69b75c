-- Saved searches (issue 28, first stage): a visitor leaves an email (and optionally a phone, with
-- its own consent to texts) to hear about homes matching the listings page's filters. No account:
-- a random token in the emails' links is the key, stored only as its SHA-256. A search is alerted
-- only once confirmed (double opt-in); an unconfirmed one expires. Each search is also a lead of
-- its own kind, so it reaches the agent's inbox with the other leads and its consent is kept as
-- theirs is (public.lead_consents); deleting the lead deletes the search. Visitors never touch the
-- table: the saved-search function writes it with the service role. See
-- docs/decisions/052-saved-searches.md.
alter type public.lead_kind add value if not exists 'saved_search' after 'open_house';

create type public.saved_search_frequency as enum ('instant', 'daily', 'weekly');

-- The listings page's filters without the order of the results, as packages/schemas'
-- savedSearchFilters reads them: exactly these keys, each a value the page offers.
create function public.saved_search_filters_valid(filters jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(filters) = 'object'
     and (select count(*) from jsonb_object_keys(filters)) = 7
     and filters ->> 'mode' in ('sale', 'rent')
     and jsonb_typeof(filters -> 'areas') = 'array'
     and jsonb_array_length(filters -> 'areas') <= 50
     and not exists (
       select 1 from jsonb_array_elements(filters -> 'areas') as a
        where jsonb_typeof(a) <> 'string' or (a #>> '{}') !~ '^[a-z0-9][a-z0-9.''-]{0,59}$'
     )
     and coalesce(filters ->> 'minPrice', 'x') ~ '^[0-9]{0,9}$'
     and coalesce(filters ->> 'maxPrice', 'x') ~ '^[0-9]{0,9}$'
     and filters ->> 'beds' in ('any', '1', '2', '3', '4')
     and filters ->> 'baths' in ('any', '1', '2', '3')
     and filters ->> 'propertyType' in ('any', 'single_family', 'condo', 'townhouse', 'multi_family', 'land');
$$;

create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  -- The search's lead: the inbox's row, the consents, and what deleting the search deletes.
  lead_id uuid not null unique references public.leads (id) on delete cascade,
  email text not null
    constraint saved_searches_email_format check (char_length(email) between 3 and 254 and email ~ '^[^\s@]+@[^\s@]+$'),
  phone text constraint saved_searches_phone_length check (char_length(phone) between 1 and 32),
  -- When the visitor ticked the texts consent (its wording is in lead_consents); never without a phone.
  texts_consented_at timestamptz,
  frequency public.saved_search_frequency not null default 'daily',
  filters jsonb not null constraint saved_searches_filters_valid check (public.saved_search_filters_valid(filters)),
  -- The plain words the visitor saw ("3+ bed homes in Lakeside under $450,000").
  summary text not null constraint saved_searches_summary_length check (char_length(summary) between 1 and 300),
  -- SHA-256 (hex) of the random token in the confirm, manage and unsubscribe links.
  token_hash text not null unique constraint saved_searches_token_hash_format check (token_hash ~ '^[0-9a-f]{64}$'),
  confirmed_at timestamptz,
  -- An unconfirmed search is never alerted, and is gone after this time; none once confirmed.
  expires_at timestamptz default now() + interval '7 days',
  paused boolean not null default false,
  -- The one-click unsubscribe (RFC 8058): nothing more is sent; the manage page still shows it.
  unsubscribed_at timestamptz,
  created_at timestamptz not null default now(),
  constraint saved_searches_texts_need_phone check (texts_consented_at is null or phone is not null),
  constraint saved_searches_confirmed_or_expiring check ((confirmed_at is null) = (expires_at is not null))
);

comment on table public.saved_searches is 'Searches visitors asked to hear about (double opt-in). Written by the saved-search function; read by the agent.';
comment on column public.saved_searches.token_hash is 'SHA-256 of the links'' token; the token itself is only in the visitor''s emails.';

create index saved_searches_email_idx on public.saved_searches (lower(email));
create index saved_searches_unconfirmed_idx on public.saved_searches (expires_at) where confirmed_at is null;

alter table public.saved_searches enable row level security;

revoke all on public.saved_searches from anon, authenticated;
grant select on public.saved_searches to authenticated;

create policy "The agent can read saved searches"
  on public.saved_searches for select
  to authenticated
  using ((select public.is_agent()));

-- The write path: the lead (rate limit, lead, consent, outbox: public.submit_lead), the texts'
-- consent when given, and the search, in one transaction. Service role only.
create function public.save_search(
  lead jsonb,
  search jsonb,
  consent_text text,
  texts_consent_text text default null,
  outbox jsonb default '[]',
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
  result jsonb;
  lead_id uuid;
begin
  -- Unconfirmed searches past their time go first: no link of theirs works any more.
  delete from public.leads as l
   using public.saved_searches as s
   where s.lead_id = l.id and s.confirmed_at is null and s.expires_at < now();

  result := public.submit_lead(lead, consent_text, outbox, null, rate_limit, rate_window_seconds);
  if result ->> 'status' <> 'stored' then
    return result;
  end if;
  lead_id := (result ->> 'id')::uuid;

  if texts_consent_text is not null then
    insert into public.lead_consents (lead_id, consent_text, ip, user_agent)
      values (lead_id, texts_consent_text, nullif(lead ->> 'ip', ''), lead ->> 'user_agent');
  end if;

  insert into public.saved_searches (
    lead_id, email, phone, texts_consented_at, frequency, filters, summary, token_hash
  ) values (
    lead_id,
    search ->> 'email',
    nullif(search ->> 'phone', ''),
    case when texts_consent_text is not null then now() end,
    (search ->> 'frequency')::public.saved_search_frequency,
    search -> 'filters',
    search ->> 'summary',
    search ->> 'token_hash'
  );
  return result;
end;
$$;

revoke all on function public.save_search(jsonb, jsonb, text, text, jsonb, integer, integer) from public, anon, authenticated;
grant execute on function public.save_search(jsonb, jsonb, text, text, jsonb, integer, integer) to service_role;

comment on function public.save_search(jsonb, jsonb, text, text, jsonb, integer, integer) is
  'Lead, consents, outbox and saved search in one transaction. Service role only.';
