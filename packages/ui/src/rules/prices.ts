import { formatPrice } from '@agent-sites/schemas';
import type { ListingMode } from './filters';

// The price fields' amounts, apart from the filter rules a results page needs at once: only the
// filter forms (`FilterPanel`, `HomeSearch`) use them.

/**
 * Common amounts to pick from in the price fields, in whole dollars: sale prices, and monthly
 * rents. A broad metro market's range, from a starter condo to a large colonial; a site with
 * other prices passes its own amounts to the filter forms.
 */
export const PRICE_AMOUNTS: Readonly<Record<ListingMode, readonly number[]>> = {
  sale: [100_000, 150_000, 200_000, 250_000, 300_000, 400_000, 500_000, 750_000, 1_000_000, 1_500_000],
  rent: [750, 1_000, 1_250, 1_500, 2_000, 2_500, 3_000],
};

/** "$300,000", or "$950 a month" when renting: the amount a price field understood. */
export function priceAmountText(amount: number, mode: ListingMode = 'sale'): string {
  return mode === 'rent' ? `${formatPrice(amount)} a month` : formatPrice(amount);
}
