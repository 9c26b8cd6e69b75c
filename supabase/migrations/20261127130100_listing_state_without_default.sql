-- A listing's state has no default (decision 034): 'MI' was the first agent's. Every insert names
-- it; the back office starts a new listing in the state the site's configuration gives
-- (agent.listingState in site/src/config/agent.ts), and an insert without one is refused.
alter table public.listings alter column state drop default;
