-- The inbox's search (issue 17): the leads in which every word the agent typed appears in the
-- visitor's name, email, phone or address (the address they asked to have valued, with its city,
-- or the listing's address). A phone matches however either side wrote it: "2485550147",
-- "555-0147" and "(248) 555-0147" all find (248) 555-0147. Case is ignored.
--
-- A function rather than filters on jsonb paths: PostgREST and supabase-js call it the same way on
-- Supabase and on the local backend (rpc, then the usual select, filters, order and limit on its
-- rows), and the phone's digits need a comparison no filter operator makes.
--
-- security invoker: the leads' own policies decide what anyone finds, so only the agent finds any.
create function public.search_leads(search text)
returns setof public.leads
language plpgsql
stable
security invoker
set search_path = ''
as $$
begin
  if char_length(search) > 200 then
    raise exception using errcode = 'invalid_parameter_value',
      message = 'Search for 200 characters or fewer.';
  end if;
  return query
    select l.*
      from public.leads as l
     where not exists (
       select 1
         from regexp_split_to_table(lower(coalesce(search, '')), '\s+') as word
        where word <> ''
          and position(word in lower(concat_ws(' ',
                l.fields ->> 'name',
                l.fields ->> 'firstName',
                l.fields ->> 'lastName',
                l.fields ->> 'email',
                l.fields ->> 'phone',
                l.fields ->> 'address',
                l.fields ->> 'city',
                l.listing_address))) = 0
          and not (
            regexp_replace(word, '[().+-]', '', 'g') ~ '^[0-9]{3,}$'
            and position(regexp_replace(word, '[().+-]', '', 'g')
                         in regexp_replace(coalesce(l.fields ->> 'phone', ''), '[^0-9]', '', 'g')) > 0
          )
     );
end;
$$;

comment on function public.search_leads(text) is 'Leads whose name, email, phone or address holds every word searched. The agent only (RLS).';

revoke all on function public.search_leads(text) from public, anon;
grant execute on function public.search_leads(text) to authenticated;
