// The agent's results strip, computed from the site's data rather than typed in: homes sold,
// median days on market, sale-to-list ratio and the approved reviews' average. A figure with too
// little behind it is left out, never shown as 0.
import type { Listing } from '@agent-sites/schemas';

/** What a listing contributes: its status, prices and dates. */
export type SaleFacts = Pick<Listing, 'status' | 'price' | 'closedPrice' | 'listingDate' | 'closedOn'>;

/** An approved review's rating, 1 to 5, if it has one. */
export interface RatedReview {
  rating?: number;
}

/** Fewer sales or reviews than this and a median, ratio or average means nothing: it is left out. */
export const MIN_SAMPLE = 3;

/** The figures, each present only when there is enough data for it. */
export interface Results {
  /** Recently closed listings. */
  homesSold?: number;
  /** Days from listing date to closed date, the median of the closed listings that have both. */
  medianDaysOnMarket?: number;
  /** Closed price over list price, the mean over the closed listings that have both (1 = at list). */
  saleToList?: number;
  /** The approved reviews' average rating, to one decimal, and how many there are. */
  reviews?: { average: number; count: number };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one `YYYY-MM-DD` to another, or undefined when either is not a date. */
export function daysBetween(from: string, to: string): number | undefined {
  const start = Date.parse(`${from.slice(0, 10)}T00:00:00Z`);
  const end = Date.parse(`${to.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return undefined;
  return Math.round((end - start) / DAY_MS);
}

/** The middle value, or the mean of the middle two. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The agent's results from the listings (visitors' view of them) and the approved reviews. */
export function resultsOf(listings: readonly SaleFacts[], reviews: readonly RatedReview[]): Results {
  const sold = listings.filter((listing) => listing.status === 'recently_closed');
  const days = sold.flatMap((listing) => {
    const count =
      listing.listingDate && listing.closedOn
        ? daysBetween(listing.listingDate, listing.closedOn)
        : undefined;
    return count === undefined ? [] : [count];
  });
  const ratios = sold.flatMap((listing) =>
    listing.price && listing.closedPrice ? [listing.closedPrice / listing.price] : [],
  );
  const ratings = reviews.flatMap((review) =>
    typeof review.rating === 'number' && review.rating >= 1 && review.rating <= 5 ? [review.rating] : [],
  );
  const results: Results = {};
  if (sold.length > 0) results.homesSold = sold.length;
  if (days.length >= MIN_SAMPLE) results.medianDaysOnMarket = median(days);
  if (ratios.length >= MIN_SAMPLE) results.saleToList = mean(ratios);
  if (ratings.length >= MIN_SAMPLE)
    results.reviews = { average: Math.round(mean(ratings) * 10) / 10, count: ratings.length };
  return results;
}

/** Whether there is any figure to show. */
export const hasResults = (results: Results | undefined): results is Results =>
  results !== undefined && Object.keys(results).length > 0;

/** One figure as the strip shows it. */
export interface ResultFigure {
  label: string;
  value: string;
  detail?: string;
}

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** The figures there are, in the strip's order, in the agent's words (the site's content). */
export function resultFigures(results: Results, text: ResultsWords): ResultFigure[] {
  const figures: ResultFigure[] = [];
  if (results.homesSold !== undefined) figures.push({ ...text.homesSold, value: String(results.homesSold) });
  if (results.medianDaysOnMarket !== undefined)
    figures.push({
      label: text.medianDaysOnMarket.label,
      value: text.medianDaysOnMarket.value(Math.round(results.medianDaysOnMarket)),
      detail: text.medianDaysOnMarket.detail,
    });
  if (results.saleToList !== undefined)
    figures.push({ ...text.saleToList, value: percent.format(results.saleToList) });
  if (results.reviews !== undefined)
    figures.push({
      label: text.reviews.label,
      value: text.reviews.value(results.reviews.average),
      detail: text.reviews.detail(results.reviews.count),
    });
  return figures;
}

/** The words `resultFigures` needs. */
export interface ResultsWords {
  homesSold: { label: string; detail: string };
  medianDaysOnMarket: { label: string; value: (days: number) => string; detail: string };
  saleToList: { label: string; detail: string };
  reviews: { label: string; value: (average: number) => string; detail: (count: number) => string };
}
