-- How the agent wants lead alerts (issue 17): text messages on or off, quiet hours (in Detroit
-- time; alerts wait until they end, the emails still go at once), and whether leads that owe no
-- reply (reviews, guide requests, subscriptions) alert at all. Push is chosen per device, by
-- subscribing it (push_subscriptions). The site has one agent, so this is one row.
create table public.alert_settings (
  id boolean primary key default true constraint alert_settings_one_row check (id),
  sms_enabled boolean not null default false,
  quiet_hours_enabled boolean not null default false,
  quiet_start time not null default '21:00',
  quiet_end time not null default '07:00',
  no_reply_kinds_enabled boolean not null default true,
  updated_at timestamptz not null default now(),
  constraint alert_settings_quiet_hours_span check (quiet_start <> quiet_end)
);

comment on table public.alert_settings is 'The agent''s lead alert settings: one row. The agent reads and changes it.';

insert into public.alert_settings default values;

create trigger alert_settings_set_updated_at
  before update on public.alert_settings
  for each row execute function public.set_updated_at();

alter table public.alert_settings enable row level security;

-- The row is made here and never deleted: the agent reads it and changes its settings columns.
revoke all on public.alert_settings from anon, authenticated;
grant select on public.alert_settings to authenticated;
grant update (sms_enabled, quiet_hours_enabled, quiet_start, quiet_end, no_reply_kinds_enabled)
  on public.alert_settings to authenticated;

create policy "The agent can see the alert settings"
  on public.alert_settings for select
  to authenticated
  using ((select public.is_agent()));

create policy "The agent can change the alert settings"
  on public.alert_settings for update
  to authenticated
  using ((select public.is_agent()))
  with check ((select public.is_agent()));
