-- Per-IP counters for the lead forms, kept in the database so every function instance shares them.
-- A fixed window: one row per address and window start. Service role only.
create table public.rate_limits (
  ip text not null,
  window_start timestamptz not null,
  hits integer not null default 0,
  primary key (ip, window_start)
);

comment on table public.rate_limits is 'Form submissions per IP address and time window. Service role only.';

create index rate_limits_window_start_idx on public.rate_limits (window_start);

alter table public.rate_limits enable row level security;

revoke all on public.rate_limits from anon, authenticated;
