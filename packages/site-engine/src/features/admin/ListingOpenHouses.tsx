import {
  checkOpenHouseDraft,
  OPEN_HOUSE_TIME_OPTIONS,
  openHouseColumns,
  openHouseText,
  type Tables,
} from '@agent-sites/schemas';
import { Button, Field, notify, Select, Stack, Text, TextInput, vars } from '@agent-sites/ui';
import { useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { agent } from '../../config/agent.ts';
import { adminSupabase } from '../../lib/supabase.ts';
import { useResource } from './use-resource.ts';

type OpenHouseRow = Tables<'open_houses'>;
type Draft = { day: string; start: string; end: string; note: string };

const EMPTY: Draft = { day: '', start: '13:00', end: '15:00', note: '' };
const NOT_SAVED = 'Check your connection and try again.';

/** Fields side by side while they fit, one under another on a phone. */
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['3']} ${vars.space['4']};

  & > * {
    flex: 0 1 auto;
  }
`;

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

/** The draft checked with the shared schema: the columns to save, or each field's message. */
type Errors = Partial<Record<keyof Draft, string>>;

/**
 * The edit page's open houses (docs/decisions/049-open-houses.md): the coming ones with a Remove
 * button each, and a small form for another (the day, from, until, a note). The listing's cards
 * and page show the next one once it is saved.
 */
export function ListingOpenHouses({ listingId }: { listingId: string }) {
  const resource = useOpenHouses(listingId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const [removing, setRemoving] = useState<string>();

  const set = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));

  async function add(event: FormEvent) {
    event.preventDefault();
    const checked = await checkOpenHouseDraft(draft, agent.timeZone);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    const { data, error } = await adminSupabase()
      .from('open_houses')
      .insert({ listing_id: listingId, ...openHouseColumns(checked.valid, agent.timeZone) })
      .select('*')
      .single();
    setSaving(false);
    if (error) {
      notify.error('Open house not saved', NOT_SAVED);
      return;
    }
    resource.setData((current) =>
      [...(current ?? []), data as OpenHouseRow].sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    );
    setDraft(EMPTY);
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
                <Row>
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
                </Row>
              </li>
            );
          })}
        </Stack>
      )}
      <form onSubmit={(event) => void add(event)} noValidate aria-label="Add an open house">
        <Stack gap="4">
          <Row>
            <Field label="Day" required error={errors.day}>
              <TextInput type="date" value={draft.day} onChange={set('day')} />
            </Field>
            <Field label="From" required error={errors.start}>
              <Select options={OPEN_HOUSE_TIME_OPTIONS} value={draft.start} onChange={set('start')} />
            </Field>
            <Field label="Until" required error={errors.end}>
              <Select options={OPEN_HOUSE_TIME_OPTIONS} value={draft.end} onChange={set('end')} />
            </Field>
          </Row>
          <Field
            label="Note"
            markOptional
            hint="A line visitors read with the date, like “Cider and donuts”."
            error={errors.note}
          >
            <TextInput value={draft.note} maxLength={200} onChange={set('note')} />
          </Field>
          <div>
            <Button type="submit" variant="secondary" loading={saving}>
              Add open house
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

const toTimes = (row: Pick<OpenHouseRow, 'starts_at' | 'ends_at'>) => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
});
