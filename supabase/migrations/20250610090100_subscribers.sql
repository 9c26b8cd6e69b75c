-- Blog subscribers, with double opt-in: a subscription is pending until the visitor follows the
-- confirmation link, and every later email carries an unsubscribe link. The subscription function
-- (service role) changes status by token; the agent reads the list.
create type public.subscriber_status as enum ('pending', 'confirmed', 'unsubscribed');

create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null constraint subscribers_email_length check (char_length(email) between 3 and 254),
  status public.subscriber_status not null default 'pending',
  -- Random, URL-safe; a link in an email is the only way to act on a subscription.
  confirm_token text not null unique,
  unsubscribe_token text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  confirmed_at timestamptz,
  unsubscribed_at timestamptz
);

comment on table public.subscribers is 'Blog subscribers (double opt-in). Written by the functions; read by the agent.';

-- One row per address, whatever its case.
create unique index subscribers_email_key on public.subscribers (lower(email));

create trigger subscribers_set_updated_at
  before update on public.subscribers
  for each row execute function public.set_updated_at();

alter table public.subscribers enable row level security;

revoke all on public.subscribers from anon, authenticated;
grant select on public.subscribers to authenticated;

create policy "The agent can read subscribers"
  on public.subscribers for select
  to authenticated
  using ((select public.is_agent()));
