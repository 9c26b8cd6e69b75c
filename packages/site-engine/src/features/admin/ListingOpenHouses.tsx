import { openHouseColumns, openHouseText, type OpenHouseDraft, type Tables } from '@agent-sites/schemas';
import { Button, notify, OpenHouseForm, Stack, SubmitError, Text } from '@agent-sites/ui';
import { useState } from 'react';
import { agent } from '../../config/agent.ts';
import { adminSupabase } from '../../lib/supabase.ts';
import { useResource } from './use-resource.ts';

type OpenHouseRow = Tables<'open_houses'>;

const NOT_SAVED = 'Check your connection and try again.';

/** The listing's open houses still to come, first first (the agent reads past ones too). */
function useOpenHouses(listingId: string) {
  return useResource(`open-houses ${listingId}`, async () => {
    const { data, error } = await adminSupabase()
      .from('open_houses')
      .select('*')
      .eq('listing_id', listingId)
      .gt('ends_at', new Date().toISOString())
      .order('starts_at');
    if (error) throw new Error(`Reading the open houses: ${error.message}`);
    return data;
  });
}

/**
 * The edit page's open houses (docs/decisions/049-open-houses.md): the coming ones with a Remove
 * button each, and a small form for another (the day, from, until, a note). The listing's cards
 * and page show the next one once it is saved.
 */
export function ListingOpenHouses({ listingId }: { listingId: string }) {
  const resource = useOpenHouses(listingId);
  const [removing, setRemoving] = useState<string>();

  /** Saves the open house the form checked; the form clears for another, or keeps it and says why. */
  async function add(draft: OpenHouseDraft) {
    const { data, error } = await adminSupabase()
      .from('open_houses')
      .insert({ listing_id: listingId, ...openHouseColumns(draft, agent.timeZone) })
      .select('*')
      .single();
    if (error) throw new SubmitError(`The open house was not saved. ${NOT_SAVED}`);
    resource.setData((current) =>
      [...(current ?? []), data].sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    );
    notify.success(
      'Open house added',
      `${openHouseText(toTimes(data), agent.timeZone)} shows on the listing.`,
    );
  }

  async function remove(row: OpenHouseRow) {
    setRemoving(row.id);
    const { error } = await adminSupabase().from('open_houses').delete().eq('id', row.id);
    setRemoving(undefined);
    if (error) {
      notify.error('Open house not removed', NOT_SAVED);
      return;
    }
    resource.setData((current) => current?.filter((candidate) => candidate.id !== row.id));
    notify.success('Open house removed', 'Visitors no longer see it.');
  }

  const rows = resource.data ?? [];
  return (
    <Stack gap="5">
      {resource.status === 'error' ? (
        <Text tone="muted">The open houses could not be read. {NOT_SAVED}</Text>
      ) : rows.length === 0 ? (
        <Text tone="muted">
          {resource.status === 'pending' ? 'Reading the open houses…' : 'No open houses planned.'}
        </Text>
      ) : (
        <Stack
          as="ul"
          gap="3"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
          aria-label="Open houses planned"
        >
          {rows.map((row) => {
            const text = openHouseText(toTimes(row), agent.timeZone);
            return (
              <li key={row.id}>
                <Stack direction="row" gap="4" align="center">
                  <Text weight="semibold">{text}</Text>
                  {row.note && <Text tone="muted">{row.note}</Text>}
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => void remove(row)}
                    loading={removing === row.id}
                    aria-label={`Remove the open house on ${text}`}
                  >
                    Remove
                  </Button>
                </Stack>
              </li>
            );
          })}
        </Stack>
      )}
      <OpenHouseForm timeZone={agent.timeZone} onSubmit={add} />
    </Stack>
  );
}

const toTimes = (row: Pick<OpenHouseRow, 'starts_at' | 'ends_at'>) => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});
