import { Button, DataTable, notify, Stack, type DataTableColumn } from '@agent-sites/ui';
import { useCallback, useState } from 'react';
import { adminSupabase } from '../../lib/supabase.ts';
import { formatTime } from './leads.ts';
import { PageIntro, ReadFailed } from './page-parts.tsx';
import { failed } from './queries.ts';
import { useResource } from './use-resource.ts';
import { RouterLink } from '../../app/router-link.tsx';

/** A row of `rpc('failed_deliveries')`: an email, webhook or site rebuild the outbox gave up on. */
export interface FailedDelivery {
  id: string;
  kind: 'agent_email' | 'visitor_email' | 'webhook' | 'site_rebuild' | 'push' | 'sms';
  lead_id: string | null;
  recipient: string | null;
  subject: string | null;
  attempts: number;
  last_error: string | null;
  created_at: string;
}

const KIND_LABELS: Record<FailedDelivery['kind'], string> = {
  agent_email: 'Email to you',
  visitor_email: 'Email to a visitor',
  webhook: 'Webhook',
  site_rebuild: 'Site rebuild',
  push: 'Lead alert to a device',
  sms: 'Lead alert by text',
};

/** The deliveries the outbox gave up on, newest first, and the retry of one. */
function useFailedDeliveries() {
  const resource = useResource('failed', async () => {
    const { data, error } = await adminSupabase().rpc('failed_deliveries');
    if (error) throw failed('Reading the failed deliveries', error);
    return data as FailedDelivery[];
  });
  const { setData, refetch } = resource;

  /** Queues one again; true when it was queued, false when it was no longer failed. */
  const retry = useCallback(
    async (id: string) => {
      const { data, error } = await adminSupabase().rpc('retry_delivery', { delivery: id });
      if (error) throw failed('Retrying the delivery', error);
      if (data === true) setData((current) => current?.filter((delivery) => delivery.id !== id));
      else refetch();
      return data === true;
    },
    [setData, refetch],
  );
  return { ...resource, retry };
}

/**
 * `/admin/deliveries`: the emails and webhooks the outbox stopped trying after its last attempt,
 * with what went wrong, and "Retry" to queue one again.
 */
export function FailedDeliveries() {
  const deliveries = useFailedDeliveries();
  const [retrying, setRetrying] = useState<string>();

  async function retry(delivery: FailedDelivery) {
    setRetrying(delivery.id);
    try {
      if (await deliveries.retry(delivery.id)) {
        notify.success('Queued again', `${delivery.recipient ?? 'It'} will be tried again within a minute.`);
      } else {
        notify.info('Already retried', 'This delivery is no longer failed.');
      }
    } catch {
      notify.error('Not retried', 'Check your connection and try again.');
    } finally {
      setRetrying(undefined);
    }
  }

  const columns: DataTableColumn<FailedDelivery>[] = [
    { key: 'recipient', header: 'Recipient', rowHeader: true, cell: (delivery) => delivery.recipient ?? '' },
    { key: 'subject', header: 'Subject', cell: (delivery) => delivery.subject ?? KIND_LABELS[delivery.kind] },
    { key: 'kind', header: 'Kind', cell: (delivery) => KIND_LABELS[delivery.kind] },
    { key: 'attempts', header: 'Attempts', cell: (delivery) => String(delivery.attempts), align: 'end' },
    { key: 'error', header: 'Last error', cell: (delivery) => delivery.last_error ?? '' },
    { key: 'created', header: 'Queued', cell: (delivery) => formatTime(delivery.created_at) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (delivery) => (
        <Stack direction="row" gap="2" align="center">
          <Button
            size="sm"
            variant="secondary"
            loading={retrying === delivery.id}
            disabled={retrying !== undefined}
            onClick={() => void retry(delivery)}
            aria-label={`Retry the delivery to ${delivery.recipient ?? KIND_LABELS[delivery.kind]}`}
          >
            Retry
          </Button>
          {delivery.lead_id && <RouterLink href={`/admin/leads/${delivery.lead_id}`}>Its lead</RouterLink>}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="6">
      <PageIntro title="Failed deliveries">
        Emails, webhooks and site rebuilds the site stopped trying to send after its last attempt. Fix the
        cause (the error says what the mail service or the host answered), then retry.
      </PageIntro>
      {deliveries.status === 'error' ? (
        <ReadFailed what="The failed deliveries" onRetry={deliveries.refetch} />
      ) : (
        <DataTable
          caption="Failed deliveries, newest first"
          hideCaption
          columns={columns}
          rows={deliveries.data ?? []}
          rowKey={(delivery) => delivery.id}
          loading={deliveries.status === 'pending'}
          empty="No failed deliveries. Every email and webhook went out."
        />
      )}
    </Stack>
  );
}
