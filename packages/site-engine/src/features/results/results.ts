// The agent's results strip, computed from the site's data rather than typed in: homes sold,
// median days on market, sale-to-list ratio and the approved reviews' average. The sales' figures
// come from the database's aggregate (`listing_figures`, decision 054); a figure with too little
// behind it is left out, never shown as 0.
import type { ListingFigures } from '../listings/city.ts';

/** What the agent's sales contribute: the aggregate's figures of them. */
export type SaleFigures = Pick<ListingFigures, 'sold' | 'medianDaysOnMarket' | 'saleToList'>;

/** An approved review's rating, 1 to 5, if it has one. */
export interface RatedReview {
  rating?: number;
}

/** Fewer sales or reviews than this and a median, ratio or average means nothing: it is left out. */
export const MIN_SAMPLE = 3;

/** The figures, each present only when there is enough data for it. */
export interface Results {
  /** The agent's recently closed listings. */
  homesSold?: number;
  /** Days from listing date to closed date, the median of the closed listings that have both. */
  medianDaysOnMarket?: number;
  /** Closed price over list price, the mean over the closed listings that have both (1 = at list). */
  saleToList?: number;
  /** The approved reviews' average rating, to one decimal, and how many there are. */
  reviews?: { average: number; count: number };
}

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** The agent's results from the sales' figures (visitors' view of the listings) and the approved reviews. */
export function resultsOf(sales: SaleFigures, reviews: readonly RatedReview[]): Results {
  const ratings = reviews.flatMap((review) =>
    typeof review.rating === 'number' && review.rating >= 1 && review.rating <= 5 ? [review.rating] : [],
  );
  const enough = (figure: { of: number } | undefined) => figure !== undefined && figure.of >= MIN_SAMPLE;
  const results: Results = {};
  if (sales.sold > 0) results.homesSold = sales.sold;
  if (enough(sales.medianDaysOnMarket)) results.medianDaysOnMarket = sales.medianDaysOnMarket!.value;
  if (enough(sales.saleToList)) results.saleToList = sales.saleToList!.value;
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
