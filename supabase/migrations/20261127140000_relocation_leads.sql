-- A relocation request (issue 26): someone moving between the two markets the agent serves, with
-- a home to sell or not, where they are going, their budget and when. Its own kind, so the inbox,
-- the subject and the alerts name it, and it is promised the same 15-minute reply as a question
-- (packages/schemas' LEAD_KIND_TEXT; supabase/tests/back-office.test.ts holds the two together).
alter type public.lead_kind add value if not exists 'relocation' after 'valuation';

-- The kind is compared as text (as 20251126140000 does), so the new value need not be committed
-- before the function is replaced.
create or replace function public.lead_reply_window(kind public.lead_kind)
returns interval
language sql
immutable
parallel safe
set search_path = ''
as $$
  select case kind::text
    when 'inquiry' then interval '15 minutes'
    when 'tour' then interval '15 minutes'
    when 'valuation' then interval '15 minutes'
    when 'relocation' then interval '15 minutes'
    when 'partnership' then interval '24 hours'
  end
$$;
