-- Reviews (issue 7): each review form a visitor sends (a lead of kind review, not spam) becomes a
-- pending review; the agent approves or rejects it, and only approved ones are shown to visitors,
-- with only what the testimonial shows (name, location, text, rating, date).
create type public.review_status as enum ('pending', 'approved', 'rejected');

create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid unique references public.leads (id) on delete set null,
  name text not null constraint reviews_name_length check (char_length(name) between 1 and 200),
  location text not null default '' constraint reviews_location_length check (char_length(location) <= 200),
  text text not null constraint reviews_text_length check (char_length(text) between 1 and 5000),
  rating smallint not null constraint reviews_rating_range check (rating between 1 and 5),
  status public.review_status not null default 'pending',
  created_at timestamptz not null default now(),
  -- When the agent approved it; the date a visitor sees. Cleared when it is no longer approved.
  approved_at timestamptz,
  updated_at timestamptz not null default now()
);

comment on table public.reviews is 'Reviews from the review form, moderated by the agent. Visitors read approved ones.';

create index reviews_status_approved_at_idx on public.reviews (status, approved_at desc);

create trigger reviews_set_updated_at
  before update on public.reviews
  for each row execute function public.set_updated_at();

create function public.set_review_approved_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status = 'approved' and old.status is distinct from 'approved' then
    new.approved_at := now();
  elsif new.status <> 'approved' then
    new.approved_at := null;
  end if;
  return new;
end;
$$;

create trigger reviews_set_approved_at
  before update of status on public.reviews
  for each row execute function public.set_review_approved_at();

-- The form's values become the review as the visitor wrote them (the schema in packages/schemas
-- has validated them); one review per lead. Whatever the values, the lead itself is never refused:
-- a review without text is simply not made, a missing rating counts as the form's default of 5.
create function public.review_from_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  review_text text := left(btrim(coalesce(new.fields ->> 'experience', '')), 5000);
  rating text := new.fields ->> 'rating';
begin
  if review_text = '' then
    return null;
  end if;
  insert into public.reviews (lead_id, name, location, text, rating, created_at)
  values (
    new.id,
    coalesce(nullif(left(btrim(coalesce(new.fields ->> 'name', '')), 200), ''), 'Anonymous'),
    left(btrim(coalesce(new.fields ->> 'location', '')), 200),
    review_text,
    case when rating ~ '^[1-5](\.0+)?$' then rating::numeric::smallint else 5 end,
    new.created_at
  )
  on conflict (lead_id) do nothing;
  return null;
end;
$$;

create trigger leads_review_from_lead
  after insert on public.leads
  for each row when (new.kind = 'review' and new.state <> 'spam')
  execute function public.review_from_lead();

alter table public.reviews enable row level security;

-- Visitors may read only the shown columns, of approved reviews; the agent reads everything and
-- changes only the status (never what the visitor wrote); nobody inserts or deletes through the API.
revoke all on public.reviews from anon, authenticated;
grant select (id, name, location, text, rating, approved_at) on public.reviews to anon, authenticated;
grant select on public.reviews to authenticated;
grant update (status) on public.reviews to authenticated;

create policy "Anyone can read approved reviews; the agent reads all"
  on public.reviews for select
  to anon, authenticated
  using (status = 'approved' or (select public.is_agent()));

create policy "The agent can approve or reject reviews"
  on public.reviews for update
  to authenticated
  using ((select public.is_agent()))
  with check ((select public.is_agent()));
