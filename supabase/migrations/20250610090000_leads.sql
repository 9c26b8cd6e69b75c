-- Leads: every form a visitor sends (inquiries and tour or valuation requests, reviews, partner
-- requests, guide requests, blog subscriptions), stored before the visitor sees success. Visitors
-- never touch these tables: the submit-lead and send-guide-email functions write them with the
-- service role through public.submit_lead(). The agent reads them and works them (issue 7).
create type public.lead_kind as enum ('inquiry', 'review', 'partnership', 'guide', 'subscribe');

create type public.lead_state as enum ('new', 'contacted', 'closed', 'spam');

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  kind public.lead_kind not null,
  state public.lead_state not null default 'new',
  -- Exactly the values the shared schema validated (trimmed, unknown keys stripped). Text is kept
  -- as the visitor typed it and is never rendered as HTML.
  fields jsonb not null constraint leads_fields_object check (jsonb_typeof(fields) = 'object'),
  -- The path of the page the form was on, and which form it was (seller, tour, florida, ...).
  page text not null constraint leads_page_length check (char_length(page) between 1 and 2048),
  variant text constraint leads_variant_format check (variant ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  -- The listing the form was about: its slug as sent, and a snapshot of it when the slug existed,
  -- so the lead still says which home it was after the listing changes or goes.
  listing_id uuid references public.listings (id) on delete set null,
  listing_slug text constraint listings_slug_length check (char_length(listing_slug) <= 200),
  listing_title text,
  listing_address text,
  ip text,
  user_agent text,
  created_at timestamptz not null default now(),
  first_contacted_at timestamptz,
  notes text not null default ''
);

comment on table public.leads is 'Form submissions. Written by the functions (service role); read and worked by the agent.';
comment on column public.leads.fields is 'The validated form values, byte for byte; never rendered as HTML.';

-- The back office lists the newest first, by state.
create index leads_created_at_idx on public.leads (created_at desc);
create index leads_state_created_at_idx on public.leads (state, created_at desc);

-- The first time the agent moves a lead out of "new", the time is kept (the 15-minute promise).
create function public.set_lead_first_contacted_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.state <> 'new' and new.state <> 'spam' and old.first_contacted_at is null then
    new.first_contacted_at := now();
  end if;
  return new;
end;
$$;

create trigger leads_set_first_contacted_at
  before update of state on public.leads
  for each row execute function public.set_lead_first_contacted_at();

alter table public.leads enable row level security;

-- Visitors and signed-in strangers hold no privilege at all; the agent may read, and change only
-- the state and the notes (column privileges), never what the visitor sent.
revoke all on public.leads from anon, authenticated;
grant select on public.leads to authenticated;
grant update (state, notes) on public.leads to authenticated;

create policy "The agent can read leads"
  on public.leads for select
  to authenticated
  using ((select public.is_agent()));

create policy "The agent can change a lead's state and notes"
  on public.leads for update
  to authenticated
  using ((select public.is_agent()))
  with check ((select public.is_agent()));

-- Consents: the exact text a visitor agreed to, when, and from where; the proof the agent may write
-- back. Kept as long as the lead.
create table public.lead_consents (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  consent_text text not null
    constraint lead_consents_text_length check (char_length(consent_text) between 1 and 2000),
  consented_at timestamptz not null default now(),
  ip text,
  user_agent text
);

comment on table public.lead_consents is 'The consent wording each visitor agreed to. Written by the functions; read by the agent.';

create index lead_consents_lead_id_idx on public.lead_consents (lead_id);

alter table public.lead_consents enable row level security;

revoke all on public.lead_consents from anon, authenticated;
grant select on public.lead_consents to authenticated;

create policy "The agent can read consents"
  on public.lead_consents for select
  to authenticated
  using ((select public.is_agent()));
