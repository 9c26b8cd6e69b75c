-- Row-level security as deployed by the Supabase CLI (npm run test:deploy): every table in public
-- has it on, and for the tables that matter each role gets exactly what supabase/README.md's table
-- says: anon (every visitor), a signed-in stranger, and the agent (listed in public.agents). Each
-- refusal is asserted with its code and message.
begin;
select plan(31);

-- Table-driven: a table created without RLS would be open to the anon key.
select is_empty(
  $$ select tablename::text from pg_tables where schemaname = 'public' and not rowsecurity $$,
  'every table in public has row-level security enabled'
);

insert into auth.users (id, email) values
  ('00000000-0000-4000-8000-00000000a9e7', 'agent@example.com'),
  ('00000000-0000-4000-8000-0000005e1f00', 'stranger@example.com');
insert into public.agents (user_id) values ('00000000-0000-4000-8000-00000000a9e7');
insert into public.leads (id, kind, fields, page)
  values ('00000000-0000-4000-8000-00000000001e', 'inquiry', '{"name": "Dana Whitfield"}', '/contact');
insert into public.outbox (kind, payload, dedupe_key)
  values ('agent_email', '{"subject": "A new inquiry"}', 'rls-test');

-- anon: every visitor, with the anon key.
set local role anon;
set local request.jwt.claims = '{"role": "anon"}';

select ok((select count(*) from public.listings) > 0, 'anon reads listings');
select throws_ok(
  $$ insert into public.listings (title, address, city, state, zip_code) values ('Ranch', '1 Elm St', 'Troy', 'MI', '48083') $$,
  '42501', 'permission denied for table listings', 'anon cannot add a listing'
);
select throws_ok($$ update public.listings set price = 1 $$, '42501',
  'permission denied for table listings', 'anon cannot change a listing');
select throws_ok($$ select * from public.leads $$, '42501',
  'permission denied for table leads', 'anon cannot read leads');
select throws_ok($$ select * from public.outbox $$, '42501',
  'permission denied for table outbox', 'anon cannot read the outbox');
select throws_ok($$ select * from public.alert_settings $$, '42501',
  'permission denied for table alert_settings', 'anon cannot read the alert settings');
select throws_ok($$ select * from public.push_subscriptions $$, '42501',
  'permission denied for table push_subscriptions', 'anon cannot read push subscriptions');
select throws_ok($$ select * from public.agents $$, '42501',
  'permission denied for table agents', 'anon cannot read agents');
select throws_ok($$ select * from public.subscribers $$, '42501',
  'permission denied for table subscribers', 'anon cannot read subscribers');

-- A signed-in user who is not the agent.
reset role;
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-4000-8000-0000005e1f00", "role": "authenticated"}';

select throws_ok(
  $$ insert into public.listings (title, address, city, state, zip_code) values ('Ranch', '1 Elm St', 'Troy', 'MI', '48083') $$,
  '42501', 'new row violates row-level security policy for table "listings"',
  'a stranger cannot add a listing'
);
select is_empty($$ update public.listings set price = 1 returning id $$, 'a stranger changes no listing');
select is_empty($$ delete from public.listings returning id $$, 'a stranger deletes no listing');
select is_empty($$ select id from public.leads $$, 'a stranger sees no leads');
select is_empty($$ update public.leads set state = 'spam' returning id $$, 'a stranger changes no lead');
select throws_ok($$ select * from public.outbox $$, '42501',
  'permission denied for table outbox', 'a stranger cannot read the outbox');
select is_empty($$ select id from public.alert_settings $$, 'a stranger sees no alert settings');
select is_empty($$ update public.alert_settings set sms_enabled = true returning id $$,
  'a stranger changes no alert setting');
select throws_ok(
  $$ insert into public.push_subscriptions (endpoint, p256dh, auth)
     values ('https://fcm.googleapis.com/fcm/send/stranger', repeat('A', 87), repeat('B', 22)) $$,
  '42501', 'new row violates row-level security policy for table "push_subscriptions"',
  'a stranger cannot add a push subscription'
);
select is_empty($$ select user_id from public.agents $$, 'a stranger is not among the agents');

-- The agent.
reset role;
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-4000-8000-00000000a9e7", "role": "authenticated"}';

select lives_ok(
  $$ insert into public.listings (title, address, city, state, zip_code) values ('Ranch', '1 Elm St', 'Troy', 'MI', '48083') $$,
  'the agent adds a listing'
);
select results_eq($$ select slug from public.listings where address = '1 Elm St' $$,
  $$ values ('1-elm-st-troy') $$, 'its slug is made from the address and city');
select results_eq($$ select id from public.leads $$,
  $$ values ('00000000-0000-4000-8000-00000000001e'::uuid) $$, 'the agent reads leads');
select results_eq($$ update public.leads set state = 'contacted' returning state::text $$,
  $$ values ('contacted') $$, 'the agent changes a lead''s state');
select throws_ok($$ update public.leads set fields = '{}' $$, '42501',
  'permission denied for table leads', 'the agent cannot change what the visitor sent');
select throws_ok($$ select * from public.outbox $$, '42501',
  'permission denied for table outbox', 'the agent cannot read the outbox either');
select results_eq($$ update public.alert_settings set sms_enabled = true returning sms_enabled $$,
  $$ values (true) $$, 'the agent changes the alert settings');
select lives_ok(
  $$ insert into public.push_subscriptions (endpoint, p256dh, auth)
     values ('https://fcm.googleapis.com/fcm/send/agent', repeat('A', 87), repeat('B', 22)) $$,
  'the agent adds a device'
);
select results_eq($$ select user_id from public.push_subscriptions $$,
  $$ values ('00000000-0000-4000-8000-00000000a9e7'::uuid) $$, 'the device is the agent''s own');

-- The stranger again: the agent's device stays out of sight.
reset role;
set local role authenticated;
set local request.jwt.claims = '{"sub": "00000000-0000-4000-8000-0000005e1f00", "role": "authenticated"}';
select is_empty($$ select id from public.push_subscriptions $$, 'a stranger sees none of the agent''s devices');
select is_empty($$ delete from public.push_subscriptions returning id $$, 'a stranger removes none of them');

reset role;
select * from finish();
rollback;
