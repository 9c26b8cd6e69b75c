import { ResultsStrip } from '@agent-sites/ui';
import { lazy, Suspense } from 'react';
import { usePageData } from '@agent-sites/site-engine/app/page-data.tsx';
import { resultsText } from '../../content/pages/results.ts';
import { resultFigures, type Results } from '@agent-sites/site-engine/features/results/results.ts';

// After a navigation inside the app the page has no data of its own: the strip reads the listings
// and reviews itself, with code that loads only then.
const LiveResults = lazy(() => import('./LiveResults.tsx'));

/** The strip for `results`: only the figures there are, nothing at all without any. */
export function ResultsFigures({ results }: { results: Results }) {
  return (
    <ResultsStrip
      figures={resultFigures(results, resultsText)}
      label={resultsText.label}
      footnote={resultsText.footnote}
    />
  );
}

/**
 * The agent's results: as the page was rendered with them (home, /about), or read afresh when the
 * visitor came from another page of the site.
 */
export function AgentResults() {
  const results = usePageData()?.results;
  if (results) return <ResultsFigures results={results} />;
  return (
    <Suspense fallback={null}>
      <LiveResults />
    </Suspense>
  );
}
