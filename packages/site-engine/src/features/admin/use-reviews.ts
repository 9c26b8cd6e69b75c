import { notify, type ReviewDecision } from '@agent-sites/ui';
import { useCallback, useState } from 'react';
import { adminSupabase } from '../../lib/supabase.ts';
import { failed } from './queries.ts';
import { moderationOrder, REVIEW_COLUMNS, type ReviewRow, type ReviewStatus } from './reviews.ts';
import { useResource } from './use-resource.ts';

/** The most reviews the page reads at once (Supabase's own default ceiling for a request). */
export const REVIEWS_LIMIT = 1000;

const UUID = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;

/** Approves or rejects one review (only its status: the visitor's words stay theirs); answers the saved row. */
async function saveDecision(id: string, decision: ReviewDecision): Promise<ReviewRow> {
  const { data, error } = await adminSupabase()
    .from('reviews')
    .update({ status: decision })
    .eq('id', id)
    .select(REVIEW_COLUMNS)
    .single();
  if (error) throw failed('Saving the review', error);
  return data as unknown as ReviewRow;
}

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

  /** Decides one review and shows the saved row where the old one was, so the list does not jump. */
  const decide = useCallback(
    async (id: string, decision: ReviewDecision) => {
      const saved = await saveDecision(id, decision);
      setData((current) => current?.map((review) => (review.id === id ? saved : review)));
    },
    [setData],
  );
  return { ...resource, decide };
}

/** One review, as the approve link in the agent's email opens it; null when there is no such review. */
export function useReview(id: string) {
  const resource = useResource<ReviewRow | null>(id, async () => {
    // Not an id at all (a mistyped link): no such review, without asking.
    if (!UUID.test(id)) return null;
    const { data, error } = await adminSupabase()
      .from('reviews')
      .select(REVIEW_COLUMNS)
      .eq('id', id)
      .maybeSingle();
    if (error) throw failed('Reading the review', error);
    return data as unknown as ReviewRow | null;
  });
  const { setData } = resource;
  const decide = useCallback(
    async (reviewId: string, decision: ReviewDecision) => {
      const saved = await saveDecision(reviewId, decision);
      setData(() => saved);
    },
    [setData],
  );
  return { ...resource, decide };
}

const DONE: Record<ReviewDecision, [string, string]> = {
  approved: ['Review approved', 'It now shows on the reviews page.'],
  rejected: ['Review rejected', 'Visitors will not see it.'],
};

/** Runs the agent's decisions one at a time, with the busy state the cards show and a toast either way. */
export function useDecisions(decide: (id: string, decision: ReviewDecision) => Promise<void>) {
  const [saving, setSaving] = useState<{ id: string; decision: ReviewDecision }>();
  async function run(id: string, decision: ReviewDecision) {
    setSaving({ id, decision });
    try {
      await decide(id, decision);
      notify.success(...DONE[decision]);
    } catch {
      notify.error('Not saved', 'Check your connection and try again.');
    } finally {
      setSaving(undefined);
    }
  }
  return { saving, run };
}
