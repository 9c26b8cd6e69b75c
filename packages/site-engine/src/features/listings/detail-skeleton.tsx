// A listing page's placeholder while its listing is read: shown only on a navigation inside the
// site to a listing not read yet (a prerendered page has its listing), so it loads then, not with
// every listing page.
export { ListingDetailSkeleton as default } from '@agent-sites/ui';
