import {
  notify,
  REVIEW_STATUS_LOOK,
  REVIEW_STATUSES,
  ReviewModerationCard,
  Stack,
  Text,
  type ReviewDecision,
} from '@agent-sites/ui';
import { useState } from 'react';
import { formatTime } from './leads.ts';
import { FilterSelect, PageIntro, ReadFailed } from './page-parts.tsx';
import { REVIEWS_LIMIT, useReviews } from './use-reviews.ts';
import { useUrlFilter } from './use-url-filter.ts';

const STATUS_OPTIONS = REVIEW_STATUSES.map((status) => ({
  value: status,
  label: REVIEW_STATUS_LOOK[status].label,
}));

const DONE: Record<ReviewDecision, [string, string]> = {
  approved: ['Review approved', 'It now shows on the reviews page.'],
  rejected: ['Review rejected', 'Visitors will not see it.'],
};

/**
 * `/admin/reviews`: the reviews visitors sent, pending first, each with Approve and Reject. Only
 * approved ones are shown on `/reviews`; the text is always shown as text.
 */
export function ReviewsModeration() {
  const [status, setStatus] = useUrlFilter('status', REVIEW_STATUSES);
  const reviews = useReviews(status);
  const [saving, setSaving] = useState<{ id: string; decision: ReviewDecision }>();
  const rows = reviews.data ?? [];

  async function decide(id: string, decision: ReviewDecision) {
    setSaving({ id, decision });
    try {
      await reviews.decide(id, decision);
      notify.success(...DONE[decision]);
    } catch {
      notify.error('Not saved', 'Check your connection and try again.');
    } finally {
      setSaving(undefined);
    }
  }

  let list;
  if (reviews.status === 'error') {
    list = <ReadFailed what="The reviews" onRetry={reviews.refetch} />;
  } else if (reviews.status === 'pending') {
    list = <Text role="status">Loading the reviews…</Text>;
  } else if (rows.length === 0) {
    list = (
      <Text role="status" tone="muted">
        {status ? `No ${REVIEW_STATUS_LOOK[status].label.toLowerCase()} reviews.` : 'No reviews yet.'}
      </Text>
    );
  } else {
    list = (
      <Stack as="ul" gap="4" aria-label="Reviews, pending first">
        {rows.map((review) => (
          <li key={review.id}>
            <ReviewModerationCard
              name={review.name}
              location={review.location}
              text={review.text}
              rating={review.rating}
              status={review.status}
              sentAt={formatTime(review.created_at)}
              approvedAt={review.approved_at ? formatTime(review.approved_at) : undefined}
              onStatusChange={(decision) => void decide(review.id, decision)}
              saving={saving?.id === review.id ? saving.decision : undefined}
              disabled={saving !== undefined}
            />
          </li>
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      <PageIntro title="Reviews">
        Reviews visitors sent, waiting ones first. Approved reviews appear on the reviews page after the five
        featured ones.
      </PageIntro>
      <FilterSelect
        label="Status"
        all="All reviews"
        options={STATUS_OPTIONS}
        value={status}
        onChange={setStatus}
      />
      {list}
      {rows.length === REVIEWS_LIMIT && (
        <Text size="sm" tone="muted">
          Showing the newest {REVIEWS_LIMIT.toLocaleString('en-US')} reviews. Filter by status to see older
          ones.
        </Text>
      )}
    </Stack>
  );
}
