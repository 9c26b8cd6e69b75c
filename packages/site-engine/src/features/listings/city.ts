import type { Database, ListingRow } from '@agent-sites/schemas';
import type { ClosedSale } from '@agent-sites/ui';
import type { PostgrestClient } from '@supabase/postgrest-js';

// A city's listings and figures, read on the server as a few bounded reads and one aggregate
// (`public.listing_figures`), never every listing: what a neighbourhood page shows
// (docs/decisions/054-search-in-the-database.md). Rows, as the database answers them; the page's
// listings are `city-listings.ts`'s.

/** A median and how many homes it was taken over. */
export interface Median {
  value: number;
  of: number;
}

/**
 * The figures of the listings a visitor may see (in one city, or everywhere). Every median comes
 * with its sample size; whoever shows it decides how few homes are too few.
 */
export interface ListingFigures {
  /** Homes available now (status `current`). */
  forSale: number;
  /** Their asking prices' median, over those with a price. */
  medianListPrice?: Median;
  /** The agent's own recent sales (listed by the agent, status `recently_closed`). */
  sold: number;
  /** Those sales' closing prices' median, over those with one. */
  medianSalePrice?: Median;
  /** Whole days from listing to closing, the median over the sales with both dates. */
  medianDaysOnMarket?: Median;
  /** Closing price over asking price, the mean over the sales with both (1 = at the asking price). */
  saleToList?: Median;
}

type FiguresRow = Database['public']['Functions']['listing_figures']['Returns'][number];

const medianOf = (value: number | null, of: number | string): Median | undefined =>
  value === null || Number(of) === 0 ? undefined : { value, of: Number(of) };

/** The aggregate's row as figures. */
export function figuresOf(row: FiguresRow): ListingFigures {
  const figures: ListingFigures = { forSale: Number(row.for_sale), sold: Number(row.sold) };
  const listPrice = medianOf(row.median_list_price, row.list_prices);
  if (listPrice) figures.medianListPrice = listPrice;
  const salePrice = medianOf(row.median_sale_price, row.sale_prices);
  if (salePrice) figures.medianSalePrice = salePrice;
  const days = medianOf(row.median_days_on_market, row.days_on_market);
  if (days) figures.medianDaysOnMarket = days;
  const ratio = medianOf(row.sale_to_list, row.sale_to_list_of);
  if (ratio) figures.saleToList = ratio;
  return figures;
}

/** The figures of the listings in the city `citySlug` (the filter's slug), or of every listing. */
export async function listingFigures(
  client: PostgrestClient<Database>,
  citySlug?: string,
): Promise<ListingFigures> {
  const { data, error } = await client.rpc('listing_figures', citySlug ? { p_city_slug: citySlug } : {});
  if (error) throw error;
  const [row] = data;
  if (!row) throw new Error('listing_figures answered no row');
  return figuresOf(row);
}

/** The first rows of a read, and how many there are in all. */
export interface RowsPage {
  rows: ListingRow[];
  total: number;
}

/** The homes on the market a city page shows first (newest first), and the agent's sales there. */
export const CITY_PAGE_SIZE = { onMarket: 24, sales: 12 } as const;

/** What a neighbourhood page shows of its city, as rows. */
export interface CityRows {
  /** The city's name as its listings write it, when a visitor may see any listing there. */
  name?: string;
  onMarket: RowsPage;
  sales: RowsPage;
  figures: ListingFigures;
}

const pageOf = (rows: ListingRow[] | null, count: number | null): RowsPage => ({
  rows: rows ?? [],
  total: count ?? 0,
});

/**
 * The city `citySlug`'s listings as its page shows them: its name (from the aggregate of cities,
 * `listing_areas` of that city alone), the newest homes on the market (every status but recently closed), the
 * agent's own most recent sales, with their counts, and the figures, read at once.
 */
export async function readCityRows(client: PostgrestClient<Database>, citySlug: string): Promise<CityRows> {
  const [area, onMarket, sales, figures] = await Promise.all([
    client.rpc('listing_areas', { p_city_slug: citySlug }).maybeSingle(),
    client
      .from('listings')
      .select('*', { count: 'exact' })
      .eq('city_slug', citySlug)
      .neq('status', 'recently_closed')
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(CITY_PAGE_SIZE.onMarket),
    client
      .from('listings')
      .select('*', { count: 'exact' })
      .eq('city_slug', citySlug)
      .eq('status', 'recently_closed')
      .eq('listed_by_agent', true)
      .order('closed_on', { ascending: false, nullsFirst: false })
      .order('id', { ascending: false })
      .limit(CITY_PAGE_SIZE.sales),
    listingFigures(client, citySlug),
  ]);
  if (area.error) throw area.error;
  if (onMarket.error) throw onMarket.error;
  if (sales.error) throw sales.error;
  return {
    ...(area.data ? { name: area.data.city } : {}),
    onMarket: pageOf(onMarket.data, onMarket.count),
    sales: pageOf(sales.data, sales.count),
    figures,
  };
}

/** The most of the agent's sales the valuation form weighs: years of a busy agent's closings. */
export const OWN_SALES_LIMIT = 500;

/**
 * The agent's own sales with a closing price, newest first (at most `OWN_SALES_LIMIT`), as the
 * valuation form compares a home with them: a few columns of a few hundred rows, never every
 * listing.
 */
export async function ownSales(client: PostgrestClient<Database>): Promise<ClosedSale[]> {
  const { data, error } = await client
    .from('listings')
    .select('address, city, bedrooms, bathrooms, closed_price, closed_on')
    .eq('status', 'recently_closed')
    .eq('listed_by_agent', true)
    .not('closed_price', 'is', null)
    .order('closed_on', { ascending: false, nullsFirst: false })
    .order('id', { ascending: false })
    .limit(OWN_SALES_LIMIT);
  if (error) throw error;
  return data.map((row) => ({
    address: row.address,
    city: row.city,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    closedPrice: row.closed_price!,
    closedOn: row.closed_on,
  }));
}
