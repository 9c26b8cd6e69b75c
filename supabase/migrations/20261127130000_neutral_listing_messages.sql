-- The listing checks' messages name no agent's city, state or ZIP code (decision 034): the examples
-- they gave were the first agent's. check_listing() as in 20251126120000_listing_closed_on.sql with
-- neutral examples (packages/schemas, LISTING_FIELD_ERRORS, holds the same words). The trigger stays.
create or replace function public.check_listing()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  problems jsonb := '{}';
begin
  if new.slug is null or new.slug = '' then
    -- The address decides the slug; on a change of address the slug stays, so shared links keep
    -- working, unless the agent clears it (slug: null) to have it made again.
    new.slug := public.unique_listing_slug(
      public.slugify(concat_ws(' ', new.address, new.city)),
      new.id
    );
  end if;
  if new.slug !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(new.slug) > 100 then
    problems := problems || jsonb_build_object('slug',
      'The web address may only use lower-case letters, digits and single hyphens, such as 1428-maplewood-ave-springfield.');
  end if;
  if btrim(coalesce(new.title, '')) = '' then
    problems := problems || '{"title": "Please enter a title."}';
  elsif char_length(new.title) > 120 then
    problems := problems || '{"title": "The title can have at most 120 characters."}';
  end if;
  if btrim(coalesce(new.address, '')) = '' then
    problems := problems || '{"address": "Please enter the street address."}';
  elsif char_length(new.address) > 120 then
    problems := problems || '{"address": "The address can have at most 120 characters."}';
  end if;
  if btrim(coalesce(new.city, '')) = '' then
    problems := problems || '{"city": "Please enter the city."}';
  elsif char_length(new.city) > 60 then
    problems := problems || '{"city": "The city can have at most 60 characters."}';
  end if;
  if new.state !~ '^[A-Z]{2}$' then
    problems := problems || '{"state": "The state must be its two-letter postal code, in capital letters."}';
  end if;
  if coalesce(new.zip_code, '') !~ '^[0-9]{5}(-[0-9]{4})?$' then
    problems := problems || '{"zip_code": "The ZIP code must be 5 digits (or ZIP+4), such as 12345."}';
  end if;
  if new.price is not null and (new.price <= 0 or new.price > 100000000) then
    problems := problems || '{"price": "The price must be a whole number of dollars between 1 and 100,000,000, or empty for Price TBD."}';
  end if;
  if new.closed_price is not null and (new.closed_price <= 0 or new.closed_price > 100000000) then
    problems := problems || '{"closed_price": "The closed price must be a whole number of dollars between 1 and 100,000,000."}';
  elsif new.closed_price is not null and new.status <> 'recently_closed' then
    problems := problems || '{"closed_price": "Only a recently closed listing has a closed price."}';
  end if;
  if new.closed_on is not null and new.status <> 'recently_closed' then
    problems := problems || '{"closed_on": "Only a recently closed listing has a closed date."}';
  elsif new.closed_on is not null and new.listing_date is not null and new.closed_on < new.listing_date then
    problems := problems || '{"closed_on": "The closed date cannot be before the day it was listed."}';
  end if;
  if new.bedrooms is not null and new.bedrooms not between 0 and 50 then
    problems := problems || '{"bedrooms": "Bedrooms must be between 0 and 50, or empty."}';
  end if;
  if new.bathrooms is not null
     and (new.bathrooms < 0 or new.bathrooms > 50 or new.bathrooms * 2 <> trunc(new.bathrooms * 2)) then
    problems := problems || '{"bathrooms": "Bathrooms must be between 0 and 50 in halves (such as 2.5), or empty."}';
  end if;
  if new.square_feet is not null and (new.square_feet <= 0 or new.square_feet > 100000) then
    problems := problems || '{"square_feet": "Square feet must be between 1 and 100,000, or empty."}';
  end if;
  if char_length(new.description) > 10000 then
    problems := problems || '{"description": "The description can have at most 10,000 characters."}';
  end if;
  if cardinality(new.features) > 40 then
    problems := problems || '{"features": "A listing can have at most 40 features."}';
  end if;
  if problems <> '{}' then
    raise exception using
      errcode = 'check_violation',
      message = (select string_agg(value, ' ' order by key) from jsonb_each_text(problems)),
      detail = problems::text,
      hint = 'details holds a message per column.';
  end if;
  return new;
end;
$$;
