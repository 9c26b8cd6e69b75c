import { Badge, ChangeList, DataTable, Stack, Text, type DataTableColumn } from '@agent-sites/ui';
import {
  actorText,
  AUDIT_TABLES,
  auditChanges,
  auditSummary,
  TABLE_LABELS,
  type AuditRow,
  type AuditSubject,
} from './audit.ts';
import { formatTime } from './leads.ts';
import { FilterSelect, PageIntro, ReadFailed } from './page-parts.tsx';
import { useAdminSession } from './session.tsx';
import { AUDIT_LIMIT, subjectKey, useAudit } from './use-audit.ts';
import { useUrlFilter } from './use-url-filter.ts';
import { RouterLink } from '../../app/router-link.tsx';

const TABLE_OPTIONS = AUDIT_TABLES.map((table) => ({ value: table, label: TABLE_LABELS[table] }));

const ACTION_LABELS: Record<AuditRow['action'], string> = {
  insert: 'Created',
  update: 'Changed',
  delete: 'Deleted',
};

function What({ entry, subject }: { entry: AuditRow; subject?: AuditSubject }) {
  const summary = auditSummary(entry, subject?.name);
  if (!subject?.href) return <>{summary}</>;
  // In-site paths: the lead's page in the back office, or the listing's public page.
  return subject.href.startsWith('/admin') ? (
    <RouterLink href={subject.href}>{summary}</RouterLink>
  ) : (
    <a href={subject.href}>{summary}</a>
  );
}

/** `/admin/activity`: every change made in the back office, newest first: who, what, when. */
export function ActivityLog() {
  const [table, setTable] = useUrlFilter('table', AUDIT_TABLES);
  const audit = useAudit(table);
  const auth = useAdminSession();
  const self = auth.status === 'signed-in' ? auth.session.user : undefined;
  const entries = audit.data?.entries ?? [];

  const columns: DataTableColumn<AuditRow>[] = [
    {
      key: 'what',
      header: 'What',
      rowHeader: true,
      cell: (entry) => (
        <What entry={entry} subject={audit.data?.subjects.get(subjectKey(entry.table_name, entry.row_id))} />
      ),
    },
    {
      key: 'changes',
      header: 'Changes',
      cell: (entry) => {
        const changes = auditChanges(entry);
        return (
          <Stack gap="1" align="start">
            <Badge>{ACTION_LABELS[entry.action]}</Badge>
            {changes.length > 0 && <ChangeList changes={changes} />}
          </Stack>
        );
      },
    },
    { key: 'who', header: 'Who', cell: (entry) => actorText(entry.actor, self) },
    { key: 'when', header: 'When', cell: (entry) => formatTime(entry.at) },
  ];

  return (
    <Stack gap="6">
      <PageIntro title="Activity">
        Every change made in the back office to listings, photos, leads and reviews, newest first.
      </PageIntro>
      <FilterSelect
        label="What changed"
        all="Everything"
        options={TABLE_OPTIONS}
        value={table}
        onChange={setTable}
      />
      {audit.status === 'error' ? (
        <ReadFailed what="The activity" onRetry={audit.refetch} />
      ) : (
        <>
          <DataTable
            caption="Changes, newest first"
            hideCaption
            columns={columns}
            rows={entries}
            rowKey={(entry) => String(entry.id)}
            loading={audit.status === 'pending'}
            empty={table ? `No changes to ${TABLE_LABELS[table].toLowerCase()} yet.` : 'No changes yet.'}
          />
          {entries.length === AUDIT_LIMIT && (
            <Text size="sm" tone="muted">
              Showing the newest {AUDIT_LIMIT} changes. Choose what changed to see older ones.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
