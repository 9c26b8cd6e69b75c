-- A review made from a review form's lead takes the lead's id (issue 17: the agent's email about a
-- new review carries an Approve link to /admin/reviews/<review id>). The email is written before
-- the lead is stored (the outbox row is queued with it, docs/decisions/008), so the review's id
-- must be known then: it is the lead's. Reviews made earlier keep their ids; reviews.lead_id
-- still names the lead. The function is otherwise the one in 20250701090200_reviews.sql.
create or replace function public.review_from_lead()
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
  insert into public.reviews (id, lead_id, name, location, text, rating, created_at)
  values (
    new.id,
    new.id,
    coalesce(nullif(left(btrim(coalesce(new.fields ->> 'name', '')), 200), ''), 'Anonymous'),
    left(btrim(coalesce(new.fields ->> 'location', '')), 200),
    review_text,
    case when rating ~ '^[1-5](\.0+)?$' then rating::numeric::smallint else 5 end,
    new.created_at
  )
  on conflict do nothing;
  return null;
end;
$$;
