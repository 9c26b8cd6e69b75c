// A module of its own, not listing-vocabulary.ts: the bundler keeps a module's used exports
// together, and the listing pages' chunk must not carry what only the back office and the emails use.
import { formatNumber } from './listing-vocabulary.ts';

/**
 * "3 beds · 2.5 baths · 1,850 sq ft", leaving out what is unknown: a home's facts in one line, as
 * the saved-search emails and the back office's list of a search's matches say them.
 */
export function homeFactsText(home: {
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet?: number | null;
}): string {
  const { bedrooms, bathrooms, square_feet } = home;
  return [
    bedrooms != null ? `${formatNumber(bedrooms)} ${bedrooms === 1 ? 'bed' : 'beds'}` : '',
    bathrooms != null ? `${formatNumber(bathrooms, 1)} ${bathrooms === 1 ? 'bath' : 'baths'}` : '',
    square_feet != null ? `${formatNumber(square_feet)} sq ft` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}
