import { useEffect, useState } from 'react';
import { useAllListings } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import {
  knownApprovedReviews,
  readApprovedReviews,
  type ApprovedReview,
} from '@agent-sites/site-engine/features/reviews/approved-reviews.ts';
import { ResultsFigures } from './AgentResults.tsx';
import { resultsOf } from '@agent-sites/site-engine/features/results/results.ts';

/** The results from the listings and approved reviews as they are now, read as any visitor reads them. */
export default function LiveResults() {
  const { data: listings } = useAllListings();
  const [reviews, setReviews] = useState<ApprovedReview[] | undefined>(knownApprovedReviews);
  useEffect(() => {
    if (reviews) return;
    // Without the reviews the strip still shows the sales.
    readApprovedReviews().then(setReviews, () => setReviews([]));
  }, [reviews]);
  if (!listings || !reviews) return null;
  return <ResultsFigures results={resultsOf(listings, reviews)} />;
}
