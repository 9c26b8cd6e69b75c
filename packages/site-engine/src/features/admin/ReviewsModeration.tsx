import {
  ButtonLink,
  REVIEW_STATUS_LOOK,
  REVIEW_STATUSES,
  ReviewModerationCard,
  Stack,
  Text,
} from '@agent-sites/ui';
import { formatTime } from './leads.ts';
import { FilterSelect, PageIntro, ReadFailed } from './page-parts.tsx';
import type { ReviewRow } from './reviews.ts';
import { RecordStates } from './RecordStates.tsx';
import { REVIEWS_LIMIT, useDecisions, useReview, useReviews } from './use-reviews.ts';
import { useUrlFilter } from './use-url-filter.ts';

const STATUS_OPTIONS = REVIEW_STATUSES.map((status) => ({
  value: status,
  label: REVIEW_STATUS_LOOK[status].label,
}));

/** One review as the agent moderates it, with Approve and Reject. */
export function ReviewCard({
  review,
  decisions,
}: {
  review: ReviewRow;
  decisions: ReturnType<typeof useDecisions>;
}) {
  const { saving, run } = decisions;
  return (
    <ReviewModerationCard
      name={review.name}
      location={review.location}
      text={review.text}
      rating={review.rating}
      status={review.status}
      sentAt={formatTime(review.created_at)}
      approvedAt={review.approved_at ? formatTime(review.approved_at) : undefined}
      onStatusChange={(decision) => void run(review.id, decision)}
      saving={saving?.id === review.id ? saving.decision : undefined}
      disabled={saving !== undefined}
    />
  );
}

/**
 * `/admin/reviews`: the reviews visitors sent, pending first, each with Approve and Reject. Only
 * approved ones are shown on `/reviews`; the text is always shown as text.
 */
export function ReviewsModeration() {
  const [status, setStatus] = useUrlFilter('status', REVIEW_STATUSES);
  const reviews = useReviews(status);
  const decisions = useDecisions(reviews.decide);
  const rows = reviews.data ?? [];

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
            <ReviewCard review={review} decisions={decisions} />
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

/**
 * `/admin/reviews/:id`, where the approve link in the agent's email leads: that review alone, with
 * Approve one tap away, and the way to the others.
 */
export function ReviewDetail({ id }: { id: string }) {
  const review = useReview(id);
  const decisions = useDecisions(review.decide);
  if (review.status !== 'success' || !review.data) {
    return (
      <RecordStates
        status={review.status === 'success' ? 'missing' : review.status}
        noun="review"
        back={{ href: '/admin/reviews?status=pending', label: 'Reviews waiting' }}
      />
    );
  }
  return (
    <Stack gap="5">
      <Stack gap="2" align="start">
        <ButtonLink href="/admin/reviews?status=pending" variant="ghost" size="sm" iconStart="arrowLeft">
          Reviews waiting
        </ButtonLink>
        <PageIntro title="Review">
          Approved reviews appear on the reviews page after the five featured ones; the text shows exactly as
          sent.
        </PageIntro>
      </Stack>
      <ReviewCard review={review.data} decisions={decisions} />
    </Stack>
  );
}
