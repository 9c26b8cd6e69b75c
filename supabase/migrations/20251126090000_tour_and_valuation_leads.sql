-- Tour requests and valuation requests become leads of their own kinds (issue 16), so the inbox,
-- the emails and the alerts can name them and the reply clock can count them (packages/schemas,
-- lead-kinds.ts, holds the same list). Before, both were inquiries told apart only by the form's
-- variant. Existing rows keep their kind: a lead is never rewritten after the visitor sent it.
alter type public.lead_kind add value if not exists 'tour' after 'inquiry';
alter type public.lead_kind add value if not exists 'valuation' after 'tour';
