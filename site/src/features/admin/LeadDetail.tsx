import {
  Badge,
  Button,
  ButtonLink,
  Card,
  DescriptionList,
  Field,
  Grid,
  Heading,
  notify,
  Stack,
  Text,
  Textarea,
} from '@agent-sites/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  fieldLabel,
  fieldText,
  formatDuration,
  formatTime,
  KIND_LABELS,
  leadField,
  leadName,
  orderedFieldKeys,
  STATE_LOOK,
  waitedMs,
  type ConsentRow,
  type LeadRow,
  type LeadState,
} from './leads.ts';
import { useLead } from './queries.ts';
import { RecordStates } from './RecordStates.tsx';
import { useNow } from './use-now.ts';

type LeadChange = Partial<Pick<LeadRow, 'state' | 'notes'>>;

/** The states the agent moves a lead to, with the button that does it. */
const STATE_ACTIONS: ReadonlyArray<{ state: LeadState; label: string }> = [
  { state: 'contacted', label: 'Mark contacted' },
  { state: 'closed', label: 'Mark closed' },
  { state: 'spam', label: 'Mark spam' },
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `lead-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Card as="section" variant="outlined" padding="md" aria-labelledby={id}>
      <Stack gap="3">
        <Heading level={2} size="sm" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

function Origin({ lead, now }: { lead: LeadRow; now: number }) {
  const waited = waitedMs(lead, now);
  return (
    <DescriptionList
      items={[
        { term: 'Page', description: lead.page },
        { term: 'Form', description: lead.variant ?? '' },
        {
          term: 'Listing',
          description: lead.listing_slug ? (
            <>
              {[lead.listing_title, lead.listing_address].filter(Boolean).join(', ') || lead.listing_slug} (
              <a href={`/listing/${encodeURIComponent(lead.listing_slug)}`}>open the listing</a>)
            </>
          ) : (
            ''
          ),
        },
        { term: 'Received', description: formatTime(lead.created_at) },
        {
          term: 'First contacted',
          description: lead.first_contacted_at ? formatTime(lead.first_contacted_at) : 'Not yet',
        },
        { term: 'Waited', description: waited === undefined ? '' : formatDuration(waited) },
        { term: 'IP address', description: lead.ip ?? '' },
        { term: 'Browser', description: lead.user_agent ?? '' },
      ]}
    />
  );
}

function Consents({ consents }: { consents: readonly ConsentRow[] }) {
  if (consents.length === 0)
    return <Text tone="muted">This form asks for no consent; none was recorded.</Text>;
  return (
    <>
      {consents.map((consent) => (
        <DescriptionList
          key={consent.id}
          items={[
            { term: 'Agreed to', description: consent.consent_text },
            { term: 'When', description: formatTime(consent.consented_at) },
            { term: 'IP address', description: consent.ip ?? '' },
            { term: 'Browser', description: consent.user_agent ?? '' },
          ]}
        />
      ))}
    </>
  );
}

function Work({ lead, update }: { lead: LeadRow; update: (change: LeadChange) => Promise<void> }) {
  const [notes, setNotes] = useState(lead.notes);
  const [saving, setSaving] = useState<'notes' | LeadState>();

  async function change(what: 'notes' | LeadState, values: LeadChange, done: string) {
    setSaving(what);
    try {
      await update(values);
      notify.success(done);
    } catch {
      notify.error('Not saved', 'Check your connection and try again.');
    } finally {
      setSaving(undefined);
    }
  }

  function saveNotes(event: FormEvent) {
    event.preventDefault();
    void change('notes', { notes }, 'Notes saved');
  }

  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text weight="semibold">
          State: <Badge tone={STATE_LOOK[lead.state].tone}>{STATE_LOOK[lead.state].label}</Badge>
        </Text>
        <Stack direction="row" gap="2">
          {STATE_ACTIONS.map((action) => (
            <Button
              key={action.state}
              variant={action.state === 'spam' ? 'ghost' : 'secondary'}
              size="sm"
              disabled={lead.state === action.state || saving !== undefined}
              loading={saving === action.state}
              onClick={() =>
                void change(
                  action.state,
                  { state: action.state },
                  `Marked ${STATE_LOOK[action.state].label.toLowerCase()}`,
                )
              }
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      </Stack>
      <form onSubmit={saveNotes} aria-label="Notes">
        <Stack gap="3">
          <Field label="Notes" hint="Only you see these.">
            <Textarea
              rows={5}
              value={notes}
              maxLength={10000}
              onChange={(event) => setNotes(event.target.value)}
            />
          </Field>
          <div>
            <Button
              type="submit"
              size="sm"
              loading={saving === 'notes'}
              loadingText="Saving..."
              disabled={notes === lead.notes}
            >
              Save notes
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

/** `/admin/leads/:id`: what the visitor sent (as text), where from, their consent, and the agent's work on it. */
export function LeadDetail({ id }: { id: string }) {
  const query = useLead(id);
  const now = useNow();

  if (query.status !== 'success' || !query.data) {
    return (
      <RecordStates
        status={query.status === 'success' ? 'missing' : query.status}
        noun="lead"
        back={{ href: '/admin', label: 'All leads' }}
      />
    );
  }

  const { lead, consents } = query.data;
  const title = leadName(lead) || leadField(lead, 'email') || 'Lead';
  return (
    <Stack gap="6">
      <Stack gap="2" align="start">
        <ButtonLink href="/admin" variant="ghost" size="sm" iconStart="arrowLeft">
          All leads
        </ButtonLink>
        <Heading level={1} size="lg">
          {title}
        </Heading>
        <Text tone="muted">
          {KIND_LABELS[lead.kind]}, received {formatTime(lead.created_at)}
        </Text>
      </Stack>
      <Grid columns={2} gap="4">
        <Section title="What they sent">
          <DescriptionList
            items={orderedFieldKeys(Object.keys(lead.fields)).map((key) => ({
              term: fieldLabel(key),
              description: fieldText(lead.fields[key], key),
            }))}
          />
        </Section>
        <Section title="Your work">
          <Work key={lead.id} lead={lead} update={query.update} />
        </Section>
        <Section title="Where it came from">
          <Origin lead={lead} now={now} />
        </Section>
        <Section title="Consent">
          <Consents consents={consents} />
        </Section>
      </Grid>
    </Stack>
  );
}
