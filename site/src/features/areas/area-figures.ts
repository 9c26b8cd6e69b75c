// A neighborhood page's figures, from the database's aggregate of that city's listings
// (`listing_figures`, decision 054): how many homes are for sale and their median list price, how
// many the agent has sold and their median sale price and days on market. A median from fewer
// than `MIN_SAMPLE` homes says little about a city and reads as the price of one home: it is left
// out, never shown as a guess (decision 050).
import { formatPrice } from '@agent-sites/schemas';
import type { ListingFigures } from '@agent-sites/site-engine/features/listings/city.ts';
import { MIN_SAMPLE } from '@agent-sites/site-engine/features/results/results.ts';

/** A median worth showing: taken over enough homes. */
const shown = <T extends { of: number }>(median: T | undefined): T | undefined =>
  median && median.of >= MIN_SAMPLE ? median : undefined;

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
export function areaFigureCards(figures: ListingFigures, city: string, words: AreaFigureWords): AreaFigure[] {
  const { forSale, sold } = figures;
  const medianListPrice = shown(figures.medianListPrice);
  const medianSalePrice = shown(figures.medianSalePrice);
  const medianDaysOnMarket = shown(figures.medianDaysOnMarket);
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
      value: words.medianDaysOnMarket.value(Math.round(medianDaysOnMarket.value)),
      detail: words.medianDaysOnMarket.detail(medianDaysOnMarket.of),
    },
  ];
  return cards.filter((card): card is AreaFigure => card !== undefined);
}
