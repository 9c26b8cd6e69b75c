-- A site on a static host (Netlify, Cloudflare Pages) shows the listings it was built with, so a
-- listing save must start a new build: a POST to the host's build hook, sent through the outbox
-- like emails and webhooks (retried with backoff, listed in failed deliveries when given up on).
-- The kind has its own migration because PostgreSQL refuses a new enum value in the transaction
-- that added it, and each migration runs in one transaction (the trigger that uses it follows).
alter type public.outbox_kind add value if not exists 'site_rebuild';
