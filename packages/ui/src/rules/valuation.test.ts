import { describe, expect, it } from 'vitest';
import { makeClosedSales, makeListing, makeValuationAreas } from '../test/factories';
import { cityKey, closedSalesOf, priceRangeFor, valuationAnswer, type ClosedSale } from './valuation';

const sale = (overrides: Partial<ClosedSale>): ClosedSale => ({
  address: '100 Sample St',
  city: 'Ferndale',
  bedrooms: 3,
  bathrooms: 1,
  closedPrice: 300000,
  ...overrides,
});

describe('the price range of a valuation request', () => {
  it('runs from the lowest to the highest closed price of the city’s sales with the chosen bedrooms', () => {
    const range = priceRangeFor(makeClosedSales(), { city: 'Ferndale', bedrooms: '3' });
    expect(range).toMatchObject({ low: 268000, high: 301000, basis: 'bedrooms', scope: 'city' });
    expect(range?.sales.map((used) => used.address)).toEqual([
      '2215 Pinecrest Dr',
      '611 W Drayton St',
      '1540 Cambridge Rd',
    ]);
  });

  it('uses all of the city’s sales when fewer than three have the chosen bedrooms', () => {
    const range = priceRangeFor(makeClosedSales(), { city: 'Ferndale', bedrooms: '4' });
    expect(range).toMatchObject({ low: 268000, high: 352500, basis: 'all', scope: 'city' });
    expect(range?.sales).toHaveLength(4);
  });

  it('gives no range at all for a city with two sales, or none', () => {
    expect(priceRangeFor(makeClosedSales(), { city: 'Royal Oak', bedrooms: '3' })).toBeUndefined();
    expect(priceRangeFor(makeClosedSales(), { city: 'Troy' })).toBeUndefined();
    expect(priceRangeFor(makeClosedSales(), { city: '   ' })).toBeUndefined();
  });

  it('reads the city however the visitor types it', () => {
    expect(cityKey('  ferndale, MI ')).toBe('ferndale');
    expect(cityKey('Royal  Oak, Michigan')).toBe('royal oak');
    expect(cityKey('St. Clair Shores')).toBe('st clair shores');
    expect(cityKey('Springfield, IL 62704')).toBe('springfield');
    expect(priceRangeFor(makeClosedSales(), { city: 'FERNDALE, mi' })?.sales).toHaveLength(4);
  });

  it('counts five or more bedrooms as one choice', () => {
    const sales = [5, 6, 7, 3].map((bedrooms, i) =>
      sale({ city: 'Grosse Pointe', bedrooms, closedPrice: 800000 + i * 50000 }),
    );
    expect(priceRangeFor(sales, { city: 'Grosse Pointe', bedrooms: '5+' })).toMatchObject({
      low: 800000,
      high: 900000,
      basis: 'bedrooms',
    });
  });

  it('uses the six most recent sales, by closing day where known', () => {
    const sales = [
      ...Array.from({ length: 7 }, (_, i) => sale({ address: `${i} Undated St`, closedPrice: 200000 + i })),
      sale({ address: 'Old Dated Rd', closedOn: '2025-01-15', closedPrice: 150000 }),
      sale({ address: 'New Dated Rd', closedOn: '2026-10-01', closedPrice: 450000 }),
    ];
    const range = priceRangeFor(sales, { city: 'Ferndale' });
    expect(range?.sales.map((used) => used.address)).toEqual([
      'New Dated Rd',
      'Old Dated Rd',
      '0 Undated St',
      '1 Undated St',
      '2 Undated St',
      '3 Undated St',
    ]);
    expect(range).toMatchObject({ low: 150000, high: 450000 });
  });

  it('is made from closed listings with a closed price only', () => {
    const listings = [
      makeListing({ status: 'recently_closed', closedPrice: 412000, address: '9 Closed Ct' }),
      makeListing({ status: 'recently_closed', closedPrice: null }),
      makeListing({ status: 'pending', closedPrice: null }),
      { ...makeListing({ status: 'recently_closed', closedPrice: 300000 }), closedOn: '2026-09-30' },
    ];
    expect(closedSalesOf(listings)).toEqual([
      { address: '9 Closed Ct', city: 'Royal Oak', bedrooms: 3, bathrooms: 1.5, closedPrice: 412000 },
      {
        address: '412 W Lincoln Ave',
        city: 'Royal Oak',
        bedrooms: 3,
        bathrooms: 1.5,
        closedPrice: 300000,
        closedOn: '2026-09-30',
      },
    ]);
  });
});

describe('the answer to a valuation request, widening from the city', () => {
  const areas = makeValuationAreas();

  it('gives the city’s own range when the city has three sales, whatever is nearby', () => {
    const answer = valuationAnswer(makeClosedSales(), { city: 'Ferndale', bedrooms: '3' }, areas);
    expect(answer).toMatchObject({ kind: 'range', range: { scope: 'city', low: 268000, high: 301000 } });
  });

  it('widens to the nearby cities when the city has fewer than three, and says how many were its own', () => {
    // Royal Oak has two sales; Ferndale and Berkley are its nearby cities.
    const answer = valuationAnswer(makeClosedSales(), { city: 'royal oak, mi' }, areas);
    expect(answer?.kind).toBe('range');
    if (answer?.kind !== 'range') return;
    expect(answer.range).toMatchObject({ scope: 'nearby', city: 'Royal Oak', inCity: 2, basis: 'all' });
    expect(answer.range.county).toBeUndefined();
    // The city's own sales first, then the nearby ones, most recent first; six at most.
    expect(answer.range.sales.map((sale) => sale.city)).toEqual([
      'Royal Oak',
      'Royal Oak',
      'Ferndale',
      'Ferndale',
      'Ferndale',
      'Ferndale',
    ]);
    expect(answer.range).toMatchObject({ low: 259000, high: 381000 });
  });

  it('widens to the county when the city and its nearby cities have fewer than three', () => {
    // Bloomfield Hills: none of its own, Birmingham's one nearby, the rest of Oakland County beyond.
    const answer = valuationAnswer(makeClosedSales(), { city: 'Bloomfield Hills', bedrooms: '4' }, areas);
    expect(answer?.kind).toBe('range');
    if (answer?.kind !== 'range') return;
    expect(answer.range).toMatchObject({
      scope: 'county',
      county: 'Oakland County',
      inCity: 0,
      basis: 'all',
    });
    expect(answer.range.sales[0]?.city).toBe('Birmingham');
    expect(answer.range.sales).toHaveLength(6);
  });

  it('lists the nearest sales, without a range, when even the county has fewer than three', () => {
    const sales = [
      sale({ address: '409 Penniman Ave', city: 'Plymouth', closedOn: '2026-08-01' }),
      sale({ address: '15840 Ellen Dr', city: 'Livonia', closedOn: '2026-09-12' }),
      ...makeClosedSales(),
    ];
    expect(priceRangeFor(sales, { city: 'Plymouth' }, areas)).toBeUndefined();
    expect(valuationAnswer(sales, { city: 'Plymouth' }, areas)).toEqual({
      kind: 'nearest',
      city: 'Plymouth',
      sales: [sales[0], sales[1]],
    });
  });

  it('never gives a number from fewer than three sales, however far it looks', () => {
    const two = [sale({ city: 'Plymouth' }), sale({ city: 'Livonia', closedPrice: 410000 })];
    for (const city of ['Plymouth', 'Livonia', 'Canton', 'Detroit']) {
      expect(priceRangeFor(two, { city }, areas)).toBeUndefined();
      expect(valuationAnswer(two, { city }, areas)?.kind).not.toBe('range');
    }
  });

  it('says there are none near a city with no sales in it or around it, and waits for a city', () => {
    expect(valuationAnswer(makeClosedSales(), { city: 'Marquette' }, areas)).toEqual({
      kind: 'none',
      city: 'Marquette',
    });
    expect(valuationAnswer(makeClosedSales(), { city: 'Plymouth' }, areas)).toEqual({
      kind: 'none',
      city: 'Plymouth',
    });
    expect(valuationAnswer(makeClosedSales(), { city: '  ' }, areas)).toBeUndefined();
  });

  it('does not widen at all without a table of areas', () => {
    expect(valuationAnswer(makeClosedSales(), { city: 'Royal Oak' })).toMatchObject({
      kind: 'nearest',
      sales: [{ city: 'Royal Oak' }, { city: 'Royal Oak' }],
    });
  });
});
