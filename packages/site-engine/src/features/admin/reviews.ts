// The reviews as the back office reads them: moderation order. Pure; the reads are in
// `use-reviews.ts`.
import type { ReviewStatus } from '@agent-sites/ui';

export type { ReviewStatus };

/** A row of `public.reviews` (supabase/migrations/20250701090200_reviews.sql). */
export interface ReviewRow {
  id: string;
  lead_id: string | null;
  name: string;
  location: string;
  text: string;
  rating: number;
  status: ReviewStatus;
  created_at: string;
  approved_at: string | null;
}

export const REVIEW_COLUMNS = 'id,lead_id,name,location,text,rating,status,created_at,approved_at';

/** Pending reviews first (they wait for the agent), each group newest first. */
export function moderationOrder(reviews: readonly ReviewRow[]): ReviewRow[] {
  const rank = (review: ReviewRow) => (review.status === 'pending' ? 0 : 1);
  return [...reviews].sort(
    (a, b) => rank(a) - rank(b) || Date.parse(b.created_at) - Date.parse(a.created_at),
  );
}
