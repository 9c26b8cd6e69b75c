// The reviews visitors sent and the agent approved, as /reviews shows them after the five featured
// testimonials: prerendered from the build's read, then read again in the browser.
/** An approved review as anyone may read it: only these columns (supabase/README.md, Reviews). */
export interface ApprovedReview {
  id: string;
  name: string;
  location?: string;
  text: string;
  /** 1 to 5. */
  rating?: number;
}

/** The columns visitors may read; `select('*')` as anon is refused. */
export const APPROVED_REVIEW_COLUMNS = 'id, name, location, text, rating, approved_at';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Rows as the REST API answers them, newest approval first, to what a `Testimonial` shows: plain
 * text, an empty location left out, a rating only from 1 to 5. Anything malformed is skipped
 * rather than shown half.
 */
export function toApprovedReviews(rows: unknown): ApprovedReview[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row): ApprovedReview[] => {
    if (!isRecord(row)) return [];
    const { id, name, location, text, rating } = row;
    if (typeof id !== 'string' || typeof name !== 'string' || typeof text !== 'string') return [];
    if (!text.trim()) return [];
    return [
      {
        id,
        name,
        location: typeof location === 'string' && location.trim() ? location : undefined,
        text,
        rating: typeof rating === 'number' && rating >= 1 && rating <= 5 ? rating : undefined,
      },
    ];
  });
}

let known: ApprovedReview[] | undefined;

/** The approved reviews this visit last read, if it has (kept across navigations). */
export const knownApprovedReviews = (): ApprovedReview[] | undefined => known;

/**
 * Reads the approved reviews now, anonymously, through the same light REST client as the
 * listings (decision 006). Loaded only when the section nears the viewport.
 */
export async function readApprovedReviews(): Promise<ApprovedReview[]> {
  const { database } = await import('../../lib/database.ts');
  const { data, error } = await database()
    .from('reviews')
    .select(APPROVED_REVIEW_COLUMNS)
    .order('approved_at', { ascending: false });
  if (error) throw new Error(`Reading the reviews: ${error.message}`);
  const reviews = toApprovedReviews(data);
  known = reviews;
  return reviews;
}
