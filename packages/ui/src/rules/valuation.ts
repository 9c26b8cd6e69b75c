import type { ListingSummary } from './listing';

/**
 * What a valuation request answers the visitor, from the agent's own closed sales (issues 16 and
 * 26; docs/decisions/022-tour-and-valuation-requests.md, 042-the-sellers-path.md). The method, in
 * words a seller can check against the sales listed beside it:
 *
 * - the agent's closed sales (recently closed, with a closed price) in the city typed, compared
 *   without case, spaces or what follows a comma (a state, a ZIP code);
 * - fewer than three there: the city and its nearby cities, then the city's county, as the site's
 *   table of areas groups them (`ValuationArea`); the answer says it widened, and to where;
 * - of the sales in that area, the ones with the bedroom count chosen when there are at least
 *   three of them, otherwise all of them;
 * - the six nearest (the city's own first, then the nearby cities', then the county's), most
 *   recent first within each;
 * - the range runs from the lowest to the highest of their closed prices.
 *
 * Fewer than three sales even across the county give no number at all: two sales are an anecdote,
 * not a price. The visitor sees the nearest of them instead, as a list without prices.
 */

/** One of the agent's closed sales, as the comparison lists it. */
export interface ClosedSale {
  /** The street address, as the listing shows it. */
  address: string;
  city: string;
  bedrooms: number | null;
  bathrooms: number | null;
  /** What it sold for, in whole US dollars. */
  closedPrice: number;
  /** The closing day (`YYYY-MM-DD`), where the listing records it. */
  closedOn?: string | null;
}

/**
 * One city the agent serves, and what is near it: the site's table of areas, which the range widens
 * through. Data, not code: the site's content names the places.
 */
export interface ValuationArea {
  /** The city, as people write it ("Springfield"). */
  city: string;
  /** The county it is in ("Sangamon County"): the widest area a range may come from. */
  county?: string;
  /** The cities near enough to compare with, nearest first. */
  nearby?: readonly string[];
}

/** How far a range had to reach: the city typed, the city and its nearby cities, or its county. */
export type ValuationScope = 'city' | 'nearby' | 'county';

/** The range shown to the visitor and the sales it comes from. */
export interface PriceRange {
  low: number;
  high: number;
  /** The sales used, nearest first, most recent first within a city. */
  sales: ClosedSale[];
  /** Whether they are the homes with the chosen bedroom count, or all of the area's. */
  basis: 'bedrooms' | 'all';
  /** How far it reached; `city` unless the city alone had fewer than three sales. */
  scope: ValuationScope;
  /** The city typed, as the table or the sales spell it. */
  city: string;
  /** The county, when the range reached it. */
  county?: string;
  /** How many of the agent's sales are in the city itself. */
  inCity: number;
}

/**
 * What the visitor is told about their home's price: a range from three or more sales, or the
 * nearest sales as a list (one or two; never a number), or that the agent has none nearby.
 */
export type ValuationAnswer =
  | { kind: 'range'; range: PriceRange }
  | { kind: 'nearest'; city: string; sales: ClosedSale[] }
  | { kind: 'none'; city: string };

/** At least this many sales give a range; the range uses at most `maxSales` of them. */
export const PRICE_RANGE_RULES = { minSales: 3, maxSales: 6 } as const;

/**
 * A city as typed or stored, for comparing: "  springfield, il " and "Springfield" are one city.
 * No city's name has a comma, so what follows one (a state, a ZIP code) is dropped, whichever
 * state the agent works in.
 */
export function cityKey(city: string): string {
  return (city.split(',')[0] ?? '').toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();
}

/** Whether a sale has the bedroom count chosen in the form ("3", or "5+" for five or more). */
function hasBedrooms(sale: ClosedSale, bedrooms: string): boolean {
  if (sale.bedrooms === null) return false;
  if (bedrooms.endsWith('+')) return sale.bedrooms >= Number.parseInt(bedrooms, 10);
  return sale.bedrooms === Number(bedrooms);
}

/** The listings that are closed sales with a price, in the order given. */
export function closedSalesOf(
  listings: readonly Pick<
    ListingSummary,
    'status' | 'address' | 'city' | 'bedrooms' | 'bathrooms' | 'closedPrice' | 'closedOn'
  >[],
): ClosedSale[] {
  return listings.flatMap((listing) =>
    listing.status === 'recently_closed' && listing.closedPrice != null
      ? [
          {
            address: listing.address,
            city: listing.city,
            bedrooms: listing.bedrooms,
            bathrooms: listing.bathrooms,
            closedPrice: listing.closedPrice,
            ...(listing.closedOn ? { closedOn: listing.closedOn } : {}),
          },
        ]
      : [],
  );
}

/** Most recent first: dated sales by date, newest first; undated ones after them, in the order given. */
function mostRecentFirst(sales: readonly ClosedSale[]): ClosedSale[] {
  return sales
    .map((sale, index) => ({ sale, index }))
    .sort((a, b) => {
      const [dayA, dayB] = [a.sale.closedOn ?? '', b.sale.closedOn ?? ''];
      if (dayA !== dayB) return dayA < dayB ? 1 : -1;
      return a.index - b.index;
    })
    .map(({ sale }) => sale);
}

/** The table's entry for a city, compared as `cityKey` compares. */
function areaOf(areas: readonly ValuationArea[], city: string): ValuationArea | undefined {
  return areas.find((area) => cityKey(area.city) === city);
}

/**
 * The sales around a city, in rings: the city's own, its nearby cities', the rest of its county's.
 * A city missing from the table has only its own ring.
 */
function ringsAround(
  sales: readonly ClosedSale[],
  areas: readonly ValuationArea[],
  city: string,
): { scope: ValuationScope; sales: ClosedSale[] }[] {
  const area = areaOf(areas, city);
  const nearby = new Set((area?.nearby ?? []).map(cityKey));
  nearby.delete(city);
  const county = area?.county;
  const inCounty = (saleCity: string) => county !== undefined && areaOf(areas, saleCity)?.county === county;
  const rings = { city: [] as ClosedSale[], nearby: [] as ClosedSale[], county: [] as ClosedSale[] };
  for (const sale of sales) {
    const key = cityKey(sale.city);
    if (key === city) rings.city.push(sale);
    else if (nearby.has(key)) rings.nearby.push(sale);
    else if (inCounty(key)) rings.county.push(sale);
  }
  return (['city', 'nearby', 'county'] as const).map((scope) => ({
    scope,
    sales: mostRecentFirst(rings[scope]),
  }));
}

/** The city as the table, the sales or else the visitor spell it. */
function cityName(sales: readonly ClosedSale[], areas: readonly ValuationArea[], typed: string): string {
  const key = cityKey(typed);
  return (
    areaOf(areas, key)?.city ??
    sales.find((sale) => cityKey(sale.city) === key)?.city ??
    (typed.split(',')[0] ?? '').trim()
  );
}

/**
 * The range of the agent's sales like the home described, widened from the city to its nearby
 * cities and then its county (`areas`) until three or more sales are in it; `undefined` when even
 * the widest has fewer. `bedrooms` is the form's choice ("", "1" to "4", "5+").
 */
export function priceRangeFor(
  sales: readonly ClosedSale[],
  home: { city: string; bedrooms?: string },
  areas: readonly ValuationArea[] = [],
): PriceRange | undefined {
  const city = cityKey(home.city);
  if (!city) return undefined;
  const rings = ringsAround(sales, areas, city);
  let reached: ClosedSale[] = [];
  for (const ring of rings) {
    reached = [...reached, ...ring.sales];
    if (reached.length < PRICE_RANGE_RULES.minSales) continue;
    const alike = home.bedrooms ? reached.filter((sale) => hasBedrooms(sale, home.bedrooms!)) : [];
    const basis = alike.length >= PRICE_RANGE_RULES.minSales ? 'bedrooms' : 'all';
    const used = (basis === 'bedrooms' ? alike : reached).slice(0, PRICE_RANGE_RULES.maxSales);
    const prices = used.map((sale) => sale.closedPrice);
    const county = ring.scope === 'county' ? areaOf(areas, city)?.county : undefined;
    return {
      low: Math.min(...prices),
      high: Math.max(...prices),
      sales: used,
      basis,
      scope: ring.scope,
      city: cityName(sales, areas, home.city),
      ...(county ? { county } : {}),
      inCity: rings[0]?.sales.length ?? 0,
    };
  }
  return undefined;
}

/**
 * The honest answer for a home: its range when three or more sales are near enough
 * (`priceRangeFor`); otherwise the nearest of the agent's sales (the city's, its nearby cities',
 * its county's: one or two, as a list without a price); otherwise that there are none. `undefined`
 * while no city is typed.
 */
export function valuationAnswer(
  sales: readonly ClosedSale[],
  home: { city: string; bedrooms?: string },
  areas: readonly ValuationArea[] = [],
): ValuationAnswer | undefined {
  const city = cityKey(home.city);
  if (!city) return undefined;
  const range = priceRangeFor(sales, home, areas);
  if (range) return { kind: 'range', range };
  const name = cityName(sales, areas, home.city);
  const nearest = ringsAround(sales, areas, city).flatMap((ring) => ring.sales);
  return nearest.length > 0 ? { kind: 'nearest', city: name, sales: nearest } : { kind: 'none', city: name };
}
