-- The agent: the only person who may change listings, upload photos and (later) read leads.
-- Being signed in is not enough; a user counts as the agent only while listed here. Rows are added
-- by an administrator (the local backend does it for ADMIN_EMAIL at start), never through the API.
create table public.agents (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table public.agents is 'Users who act as the agent in row-level security policies.';

alter table public.agents enable row level security;

-- Nobody writes this table through the API; a signed-in user may see whether they are listed.
revoke all on public.agents from anon, authenticated;
grant select on public.agents to authenticated;

create policy "Agents can see their own row"
  on public.agents for select
  to authenticated
  using (user_id = (select auth.uid()));

-- Policies call this rather than reading agents themselves: it runs as its owner, so it works for
-- roles that cannot read the table, and the planner evaluates it once per statement.
create function public.is_agent()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.agents where user_id = (select auth.uid()));
$$;

comment on function public.is_agent() is 'True when the requesting user is listed in public.agents.';

revoke all on function public.is_agent() from public;
grant execute on function public.is_agent() to anon, authenticated, service_role;

-- Shared by every table with an updated_at column.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
