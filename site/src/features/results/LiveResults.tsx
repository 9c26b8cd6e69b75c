import { useEffect, useState } from 'react';
import {
  knownApprovedReviews,
  readApprovedReviews,
  type ApprovedReview,
} from '@agent-sites/site-engine/features/reviews/approved-reviews.ts';
import type { ListingFigures } from '@agent-sites/site-engine/features/listings/city.ts';
import { ResultsFigures } from './AgentResults.tsx';
import { resultsOf } from '@agent-sites/site-engine/features/results/results.ts';

/**
 * The results from the listings' aggregate and the approved reviews as they are now, read as any
 * visitor reads them (after a navigation inside the app, where the page has no data of its own).
 */
export default function LiveResults() {
  const [figures, setFigures] = useState<ListingFigures>();
  const [reviews, setReviews] = useState<ApprovedReview[] | undefined>(knownApprovedReviews);
  useEffect(() => {
    import('@agent-sites/site-engine/features/results/live-figures.ts')
      .then(({ readLiveFigures }) => readLiveFigures())
      // Without the sales' figures the strip shows the reviews' alone.
      .then(setFigures, () => setFigures({ forSale: 0, sold: 0 }));
  }, []);
  useEffect(() => {
    if (reviews) return;
    // Without the reviews the strip still shows the sales.
    readApprovedReviews().then(setReviews, () => setReviews([]));
  }, [reviews]);
  if (!figures || !reviews) return null;
  return <ResultsFigures results={resultsOf(figures, reviews)} />;
}
