-- The MLS feed's rows and sync state as deployed by the Supabase CLI (npm run test:deploy,
-- decision 051): the service role stores a page with apply_mls_page(); visitors read the rows that
-- are shown and never the sync state; the agent reads everything but cannot write the feed's rows.
begin;
select plan(17);

insert into auth.users (id, email) values ('00000000-0000-4000-8000-00000000a9e7', 'agent@example.com');
insert into public.agents (user_id) values ('00000000-0000-4000-8000-00000000a9e7');

-- The service role, as mls-sync calls it: two shown listings (one opted out of the internet) and
-- one already withdrawn, which is not stored.
set local role service_role;
set local request.jwt.claims = '{"role": "service_role"}';

select results_eq(
  $$ select public.apply_mls_page(
       '[{"mls_listing_key": "K-1", "mls_modified_at": "2026-03-01T10:00:00Z", "mls_status": "Active",
          "title": "12 Main St", "address": "12 Main St", "city": "Springfield", "state": "XX",
          "zip_code": "10101", "status": "current", "price": 300000, "list_office_name": "Hometown Realty"},
         {"mls_listing_key": "K-2", "mls_modified_at": "2026-03-01T10:00:01Z", "mls_status": "Active",
          "title": "14 Main St", "address": "14 Main St", "city": "Springfield", "state": "XX",
          "zip_code": "10101", "status": "current", "internet_display": false}]',
       '[{"mls_listing_key": "K-3", "mls_status": "Withdrawn", "mls_modified_at": "2026-03-01T10:00:02Z"}]',
       '{"high_water_mark": "2026-03-01T10:00:02Z", "next_link": null}'
     ) $$,
  $$ values ('{"stored": 2, "removed": 0}'::jsonb) $$,
  'the service role stores a page'
);
select results_eq(
  $$ select high_water_mark from public.mls_sync_state $$,
  $$ values ('2026-03-01T10:00:02Z'::timestamptz) $$,
  'with its checkpoint'
);
select results_eq(
  $$ select public.apply_mls_page(
       '[{"mls_listing_key": "K-1", "mls_modified_at": "2026-03-01T10:00:00Z", "mls_status": "Active",
          "title": "12 Main St", "address": "12 Main St", "city": "Springfield", "state": "XX",
          "zip_code": "10101", "status": "current", "price": 300000, "list_office_name": "Hometown Realty"}]'
     ) $$,
  $$ values ('{"stored": 0, "removed": 0}'::jsonb) $$,
  'the same version again changes nothing'
);
select results_eq(
  $$ select public.apply_mls_page('[]', '[{"mls_listing_key": "K-1", "mls_status": "Withdrawn",
       "mls_modified_at": "2026-02-01T10:00:00Z"}]') $$,
  $$ values ('{"stored": 0, "removed": 0}'::jsonb) $$,
  'a withdrawal older than the stored version changes nothing'
);
select results_eq(
  $$ select source::text, slug, price from public.listings where mls_listing_key = 'K-1' $$,
  $$ values ('mls', '12-main-st-springfield', 300000) $$,
  'the row is the feed''s, with a slug from its address'
);
select is_empty($$ select 1 from public.listings where mls_listing_key = 'K-3' $$,
  'a listing withdrawn before it was stored is not stored');

-- anon: every visitor.
reset role;
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';

select results_eq($$ select mls_listing_key from public.listings where source = 'mls' $$,
  $$ values ('K-1') $$, 'a visitor reads the shown MLS listing, not the opted-out one');
select throws_ok($$ select * from public.mls_sync_state $$, '42501',
  'permission denied for table mls_sync_state', 'a visitor cannot read the sync state');
select throws_ok($$ select public.apply_mls_page('[]') $$, '42501',
  'permission denied for function apply_mls_page', 'a visitor cannot store a page');

-- The agent.
reset role;
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-4000-8000-00000000a9e7", "role": "authenticated"}';

select results_eq($$ select count(*)::int from public.listings where source = 'mls' $$,
  $$ values (2) $$, 'the agent reads both MLS listings');
select results_eq($$ select high_water_mark from public.mls_sync_state $$,
  $$ values ('2026-03-01T10:00:02Z'::timestamptz) $$, 'the agent reads the sync state');
select is_empty($$ update public.listings set price = 1 where source = 'mls' returning id $$,
  'the agent changes no MLS listing');
select is_empty($$ delete from public.listings where source = 'mls' returning id $$,
  'the agent deletes no MLS listing');
select throws_ok(
  $$ insert into public.listings (source, mls_listing_key, title, address, city, state, zip_code)
     values ('mls', 'K-9', 'Made up', '1 Elm St', 'Springfield', 'XX', '10101') $$,
  '42501', 'new row violates row-level security policy for table "listings"',
  'the agent cannot add a listing as the feed''s'
);
select throws_ok($$ update public.mls_sync_state set next_link = null $$, '42501',
  'permission denied for table mls_sync_state', 'the agent cannot change the sync state');
select throws_ok($$ select public.claim_mls_sync(60) $$, '42501',
  'permission denied for function claim_mls_sync', 'the agent cannot take the sync');

-- What the agent tried left the row as it was.
reset role;
select results_eq($$ select price from public.listings where mls_listing_key = 'K-1' $$,
  $$ values (300000) $$, 'the MLS listing is as the feed left it');

select * from finish();
rollback;
