import { askingPriceText, homeFactsText } from '@agent-sites/schemas';
import { notify, SavedSearchMatches as MatchesList, Text } from '@agent-sites/ui';
import { useState } from 'react';
import {
  MATCHES_PAGE_SIZE,
  type SavedSearchMatch,
  sendToSavedSearch,
  useSavedSearchMatches,
} from './queries.ts';

/** "$429,000 · 3 beds · 2 baths", leaving out what is unknown. */
const matchFacts = (match: SavedSearchMatch) =>
  [askingPriceText(match.price), homeFactsText(match)].filter(Boolean).join(' · ');

/**
 * A saved search's current matches, a page at a time as the database pages them, each with "Send to
 * this visitor" (one email with that listing, once: docs/decisions/056-saved-search-agent.md) or
 * "Sent" when the search already had it. A refusal says why in the database's words.
 */
export function SavedSearchMatches({ searchId, visitor }: { searchId: string; visitor: string }) {
  const [page, setPage] = useState(0);
  const query = useSavedSearchMatches(searchId, page);

  if (query.status === 'pending' && !query.data) return <Text tone="muted">Reading the matches...</Text>;
  if (query.status === 'error' || !query.data)
    return <Text tone="muted">The matches could not be read. Try again later.</Text>;
  const { total, matches } = query.data;
  const offset = page * MATCHES_PAGE_SIZE;

  async function send(id: string) {
    try {
      const answer = await sendToSavedSearch(searchId, id);
      notify.success(answer === 'queued' ? `Sent to ${visitor}` : `${visitor} already had this listing`);
      query.setData(
        (current) =>
          current && {
            ...current,
            matches: current.matches.map((match) => (match.id === id ? { ...match, sent: true } : match)),
          },
      );
    } catch (error) {
      notify.error('Not sent', error instanceof Error ? error.message : 'Try again.');
    }
  }

  return (
    <MatchesList
      matches={matches.map((match) => ({
        id: match.id,
        address: `${match.address}, ${match.city}`,
        facts: matchFacts(match),
        href: `/listing/${encodeURIComponent(match.slug)}`,
        sent: match.sent,
      }))}
      total={total}
      offset={offset}
      onSend={(match) => send(match.id)}
      {...(page > 0 ? { onPrevious: () => setPage(page - 1) } : {})}
      {...(offset + matches.length < total ? { onNext: () => setPage(page + 1) } : {})}
    />
  );
}
