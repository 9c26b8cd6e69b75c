import { askingPriceText, formatNumber } from '@agent-sites/schemas';
import { Badge, Button, notify, Stack, Text } from '@agent-sites/ui';
import { useState } from 'react';
import {
  MATCHES_PAGE_SIZE,
  type SavedSearchMatch,
  sendToSavedSearch,
  useSavedSearchMatches,
} from './queries.ts';

/** "$429,000 · 3 beds · 2 baths", leaving out what is unknown. */
function matchFacts(match: SavedSearchMatch): string {
  return [
    askingPriceText(match.price),
    match.bedrooms != null ? `${formatNumber(match.bedrooms)} ${match.bedrooms === 1 ? 'bed' : 'beds'}` : '',
    match.bathrooms != null
      ? `${formatNumber(match.bathrooms, 1)} ${match.bathrooms === 1 ? 'bath' : 'baths'}`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A saved search's current matches, a page at a time as the database pages them, each with "Send to
 * this visitor" (one email with that listing, once: docs/decisions/056-saved-search-agent.md) or
 * "Sent" when the search already had it. A refusal says why in the database's words.
 */
export function SavedSearchMatches({ searchId, visitor }: { searchId: string; visitor: string }) {
  const [page, setPage] = useState(0);
  const query = useSavedSearchMatches(searchId, page);
  const [sending, setSending] = useState<string>();

  if (query.status === 'pending' && !query.data) return <Text tone="muted">Reading the matches...</Text>;
  if (query.status === 'error')
    return <Text tone="muted">The matches could not be read. Try again later.</Text>;
  const { total, matches } = query.data!;
  if (total === 0) return <Text tone="muted">No listing matches this search now.</Text>;

  async function send(match: SavedSearchMatch) {
    setSending(match.id);
    try {
      const answer = await sendToSavedSearch(searchId, match.id);
      notify.success(answer === 'queued' ? `Sent to ${visitor}` : `${visitor} already had this listing`);
      query.setData(
        (current) =>
          current && {
            ...current,
            matches: current.matches.map((m) => (m.id === match.id ? { ...m, sent: true } : m)),
          },
      );
    } catch (error) {
      notify.error('Not sent', error instanceof Error ? error.message : 'Try again.');
    } finally {
      setSending(undefined);
    }
  }

  const first = page * MATCHES_PAGE_SIZE + 1;
  const last = page * MATCHES_PAGE_SIZE + matches.length;
  return (
    <Stack gap="3">
      <Text tone="muted" size="sm">
        {total === 1 ? '1 listing matches now' : `${first}-${last} of ${total} listings that match now`}
      </Text>
      <ul aria-label="Current matches">
        {matches.map((match) => (
          <li key={match.id}>
            <Stack direction="row" gap="3" align="center" justify="between">
              <Stack gap="1">
                <Text weight="semibold">
                  <a href={`/listing/${encodeURIComponent(match.slug)}`}>
                    {match.address}, {match.city}
                  </a>
                </Text>
                <Text size="sm" tone="muted">
                  {matchFacts(match)}
                </Text>
              </Stack>
              {match.sent ? (
                <Badge tone="success">Sent</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Send ${match.address} to this visitor`}
                  loading={sending === match.id}
                  disabled={sending !== undefined}
                  onClick={() => void send(match)}
                >
                  Send to this visitor
                </Button>
              )}
            </Stack>
          </li>
        ))}
      </ul>
      {total > MATCHES_PAGE_SIZE && (
        <Stack direction="row" gap="2">
          <Button size="sm" variant="ghost" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="sm" variant="ghost" disabled={last >= total} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
