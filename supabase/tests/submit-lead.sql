-- public.submit_lead(), the one write path of the lead forms: only the service role may call it;
-- a lead is stored with its consent and outbox rows in one transaction, and a bad one is refused
-- with nothing stored.
begin;
select plan(8);

set local role anon;
select throws_ok(
  $$ select public.submit_lead('{"kind": "inquiry", "fields": {}, "page": "/contact"}') $$,
  '42501', 'permission denied for function submit_lead', 'anon cannot call submit_lead'
);
reset role;
set local role authenticated;
select throws_ok(
  $$ select public.submit_lead('{"kind": "inquiry", "fields": {}, "page": "/contact"}') $$,
  '42501', 'permission denied for function submit_lead', 'a signed-in user cannot call submit_lead'
);

reset role;
set local role service_role;
select results_eq(
  $$ select public.submit_lead(
       lead => '{"id": "00000000-0000-4000-8000-0000000001ea", "kind": "inquiry",
                 "fields": {"name": "Dana Whitfield", "email": "dana@example.com"},
                 "page": "/contact", "ip": "203.0.113.7"}',
       consent_text => 'You may contact me about this home.',
       outbox => '[{"kind": "agent_email", "dedupe_key": "lead-test:agent",
                    "payload": {"subject": "A new inquiry"}},
                   {"kind": "visitor_email", "dedupe_key": "lead-test:visitor",
                    "payload": {"subject": "Thanks, Dana"}}]'
     ) ->> 'status' $$,
  $$ values ('stored') $$,
  'the service role stores a lead'
);
select results_eq(
  $$ select kind::text, fields ->> 'name', ip from public.leads where id = '00000000-0000-4000-8000-0000000001ea' $$,
  $$ values ('inquiry', 'Dana Whitfield', '203.0.113.7') $$,
  'the lead is stored as sent'
);
select results_eq(
  $$ select consent_text from public.lead_consents where lead_id = '00000000-0000-4000-8000-0000000001ea' $$,
  $$ values ('You may contact me about this home.') $$,
  'with its consent'
);
select results_eq(
  $$ select kind::text, status::text from public.outbox
      where lead_id = '00000000-0000-4000-8000-0000000001ea' and dedupe_key like 'lead-test:%'
      order by dedupe_key $$,
  $$ values ('agent_email', 'pending'), ('visitor_email', 'pending') $$,
  'and its outbox rows, pending'
);

select throws_ok(
  $$ select public.submit_lead(
       lead => '{"id": "00000000-0000-4000-8000-0000000000ba", "kind": "inquiry",
                 "fields": "not an object", "page": "/contact"}',
       outbox => '[{"kind": "agent_email", "dedupe_key": "lead-test:bad", "payload": {}}]'
     ) $$,
  '23514', null, 'a lead whose fields are not an object is refused'
);
select is_empty(
  $$ select id from public.outbox where dedupe_key = 'lead-test:bad'
     union all select id from public.leads where id = '00000000-0000-4000-8000-0000000000ba' $$,
  'and nothing of it is stored'
);

reset role;
select * from finish();
rollback;
