// A neighborhood page's figures, computed from the site's listings in that city: how many homes
// are for sale and their median list price, how many the agent has sold and their median sale
// price and days on market. A median from fewer than `MIN_SAMPLE` homes says little about a city
// and reads as the price of one home: it is left out, never shown as a guess (decision 050).
import { formatPrice, type Listing } from '@agent-sites/schemas';
import { MIN_SAMPLE, daysBetween, median } from '@agent-sites/site-engine/features/results/results.ts';

/** What a listing contributes to its city's figures. */
export type AreaFacts = Pick<Listing, 'status' | 'price' | 'closedPrice' | 'listingDate' | 'closedOn'>;

/** A median and how many homes it was taken over. */
export interface Median {
  value: number;
  of: number;
}

/** A city's figures; a median is present only with enough homes behind it. */
export interface AreaFigures {
  /** Homes available now (status `current`). */
  forSale: number;
  /** The asking prices of the homes for sale that have one. */
  medianListPrice?: Median;
  /** The agent's recent sales there (status `recently_closed`). */
  sold: number;
  /** The closed prices of those sales that have one. */
  medianSalePrice?: Median;
  /** Whole days from listing to closing, over the sales with both dates. */
  medianDaysOnMarket?: Median;
}

/** The median of `values`, or nothing when there are too few of them to mean anything. */
const medianOf = (values: readonly number[]): Median | undefined =>
  values.length >= MIN_SAMPLE ? { value: median(values), of: values.length } : undefined;

/** The figures of one city's listings (every status). */
export function areaFigures(homes: readonly AreaFacts[]): AreaFigures {
  const forSale = homes.filter((home) => home.status === 'current');
  const sold = homes.filter((home) => home.status === 'recently_closed');
  const days = sold.flatMap((home) => {
    const count =
      home.listingDate && home.closedOn ? daysBetween(home.listingDate, home.closedOn) : undefined;
    return count === undefined ? [] : [count];
  });
  const figures: AreaFigures = { forSale: forSale.length, sold: sold.length };
  const listPrice = medianOf(forSale.flatMap((home) => (home.price ? [home.price] : [])));
  if (listPrice) figures.medianListPrice = listPrice;
  const salePrice = medianOf(sold.flatMap((home) => (home.closedPrice ? [home.closedPrice] : [])));
  if (salePrice) figures.medianSalePrice = salePrice;
  const market = medianOf(days);
  if (market) figures.medianDaysOnMarket = { ...market, value: Math.round(market.value) };
  return figures;
}

/** One figure as a stat card shows it. */
export interface AreaFigure {
  label: string;
  value: string;
  detail: string;
}

/** The words around the figures, in the agent's voice (the site's content). */
export interface AreaFigureWords {
  forSale: { label: string; detail: (city: string) => string };
  medianListPrice: { label: string; detail: (count: number) => string };
  sold: { label: string; detail: (city: string) => string };
  medianSalePrice: { label: string; detail: (count: number) => string };
  medianDaysOnMarket: { label: string; value: (days: number) => string; detail: (count: number) => string };
}

/**
 * The figures there are, in order: the counts always (a count is never misleading, even at 0),
 * each median only when there was enough to take one.
 */
export function areaFigureCards(figures: AreaFigures, city: string, words: AreaFigureWords): AreaFigure[] {
  const { forSale, medianListPrice, sold, medianSalePrice, medianDaysOnMarket } = figures;
  const cards: (AreaFigure | undefined)[] = [
    { label: words.forSale.label, value: String(forSale), detail: words.forSale.detail(city) },
    medianListPrice && {
      label: words.medianListPrice.label,
      value: formatPrice(medianListPrice.value),
      detail: words.medianListPrice.detail(medianListPrice.of),
    },
    { label: words.sold.label, value: String(sold), detail: words.sold.detail(city) },
    medianSalePrice && {
      label: words.medianSalePrice.label,
      value: formatPrice(medianSalePrice.value),
      detail: words.medianSalePrice.detail(medianSalePrice.of),
    },
    medianDaysOnMarket && {
      label: words.medianDaysOnMarket.label,
      value: words.medianDaysOnMarket.value(medianDaysOnMarket.value),
      detail: words.medianDaysOnMarket.detail(medianDaysOnMarket.of),
    },
  ];
  return cards.filter((card): card is AreaFigure => card !== undefined);
}
