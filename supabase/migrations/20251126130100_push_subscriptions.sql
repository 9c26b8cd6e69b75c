-- The devices that receive the agent's lead alerts by Web Push (RFC 8030): one row per browser
-- that subscribed from the back office (its push service endpoint and the keys its messages are
-- encrypted with, RFC 8291). The back office writes them with the agent's own session; the
-- outbox sender (service role) reads them and deletes one its push service says is gone (404/410).
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- One row per device: a browser's subscription has one endpoint, which only it can receive at.
  endpoint text not null unique
    constraint push_subscriptions_endpoint_url check (endpoint ~ '^https?://[^\s]+$' and char_length(endpoint) <= 2048),
  -- The browser's P-256 public key (65 bytes) and auth secret (16 bytes), base64url as
  -- PushSubscription.toJSON() gives them.
  p256dh text not null constraint push_subscriptions_p256dh_key check (p256dh ~ '^[A-Za-z0-9_-]{87}$'),
  auth text not null constraint push_subscriptions_auth_secret check (auth ~ '^[A-Za-z0-9_-]{22}$'),
  -- What the agent calls the device ("Chrome on Android"), shown in the settings.
  device text not null default '' constraint push_subscriptions_device_length check (char_length(device) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.push_subscriptions is 'Devices that receive lead alerts by Web Push. Each agent reads and writes their own.';

create trigger push_subscriptions_set_updated_at
  before update on public.push_subscriptions
  for each row execute function public.set_updated_at();

alter table public.push_subscriptions enable row level security;

-- Visitors have no privilege; a signed-in user may touch rows, and the policies keep those to the
-- agent's own devices (a signed-in stranger sees and changes nothing).
revoke all on public.push_subscriptions from anon, authenticated;
grant select, insert, delete on public.push_subscriptions to authenticated;
-- The endpoint too: an upsert (a device subscribing again) sets every column it sends.
grant update (endpoint, p256dh, auth, device) on public.push_subscriptions to authenticated;

create policy "The agent can see their own devices"
  on public.push_subscriptions for select
  to authenticated
  using (user_id = (select auth.uid()) and (select public.is_agent()));

create policy "The agent can subscribe a device of their own"
  on public.push_subscriptions for insert
  to authenticated
  with check (user_id = (select auth.uid()) and (select public.is_agent()));

create policy "The agent can renew the keys of their own devices"
  on public.push_subscriptions for update
  to authenticated
  using (user_id = (select auth.uid()) and (select public.is_agent()))
  with check (user_id = (select auth.uid()) and (select public.is_agent()));

create policy "The agent can unsubscribe their own devices"
  on public.push_subscriptions for delete
  to authenticated
  using (user_id = (select auth.uid()) and (select public.is_agent()));
