import {
  Badge,
  Button,
  DataTable,
  Field,
  Grid,
  Heading,
  Select,
  Stack,
  StatCard,
  Text,
  type DataTableColumn,
  type SelectOption,
} from '@agent-sites/ui';
import { useSearchParams } from 'react-router-dom';
import { downloadCsv, toCsv } from './csv.ts';
import {
  formatDuration,
  formatTime,
  KIND_LABELS,
  LEAD_KINDS,
  LEAD_STATES,
  leadField,
  leadName,
  leadsCsvRows,
  leadSource,
  promiseOf,
  promiseSummary,
  STATE_LOOK,
  waitedMs,
  type LeadRow,
} from './leads.ts';
import { LEADS_LIMIT, useLeads, type LeadFilters } from './queries.ts';
import { ReadFailed } from './page-parts.tsx';
import { useNow } from './use-now.ts';
import { RouterLink } from '../../app/router-link.tsx';

/** The inbox's filters, each a select whose empty choice means "any". */
const FILTERS: ReadonlyArray<{
  name: keyof LeadFilters;
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

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

/** The filters in the URL (`?kind=inquiry&state=new`); anything unknown is ignored. */
function useUrlFilters(): [LeadFilters, (name: keyof LeadFilters, value: string) => void] {
  const [params, setParams] = useSearchParams();
  const filters = {
    kind: oneOf(LEAD_KINDS, params.get('kind')),
    state: oneOf(LEAD_STATES, params.get('state')),
  };
  const set = (name: keyof LeadFilters, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  return [filters, set];
}

function waitedText(lead: LeadRow, now: number): string {
  const waited = waitedMs(lead, now);
  if (waited === undefined) return '—';
  const outcome = promiseOf(lead, now);
  if (!lead.first_contacted_at)
    return `Waiting ${formatDuration(waited)}${outcome === 'missed' ? ' (over 15 min)' : ''}`;
  return `${formatDuration(waited)}${outcome === 'missed' ? ' (over 15 min)' : ''}`;
}

function columns(now: number): DataTableColumn<LeadRow>[] {
  return [
    {
      key: 'name',
      header: 'Who',
      rowHeader: true,
      cell: (lead) => (
        <RouterLink href={`/admin/leads/${lead.id}`}>
          {leadName(lead) || leadField(lead, 'email') || 'Lead'}
        </RouterLink>
      ),
    },
    { key: 'kind', header: 'Kind', cell: (lead) => KIND_LABELS[lead.kind] },
    {
      key: 'contact',
      header: 'Contact',
      cell: (lead) => (
        <>
          {leadField(lead, 'email')}
          {leadField(lead, 'phone') && (
            <>
              <br />
              {leadField(lead, 'phone')}
            </>
          )}
        </>
      ),
    },
    { key: 'source', header: 'From', cell: (lead) => leadSource(lead) },
    { key: 'received', header: 'Received', cell: (lead) => formatTime(lead.created_at) },
    {
      key: 'state',
      header: 'State',
      cell: (lead) => <Badge tone={STATE_LOOK[lead.state].tone}>{STATE_LOOK[lead.state].label}</Badge>,
    },
    { key: 'waited', header: 'First contact after', cell: (lead) => waitedText(lead, now), align: 'end' },
  ];
}

function PromiseSummary({ leads, now }: { leads: readonly LeadRow[]; now: number }) {
  const summary = promiseSummary(leads, now);
  const share = summary.share === undefined ? '—' : `${Math.round(summary.share * 100)}%`;
  return (
    <Grid as="ul" columns={3} gap="4" style={{ listStyle: 'none', padding: 0 }}>
      <li>
        <StatCard
          label="Answered within 15 minutes"
          value={share}
          detail={`${summary.kept} of ${summary.counted} leads`}
          footnote="Of the leads listed, spam left out. A lead still new counts as not answered once it is 15 minutes old."
        />
      </li>
      <li>
        <StatCard label="Still within their 15 minutes" value={String(summary.due)} detail="new leads" />
      </li>
      <li>
        <StatCard label="Leads listed" value={String(leads.length)} detail="with these filters" />
      </li>
    </Grid>
  );
}

/** The inbox: every lead newest first, filtered by kind and state through the URL, with the CSV. */
export function LeadsInbox() {
  const [filters, setFilter] = useUrlFilters();
  const leads = useLeads(filters);
  const now = useNow();
  const rows = leads.data ?? [];

  function exportCsv() {
    const stamp = new Date(now).toISOString().slice(0, 10);
    const name = ['leads', filters.kind, filters.state, stamp].filter(Boolean).join('-');
    downloadCsv(`${name}.csv`, toCsv(leadsCsvRows(rows, now)));
  }

  return (
    <Stack gap="6">
      <Stack direction="row" justify="between" align="end" gap="4">
        <Stack gap="1">
          <Heading level={1} size="lg">
            Leads
          </Heading>
          <Text tone="muted">Every form a visitor sent, newest first.</Text>
        </Stack>
        <Button variant="secondary" iconStart="document" onClick={exportCsv} disabled={rows.length === 0}>
          Export CSV
        </Button>
      </Stack>
      <Stack as="section" direction="row" gap="4" aria-label="Filters">
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
      {leads.status === 'error' ? (
        <ReadFailed what="The leads" onRetry={leads.refetch} />
      ) : (
        <>
          {leads.data && <PromiseSummary leads={rows} now={now} />}
          <DataTable
            caption="Leads, newest first"
            hideCaption
            columns={columns(now)}
            rows={rows}
            rowKey={(lead) => lead.id}
            loading={leads.status === 'pending'}
            empty={filters.kind || filters.state ? 'No leads match these filters.' : 'No leads yet.'}
          />
          {rows.length === LEADS_LIMIT && (
            <Text size="sm" tone="muted">
              Showing the newest {LEADS_LIMIT.toLocaleString('en-US')} leads. Narrow the filters to see older
              ones.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
