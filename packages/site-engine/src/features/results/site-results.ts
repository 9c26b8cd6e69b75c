import type { SiteData } from '../../app/page-data.tsx';
import { toListing } from '../listings/rows.ts';
import { toApprovedReviews } from '../reviews/approved-reviews.ts';
import { resultsOf, type Results } from './results.ts';

/** The agent's results from the site's data, as the build (or the site's server) read it. */
export const siteResults = (site: SiteData): Results =>
  resultsOf(site.listings.map(toListing), toApprovedReviews(site.reviews));
