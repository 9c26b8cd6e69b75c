import { forwardRef } from 'react';
import { styled } from 'styled-components';
import type { Tone } from '../../theme/tokens';
import { vars } from '../../theme/vars';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Testimonial } from '../Testimonial';

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Every review status's badge. A new status fails to compile until it is handled here. */
export const REVIEW_STATUS_LOOK: Record<ReviewStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Pending', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'neutral' },
};

/** What the agent can decide about a review. */
export type ReviewDecision = Exclude<ReviewStatus, 'pending'>;

export interface ReviewModerationCardProps {
  /** Who wrote it, as they typed it. */
  name: string;
  /** Where they are, as they typed it, e.g. "Springfield, IL". */
  location?: string;
  /** What they wrote: shown as plain text, never parsed as HTML; a blank line starts a paragraph. */
  text: string;
  /** Stars out of 5. */
  rating: number;
  /** Where the review stands: pending reviews offer Approve and Reject, the others the opposite choice. */
  status: ReviewStatus;
  /** When it was sent, formatted by the caller, e.g. "Sep 12, 2025, 9:41 AM". */
  sentAt: string;
  /** When it was approved, formatted by the caller; shown while approved. */
  approvedAt?: string;
  /** Moves the review to `status`; called by the Approve and Reject buttons. */
  onStatusChange?: (status: ReviewDecision) => void;
  /** A change to this status is under way: its button is busy and both buttons are disabled. */
  saving?: ReviewDecision;
  /** Disables both buttons (another change is under way). @default false */
  disabled?: boolean;
  className?: string;
}

const Root = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${vars.space['4']};
  min-width: 0;
  padding: ${vars.space['5']};
  border: 1px solid ${vars.color.border.default};
  border-left: 4px solid ${vars.color.border.default};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface.raised};

  &[data-status='pending'] {
    border-left-color: ${vars.color.tone.warning.border};
  }
  &[data-status='approved'] {
    border-left-color: ${vars.color.tone.success.border};
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']} ${vars.space['3']};
  margin: 0;
  color: ${vars.color.text.muted};
  font-size: ${vars.fontSize.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space['2']};
`;

const ACTION_LABELS: Record<ReviewDecision, string> = { approved: 'Approve', rejected: 'Reject' };

/** The buttons each status offers, in order: a pending review can go either way. */
const ACTIONS: Record<ReviewStatus, readonly ReviewDecision[]> = {
  pending: ['approved', 'rejected'],
  approved: ['rejected'],
  rejected: ['approved'],
};

/**
 * A review a visitor sent, for the agent to approve or reject: its status as a badge (in words,
 * not colour alone), when it was sent, the review itself as the site would show it, and the
 * buttons that change its status. Named "Review from <name>" for screen readers and tests.
 */
export const ReviewModerationCard = forwardRef<HTMLElement, ReviewModerationCardProps>(
  function ReviewModerationCard(
    {
      name,
      location,
      text,
      rating,
      status,
      sentAt,
      approvedAt,
      onStatusChange,
      saving,
      disabled = false,
      className,
    },
    ref,
  ) {
    const look = REVIEW_STATUS_LOOK[status];
    return (
      <Root ref={ref} className={className} data-status={status} aria-label={`Review from ${name}`}>
        <Meta>
          <Badge tone={look.tone}>{look.label}</Badge>
          <span>Sent {sentAt}</span>
          {status === 'approved' && approvedAt && <span>Approved {approvedAt}</span>}
        </Meta>
        <Testimonial
          variant="plain"
          name={name}
          location={location || undefined}
          text={text}
          rating={rating}
        />
        {onStatusChange && (
          <Actions>
            {ACTIONS[status].map((next) => (
              <Button
                key={next}
                size="sm"
                variant={next === 'approved' ? 'primary' : 'secondary'}
                iconStart={next === 'approved' ? 'check' : 'close'}
                loading={saving === next}
                disabled={disabled || saving !== undefined}
                onClick={() => onStatusChange(next)}
              >
                {ACTION_LABELS[next]}
              </Button>
            ))}
          </Actions>
        )}
      </Root>
    );
  },
);
