-- public.claim_outbox(), how senders take rows to send: only the service role may call it; two
-- claims never take the same row, a row another sender holds (leased) is skipped, and one whose
-- lease has passed is taken back and marked in doubt.
begin;
select plan(7);

set local role authenticated;
select throws_ok($$ select * from public.claim_outbox() $$, '42501',
  'permission denied for function claim_outbox', 'a signed-in user cannot claim outbox rows');
reset role;

-- Only these rows are due: the seed and the triggers may have queued others, which wait.
update public.outbox set next_attempt_at = now() + interval '1 day';
insert into public.outbox (kind, payload, dedupe_key, next_attempt_at) values
  ('agent_email', '{}', 'claim-test:1', now() - interval '3 minutes'),
  ('agent_email', '{}', 'claim-test:2', now() - interval '2 minutes'),
  ('agent_email', '{}', 'claim-test:3', now() - interval '1 minute');
insert into public.outbox (kind, payload, dedupe_key, status, locked_until, locked_by, attempts) values
  ('agent_email', '{}', 'claim-test:leased', 'sending', now() + interval '1 minute', 'sender-c', 1),
  ('agent_email', '{}', 'claim-test:expired', 'sending', now() - interval '1 minute', 'sender-d', 1);

set local role service_role;
create temporary table first_claim on commit drop as
  select dedupe_key from public.claim_outbox(max_rows => 2, sender => 'sender-a');
create temporary table second_claim on commit drop as
  select dedupe_key from public.claim_outbox(max_rows => 10, sender => 'sender-b');

select results_eq($$ select dedupe_key from first_claim order by 1 $$,
  $$ values ('claim-test:1'), ('claim-test:2') $$,
  'the first claim takes the two oldest due rows');
select is_empty($$ select dedupe_key from first_claim intersect select dedupe_key from second_claim $$,
  'the second claim takes none of them');
select results_eq($$ select dedupe_key from second_claim order by 1 $$,
  $$ values ('claim-test:3'), ('claim-test:expired') $$,
  'it takes the rest, and the row whose lease has passed');
select results_eq(
  $$ select locked_by, attempts from public.outbox where dedupe_key = 'claim-test:leased' $$,
  $$ values ('sender-c', 1) $$,
  'the row another sender holds is skipped, untouched'
);
select results_eq(
  $$ select locked_by, attempts, in_doubt from public.outbox where dedupe_key = 'claim-test:expired' $$,
  $$ values ('sender-b', 2, true) $$,
  'the row taken back counts an attempt and is in doubt'
);
select is_empty($$ select * from public.claim_outbox(sender => 'sender-e') $$,
  'a third claim finds nothing left to take');

reset role;
select * from finish();
rollback;
