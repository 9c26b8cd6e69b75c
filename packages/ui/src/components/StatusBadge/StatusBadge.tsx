import type { HTMLAttributes } from 'react';
import { STATUS_RULES, type ListingStatus } from '../../rules/listing';
import { Badge } from '../Badge';

export interface StatusBadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The listing's status; its label and tone come from `STATUS_RULES`. */
  status: ListingStatus;
  /**
   * Where the badge appears. On the detail page a pending listing shows no badge (spec §4).
   * @default 'card'
   */
  context?: 'card' | 'detail';
  /** `solid` stays readable over photos; `subtle` suits plain surfaces. @default 'solid' */
  variant?: 'subtle' | 'solid';
}

/** The status label of a listing ("Available", "Coming Soon", "Pending", "Recently Closed"). */
export function StatusBadge({ status, context = 'card', variant = 'solid', ...rest }: StatusBadgeProps) {
  const rule = STATUS_RULES[status];
  if (context === 'detail' && !rule.badgeOnDetail) return null;
  return (
    <Badge tone={rule.badge.tone} variant={variant} data-status={status} {...rest}>
      {rule.badge.label}
    </Badge>
  );
}
