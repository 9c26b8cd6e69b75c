-- Sale prices of MLS listings only where the agent's MLS lets an IDX site show them (issue 27;
-- mls-sync's MLS_CLOSE_PRICES, decision 051 addendum). Where it does not, each mls-sync run clears
-- any stored one (kept from a run under another setting); this index holds only such rows, so once
-- cleared that costs nothing at any number of listings.
create index listings_mls_close_price on public.listings (id)
  where source = 'mls' and closed_price is not null;
