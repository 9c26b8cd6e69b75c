import {
  Button,
  DataTable,
  Field,
  Heading,
  LeadList,
  Select,
  Stack,
  Text,
  TextInput,
  type DataTableColumn,
  type LeadListItem,
  type SelectOption,
} from '@agent-sites/ui';
import { LEAD_KIND_TEXT } from '@agent-sites/schemas';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { agent } from '../../config/agent.ts';
import { downloadCsv, toCsv } from './csv.ts';
import {
  ageText,
  formatDuration,
  formatTime,
  KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATES,
  leadAbout,
  leadField,
  leadName,
  leadsCsvRows,
  promiseOf,
  replyClock,
  replyLinks,
  STATE_LOOK,
  type LeadKind,
  type LeadRow,
} from './leads.ts';
import { LEADS_LIMIT, useLeads, useResponseStats, type KindFigures, type LeadFilters } from './queries.ts';
import { ReadFailed } from './page-parts.tsx';
import { useNow } from './use-now.ts';

/** The inbox's filters, each a select whose empty choice means "any". */
const FILTERS: ReadonlyArray<{
  name: 'kind' | 'state';
  label: string;
  all: string;
  options: SelectOption[];
}> = [
  {
    name: 'kind',
    label: 'Kind',
    all: 'All kinds',
    options: LEAD_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
  },
  {
    name: 'state',
    label: 'State',
    all: 'All states',
    options: LEAD_STATES.map((state) => ({ value: state, label: STATE_LOOK[state].label })),
  },
];

/** The kinds that are owed a reply, in the vocabulary's order: the rows of the figures. */
const TIMED_KINDS = LEAD_KINDS.filter((kind) => LEAD_KIND_TEXT[kind].replyWithinMinutes !== null);

const SEARCH_MAX = 200;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filters and the search in the URL (`?kind=tour&state=new&q=elm`); unknown values are ignored. */
function useUrlFilters(): [LeadFilters, (name: 'kind' | 'state' | 'q', value: string) => void] {
  const [params, setParams] = useSearchParams();
  const filters = {
    kind: oneOf(LEAD_KINDS, params.get('kind')),
    state: oneOf(LEAD_STATES, params.get('state')),
    search: params.get('q')?.trim().slice(0, SEARCH_MAX) || undefined,
  };
  const set = (name: 'kind' | 'state' | 'q', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return [filters, set];
}

/** A lead as one row of the inbox. */
function inboxItem(lead: LeadRow, now: number): LeadListItem {
  return {
    id: lead.id,
    href: `/admin/leads/${lead.id}`,
    name: leadName(lead) || leadField(lead, 'email') || 'Lead',
    kind: KIND_LABELS[lead.kind],
    about: leadAbout(lead),
    age: ageText(lead.created_at, now),
    receivedAt: lead.created_at,
    receivedText: formatTime(lead.created_at),
    state: STATE_LOOK[lead.state],
    clock: replyClock(lead, now),
    ...replyLinks(lead, agent.name),
  };
}

/** Who is waiting for a reply among the leads listed, in one line. */
function waitingLine(leads: readonly LeadRow[], now: number): string {
  let waiting = 0;
  let overdue = 0;
  for (const lead of leads) {
    const outcome = promiseOf(lead, now);
    if (outcome === 'due') waiting += 1;
    if (outcome === 'missed' && !lead.first_contacted_at) {
      waiting += 1;
      overdue += 1;
    }
  }
  if (waiting === 0) return 'Nobody listed is waiting for a reply.';
  const people = waiting === 1 ? '1 lead waits' : `${waiting} leads wait`;
  return `${people} for a reply${overdue ? `, ${overdue} past the time promised` : ''}.`;
}

/** The search box: sent with Enter or the button, kept in the URL. */
function SearchForm({ search, onSearch }: { search: string; onSearch: (value: string) => void }) {
  const [value, setValue] = useState(search);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(value.trim());
  }
  return (
    <form role="search" aria-label="Leads" onSubmit={submit} style={{ flex: '1 1 18rem' }}>
      <Stack direction="row" gap="2" align="center" style={{ flexWrap: 'nowrap' }}>
        <TextInput
          type="search"
          aria-label="Search by name, email, phone or address"
          name="q"
          value={value}
          maxLength={SEARCH_MAX}
          placeholder="Name, email, phone, address"
          enterKeyHint="search"
          onChange={(event) => {
            setValue(event.target.value);
            // Clearing the box (its own clear button, or deleting the text) shows every lead again.
            if (event.target.value === '' && search) onSearch('');
          }}
        />
        <Button type="submit" variant="secondary" iconStart="search">
          Search
        </Button>
      </Stack>
    </form>
  );
}

const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 100)}%`);
const seconds = (value: number | null) => (value === null ? '—' : formatDuration(value * 1000));

interface FigureRow {
  kind: LeadKind;
  figures: KindFigures | undefined;
}

const FIGURE_COLUMNS: DataTableColumn<FigureRow>[] = [
  { key: 'kind', header: 'Kind', rowHeader: true, cell: (row) => KIND_LABELS[row.kind] },
  {
    key: 'promise',
    header: 'Reply promised within',
    cell: (row) => formatDuration((LEAD_KIND_TEXT[row.kind].replyWithinMinutes ?? 0) * 60_000),
  },
  {
    key: 'share',
    header: 'Answered in time',
    align: 'end',
    cell: ({ figures }) =>
      figures
        ? `${percent(figures.share_in_time)} (${figures.answered_in_time} of ${figures.answered + figures.overdue})`
        : '—',
  },
  {
    key: 'median',
    header: 'Median first response',
    align: 'end',
    cell: ({ figures }) => seconds(figures?.median_first_response_seconds ?? null),
  },
  {
    key: 'waiting',
    header: 'Waiting now',
    align: 'end',
    cell: ({ figures }) => String(figures?.waiting ?? 0),
  },
];

/** How each kind's promised reply went over the last 30 days, from the database's own figures. */
function ReplyFigures({ stats }: { stats: ReturnType<typeof useResponseStats> }) {
  return (
    <Stack as="section" gap="3" aria-labelledby="reply-figures">
      <Heading level={2} size="sm" id="reply-figures">
        Reply times, last 30 days
      </Heading>
      {stats.status === 'error' ? (
        <ReadFailed what="The reply times" onRetry={stats.refetch} />
      ) : (
        <DataTable
          caption="Reply times by kind, last 30 days"
          hideCaption
          columns={FIGURE_COLUMNS}
          rows={TIMED_KINDS.map((kind) => ({ kind, figures: stats.data?.[kind] }))}
          rowKey={(row) => row.kind}
          loading={stats.status === 'pending'}
        />
      )}
      <Text size="sm" tone="muted">
        A lead still waiting counts once its time is up. Reviews, subscriptions and guide requests owe no
        reply and are not counted; spam neither.
      </Text>
    </Stack>
  );
}

/**
 * The inbox: every lead newest first, one short row each with Call, Text and Email, searched and
 * filtered through the URL; the reply figures per kind under the list, once it is there; the CSV
 * of what is listed.
 */
export function LeadsInbox() {
  const [filters, setFilter] = useUrlFilters();
  const leads = useLeads(filters);
  // Asked for with the leads, though shown under them.
  const stats = useResponseStats();
  const now = useNow();
  // Once the list has been read, the figures stay while a search or a filter reads it again.
  const [listed, setListed] = useState(false);
  if (!listed && leads.status !== 'pending') setListed(true);
  const rows = leads.data ?? [];
  const narrowed = Boolean(filters.kind || filters.state || filters.search);

  function exportCsv() {
    const stamp = new Date(now).toISOString().slice(0, 10);
    const name = ['leads', filters.kind, filters.state, stamp].filter(Boolean).join('-');
    downloadCsv(`${name}.csv`, toCsv(leadsCsvRows(rows, now)));
  }

  return (
    <Stack gap="4">
      <Stack direction="row" justify="between" align="center" gap="3">
        <Heading level={1} size="lg">
          Leads
        </Heading>
        <Button
          variant="ghost"
          size="sm"
          iconStart="document"
          onClick={exportCsv}
          disabled={rows.length === 0}
        >
          Export CSV
        </Button>
      </Stack>
      <Stack direction="row" gap="3" align="end">
        <SearchForm
          key={filters.search ?? ''}
          search={filters.search ?? ''}
          onSearch={(value) => setFilter('q', value)}
        />
        <Stack as="section" direction="row" gap="3" aria-label="Filters">
          {FILTERS.map((filter) => (
            <Field key={filter.name} label={filter.label}>
              <Select
                options={filter.options}
                placeholder={filter.all}
                value={filters[filter.name] ?? ''}
                onChange={(event) => setFilter(filter.name, event.target.value)}
              />
            </Field>
          ))}
        </Stack>
      </Stack>
      {leads.status === 'error' ? (
        <ReadFailed what="The leads" onRetry={leads.refetch} />
      ) : (
        <>
          {/* Always there, so the list below does not move when the leads arrive. */}
          <Text size="sm" tone="muted">
            {leads.data ? waitingLine(rows, now) : 'Reading the leads…'}
          </Text>
          <LeadList
            label="Leads, newest first"
            items={rows.map((lead) => inboxItem(lead, now))}
            loading={leads.status === 'pending'}
            empty={
              filters.search
                ? `No leads match “${filters.search}”.`
                : narrowed
                  ? 'No leads match these filters.'
                  : 'No leads yet.'
            }
          />
          {rows.length === LEADS_LIMIT && (
            <Text size="sm" tone="muted">
              Showing the newest {LEADS_LIMIT.toLocaleString('en-US')} leads. Narrow the filters to see older
              ones.
            </Text>
          )}
        </>
      )}
      {/* Under the list once it is there, so the leads arriving never push it down the screen. */}
      {listed && <ReplyFigures stats={stats} />}
    </Stack>
  );
}
