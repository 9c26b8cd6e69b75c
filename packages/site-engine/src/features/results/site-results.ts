import type { SiteData } from '../../app/page-data.tsx';
import { anonClient } from '../listings/anon-client.ts';
import { listingFigures } from '../listings/city.ts';
import { toApprovedReviews } from '../reviews/approved-reviews.ts';
import { resultsOf, type Results } from './results.ts';

/**
 * The agent's results from the site's data, as the build (or the site's server) read it: the
 * sales' figures from the database's aggregate of every listing a visitor may see, and the
 * approved reviews.
 */
export async function readSiteResults(site: SiteData): Promise<Results> {
  if (!site.source) throw new Error("The agent's results read the database: the site data names no project");
  return resultsOf(await listingFigures(anonClient(site.source)), toApprovedReviews(site.reviews));
}
