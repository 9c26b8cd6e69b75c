import { describe, expect, it } from 'vitest';
import { makeClosedSales, makeListing } from '../test/factories';
import { cityKey, closedSalesOf, priceRangeFor, type ClosedSale } from './valuation';

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
    expect(range).toMatchObject({ low: 268000, high: 301000, basis: 'bedrooms' });
    expect(range?.sales.map((used) => used.address)).toEqual([
      '2215 Pinecrest Dr',
      '611 W Drayton St',
      '1540 Cambridge Rd',
    ]);
  });

  it('uses all of the city’s sales when fewer than three have the chosen bedrooms', () => {
    const range = priceRangeFor(makeClosedSales(), { city: 'Ferndale', bedrooms: '4' });
    expect(range).toMatchObject({ low: 268000, high: 352500, basis: 'city' });
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
