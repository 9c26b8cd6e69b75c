import { matchesFilters, sortListings, type ListingFilters } from '@agent-sites/ui';
import { useEffect } from 'react';
import { EmptyResults, RentalResults } from '../../routes/listings-sections.tsx';
import { RENTALS } from './rentals.ts';

export interface RentalMatchesProps {
  filters: ListingFilters;
  /** Told how many rentals match, for the count above the results. */
  onCount: (count: number) => void;
}

/**
 * /listings' results for a visitor who rents: the rentals that match the filters, in the order
 * chosen, or the word that none does. The rentals are the site's own content, matched here by the
 * library's rules; the homes for sale are searched in the database. Its code loads only when a
 * visitor rents (docs/decisions/054-search-in-the-database.md).
 */
export default function RentalMatches({ filters, onCount }: RentalMatchesProps) {
  const matches = sortListings(
    RENTALS.filter((rental) => matchesFilters(rental, filters)),
    filters.sort,
  );
  useEffect(() => onCount(matches.length), [matches.length, onCount]);
  return matches.length === 0 ? <EmptyResults reason="noMatches" /> : <RentalResults rentals={matches} />;
}
