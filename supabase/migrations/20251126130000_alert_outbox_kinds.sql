-- Lead alerts on the agent's phone (issue 17): a Web Push message to each device the agent
-- subscribed from the back office, and optionally a text message, sent through the outbox like the
-- emails (retried with backoff, once per channel by their dedupe keys). An alert can also be
-- skipped for good: the lead was answered before it went out, the device unsubscribed, or the agent
-- turned that channel off; 'skipped' says so rather than 'sent'.
-- The values have their own migration because PostgreSQL refuses a new enum value in the
-- transaction that added it (the tables and functions that use them follow).
alter type public.outbox_kind add value if not exists 'push';
alter type public.outbox_kind add value if not exists 'sms';
alter type public.outbox_status add value if not exists 'skipped';
