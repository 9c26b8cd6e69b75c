import type { ReviewDecision } from '@agent-sites/ui';
import { useCallback } from 'react';
import { adminSupabase } from '../../lib/supabase.ts';
import { failed } from './queries.ts';
import { moderationOrder, REVIEW_COLUMNS, type ReviewRow, type ReviewStatus } from './reviews.ts';
import { useResource } from './use-resource.ts';

/** The most reviews the page reads at once (Supabase's own default ceiling for a request). */
export const REVIEWS_LIMIT = 1000;

/** Every review sent, or those of one status: pending first, each group newest first. */
export function useReviews(status: ReviewStatus | undefined) {
  const resource = useResource(status ?? 'all', async () => {
    let query = adminSupabase()
      .from('reviews')
      .select(REVIEW_COLUMNS)
      .order('created_at', { ascending: false })
      .limit(REVIEWS_LIMIT);
    if (status) query = query.eq('status', status);
    const { data, error } = await query;
    if (error) throw failed('Reading the reviews', error);
    return moderationOrder(data as unknown as ReviewRow[]);
  });
  const { setData } = resource;

  /**
   * Approves or rejects one review (only its status: the visitor's words stay theirs) and shows
   * the saved row where the old one was, so the list does not jump under the agent's finger.
   */
  const decide = useCallback(
    async (id: string, decision: ReviewDecision) => {
      const { data, error } = await adminSupabase()
        .from('reviews')
        .update({ status: decision })
        .eq('id', id)
        .select(REVIEW_COLUMNS)
        .single();
      if (error) throw failed('Saving the review', error);
      const saved = data as unknown as ReviewRow;
      setData((current) => current?.map((review) => (review.id === id ? saved : review)));
    },
    [setData],
  );
  return { ...resource, decide };
}
