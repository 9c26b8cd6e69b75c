-- A device's push endpoint is where the outbox sender POSTs its alerts, and the agent's session
-- writes it: a stolen session could point the sender at any host, the cloud's metadata address
-- included. So an endpoint must be at one of the browsers' push services, as every real
-- subscription is (PUSH_SERVICE_HOSTS in supabase/functions/_shared/push-services.ts, which the
-- sender checks again): https, the service's host, its default port, no name or password.
-- http: to this machine is stored too, for the push service stand-ins of tests; the sender sends
-- there only when PUSH_SERVICE_ORIGINS names it, which production never sets.
-- `not valid`: rows stored before are left as they were (the sender refuses any it would not send to).
-- See docs/decisions/031-server-side-requests.md.
alter table public.push_subscriptions
  drop constraint push_subscriptions_endpoint_url;
alter table public.push_subscriptions
  add constraint push_subscriptions_endpoint_at_a_push_service check (
    char_length(endpoint) <= 2048
    and (
      endpoint ~ '^https://(fcm\.googleapis\.com|([a-z0-9-]+\.)+(push\.services\.mozilla\.com|push\.apple\.com|notify\.windows\.com))/[^\s]*$'
      or endpoint ~ '^http://(127\.0\.0\.1|\[::1\]|localhost):[0-9]{1,5}/[^\s]*$'
    )
  ) not valid;
