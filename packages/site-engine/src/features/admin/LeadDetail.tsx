import {
  ActionBar,
  Badge,
  Button,
  ButtonLink,
  Card,
  DescriptionList,
  type DescriptionListItem,
  Field,
  Heading,
  notify,
  ReplyActions,
  Stack,
  Text,
  Textarea,
} from '@agent-sites/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { agent } from '../../config/agent.ts';
import {
  ageText,
  fieldLabel,
  fieldText,
  formatDuration,
  formatTime,
  KIND_LABELS,
  leadField,
  leadHome,
  leadName,
  orderedFieldKeys,
  replyClock,
  replyLinks,
  savedSearchState,
  sentChangeText,
  frequencyText,
  STATE_LOOK,
  waitedMs,
  type ConsentRow,
  type LeadRow,
  type LeadState,
} from './leads.ts';
import { useLead, useSavedSearch, useSavedSearchOf } from './queries.ts';
import { RecordStates } from './RecordStates.tsx';
import { SavedSearchMatches } from './SavedSearchMatches.tsx';
import { useNow } from './use-now.ts';

type LeadChange = Partial<Pick<LeadRow, 'state' | 'notes'>>;
type Saving = 'notes' | LeadState | undefined;

/** The states the agent moves a lead to, with the button that does it (in a group "Mark this lead"). */
const STATE_ACTIONS: ReadonlyArray<{ state: LeadState; label: string }> = [
  { state: 'contacted', label: 'Contacted' },
  { state: 'closed', label: 'Closed' },
  { state: 'spam', label: 'Spam' },
];

/** Fields shown elsewhere on the page: who (the heading, the contact line) and the slot or the home. */
const CONTACT_FIELDS = new Set(['name', 'firstName', 'lastName', 'email', 'phone', 'consent']);
const SHOWN_AS_FACTS: Partial<Record<LeadRow['kind'], readonly string[]>> = {
  tour: ['tourDay', 'tourTime', 'tourType'],
  valuation: ['address', 'city'],
};

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

/** The requested tour slot in one line: "Thu, Nov 26 · Morning (9 AM - noon) · In person". */
function tourSlot(lead: LeadRow): string {
  return ['tourDay', 'tourTime', 'tourType']
    .map((key) => leadField(lead, key))
    .filter(Boolean)
    .join(' · ');
}

/** What the visitor asked, facts first: the home and its link, the slot, then every other field. */
function WhatTheyAsked({ lead }: { lead: LeadRow }) {
  const home = leadHome(lead);
  const shown = new Set([...CONTACT_FIELDS, ...(SHOWN_AS_FACTS[lead.kind] ?? [])]);
  const facts: DescriptionListItem[] = [];
  if (home) {
    facts.push({
      term: lead.kind === 'valuation' ? 'Home to value' : 'Listing',
      description: lead.listing_slug ? (
        <>
          {home} (<a href={`/listing/${encodeURIComponent(lead.listing_slug)}`}>open the listing</a>)
        </>
      ) : (
        home
      ),
    });
  }
  if (lead.kind === 'tour') facts.push({ term: 'Requested slot', description: tourSlot(lead) });
  for (const key of orderedFieldKeys(Object.keys(lead.fields))) {
    const text = fieldText(lead.fields[key], key);
    if (!shown.has(key) && text !== '') facts.push({ term: fieldLabel(key), description: text });
  }
  const contact = [
    { term: 'Email', description: leadField(lead, 'email') },
    { term: 'Phone', description: leadField(lead, 'phone') },
  ].filter((item) => item.description);
  return (
    <Stack gap="4">
      <DescriptionList items={facts} />
      {contact.length > 0 && <DescriptionList items={contact} />}
    </Stack>
  );
}

/** A saved search's side: its filters in the visitor's words, how often, where it stands, what it was sent. */
function SavedSearchFacts({ leadId, now, visitor }: { leadId: string; now: number; visitor: string }) {
  const query = useSavedSearch(leadId);
  if (query.status === 'pending') return <Text tone="muted">Reading the search...</Text>;
  if (query.status === 'error')
    return <Text tone="muted">The search could not be read. Try again later.</Text>;
  if (!query.data) return <Text tone="muted">The visitor deleted this search.</Text>;
  const { search, sent } = query.data;
  return (
    <Stack gap="3">
      <DescriptionList
        items={[
          { term: 'Search', description: search.summary },
          { term: 'How often', description: frequencyText(search.frequency) },
          { term: 'State', description: savedSearchState(search, now) },
        ]}
      />
      <Heading level={3} size="sm">
        Sent
      </Heading>
      {sent.length === 0 ? (
        <Text tone="muted">Nothing yet.</Text>
      ) : (
        <ul>
          {sent.map((change) => (
            <li key={`${change.queued_at} ${change.event} ${change.event_key} ${change.listing?.slug ?? ''}`}>
              {sentChangeText(change)} ({formatTime(change.queued_at)})
            </li>
          ))}
        </ul>
      )}
      <Heading level={3} size="sm">
        Current matches
      </Heading>
      <SavedSearchMatches searchId={search.id} visitor={visitor} />
    </Stack>
  );
}

/**
 * On another lead of a visitor who has a confirmed saved search (a tour request, often): the search
 * in its words, and the way to its own lead. Nothing when the visitor has none.
 */
function VisitorSavedSearch({ email }: { email: string }) {
  const query = useSavedSearchOf(email);
  if (!query.data) return null;
  return (
    <Section title="Saved search">
      <Text>
        Has a saved search: {query.data.summary} (
        <a href={`/admin/leads/${encodeURIComponent(query.data.lead_id)}`}>open the saved search</a>)
      </Text>
    </Section>
  );
}

/**
 * The technical record, folded: where and how the form was sent, and the consent. The browser and
 * the address are shown once; the consent's only where they differ from the lead's.
 */
function TechnicalRecord({
  lead,
  consents,
  now,
}: {
  lead: LeadRow;
  consents: readonly ConsentRow[];
  now: number;
}) {
  const waited = waitedMs(lead, now);
  const items: DescriptionListItem[] = [
    { term: 'Page', description: lead.page },
    { term: 'Form', description: lead.variant ?? '' },
    { term: 'Received', description: formatTime(lead.created_at) },
    {
      term: 'First contacted',
      description: lead.first_contacted_at ? formatTime(lead.first_contacted_at) : 'Not yet',
    },
    { term: 'Waited', description: waited === undefined ? '' : formatDuration(waited) },
    { term: 'IP address', description: lead.ip ?? '' },
    { term: 'Browser', description: lead.user_agent ?? '' },
  ];
  if (consents.length === 0) {
    items.push({ term: 'Consent', description: 'This form asks for no consent; none was recorded.' });
  }
  for (const consent of consents) {
    items.push(
      { term: 'Consent agreed to', description: consent.consent_text },
      { term: 'Consent given', description: formatTime(consent.consented_at) },
    );
    if (consent.ip && consent.ip !== lead.ip)
      items.push({ term: 'Consent IP address', description: consent.ip });
    if (consent.user_agent && consent.user_agent !== lead.user_agent) {
      items.push({ term: 'Consent browser', description: consent.user_agent });
    }
  }
  return (
    <Card as="section" variant="outlined" padding="md" aria-label="Technical record">
      <details>
        <summary>
          <Text as="span" weight="semibold">
            Technical record
          </Text>{' '}
          <Text as="span" size="sm" tone="muted">
            consent, browser, IP address
          </Text>
        </summary>
        <div style={{ marginTop: '1rem' }}>
          <DescriptionList items={items} />
        </div>
      </details>
    </Card>
  );
}

function Notes({
  lead,
  saving,
  onSave,
}: {
  lead: LeadRow;
  saving: boolean;
  onSave: (notes: string) => void;
}) {
  const [notes, setNotes] = useState(lead.notes);
  function save(event: FormEvent) {
    event.preventDefault();
    onSave(notes);
  }
  return (
    <form onSubmit={save} aria-label="Notes">
      <Stack gap="3">
        <Field label="Notes" hint="Only you see these.">
          <Textarea
            rows={4}
            value={notes}
            maxLength={10000}
            onChange={(event) => setNotes(event.target.value)}
          />
        </Field>
        <div>
          <Button
            type="submit"
            size="sm"
            loading={saving}
            loadingText="Saving..."
            disabled={notes === lead.notes}
          >
            Save notes
          </Button>
        </div>
      </Stack>
    </form>
  );
}

/**
 * `/admin/leads/:id`: who and what first (the kind, the reply clock, Call, Text and Email, what
 * they asked about, the slot or the home), then the agent's notes; the technical record folded;
 * Contacted, Closed and Spam in a bar that stays at the bottom of the screen.
 */
export function LeadDetail({ id }: { id: string }) {
  const query = useLead(id);
  const now = useNow();
  const [saving, setSaving] = useState<Saving>();

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
  const name = leadName(lead) || leadField(lead, 'email') || 'Lead';
  const clock = replyClock(lead, now);
  const look = STATE_LOOK[lead.state];

  async function change(what: Exclude<Saving, undefined>, values: LeadChange, done: string) {
    setSaving(what);
    try {
      await query.update(values);
      notify.success(done);
    } catch {
      notify.error('Not saved', 'Check your connection and try again.');
    } finally {
      setSaving(undefined);
    }
  }

  return (
    <Stack gap="5">
      <Stack gap="2" align="start">
        <ButtonLink href="/admin" variant="ghost" size="sm" iconStart="arrowLeft">
          All leads
        </ButtonLink>
        <Heading level={1} size="lg">
          {name}
        </Heading>
        <Text tone="muted">
          {KIND_LABELS[lead.kind]}, {ageText(lead.created_at, now)} ({formatTime(lead.created_at)})
        </Text>
        <Stack direction="row" gap="2" align="center">
          <Badge tone={look.tone}>{look.label}</Badge>
          {clock && (
            <Text as="span" size="sm" weight="semibold">
              {clock.label}
            </Text>
          )}
        </Stack>
      </Stack>
      <ReplyActions name={name} {...replyLinks(lead, agent.name)} />
      <Section title="What they asked">
        <WhatTheyAsked lead={lead} />
      </Section>
      {lead.kind === 'saved_search' && (
        <Section title="Saved search">
          <SavedSearchFacts leadId={lead.id} now={now} visitor={leadField(lead, 'email') || 'the visitor'} />
        </Section>
      )}
      {lead.kind !== 'saved_search' && leadField(lead, 'email') && (
        <VisitorSavedSearch email={leadField(lead, 'email')} />
      )}
      <Section title="Your notes">
        <Notes
          key={lead.id}
          lead={lead}
          saving={saving === 'notes'}
          onSave={(notes) => void change('notes', { notes }, 'Notes saved')}
        />
      </Section>
      <TechnicalRecord lead={lead} consents={consents} now={now} />
      <ActionBar role="group" aria-label="Mark this lead">
        {STATE_ACTIONS.map((action) => (
          <Button
            key={action.state}
            variant={
              action.state === 'spam' ? 'ghost' : action.state === 'contacted' ? 'primary' : 'secondary'
            }
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
      </ActionBar>
    </Stack>
  );
}
