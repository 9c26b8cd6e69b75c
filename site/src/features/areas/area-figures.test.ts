import { describe, expect, it } from 'vitest';
import { figureWords } from '../../content/pages/areas.ts';
import { areaFigureCards, areaFigures, type AreaFacts } from './area-figures.ts';
import { areaPage, areaPages, listingsIn } from './areas.ts';

/** A home for sale at `price`. */
const forSale = (price: number | null): AreaFacts => ({
  status: 'current',
  price,
  closedPrice: null,
  listingDate: '2025-09-01',
  closedOn: null,
});

/** A sale listed at `price` on `listed`, closed `days` later at `closedPrice`. */
function sold(listed: string, days: number, price: number, closedPrice: number | null): AreaFacts {
  const closedOn = new Date(Date.parse(`${listed}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { status: 'recently_closed', price, closedPrice, listingDate: listed, closedOn };
}

describe("a neighborhood's figures", () => {
  it('takes the medians of three or more homes: list prices, sale prices and days on market', () => {
    const figures = areaFigures([
      forSale(389_900),
      forSale(264_500),
      forSale(725_000),
      forSale(null),
      { ...forSale(500_000), status: 'pending' },
      sold('2025-06-01', 9, 289_000, 296_500),
      sold('2025-05-01', 21, 279_900, 274_000),
      sold('2025-04-01', 14, 339_000, 345_000),
    ]);
    expect(figures).toEqual({
      forSale: 4,
      medianListPrice: { value: 389_900, of: 3 },
      sold: 3,
      medianSalePrice: { value: 296_500, of: 3 },
      medianDaysOnMarket: { value: 14, of: 3 },
    });
    expect(areaFigureCards(figures, 'Berkley', figureWords)).toEqual([
      { label: 'Homes for sale', value: '4', detail: 'available now in Berkley' },
      { label: 'Median list price', value: '$389,900', detail: 'of the 3 homes for sale' },
      { label: 'My recent sales', value: '3', detail: 'closed in Berkley' },
      { label: 'Median sale price', value: '$296,500', detail: 'of my last 3 sales there' },
      { label: 'Days on market', value: '14 days', detail: 'listing to closing, the median of 3 sales' },
    ]);
  });

  it('shows the counts and no median when there are too few homes behind it', () => {
    const figures = areaFigures([
      forSale(264_500),
      forSale(300_000),
      sold('2025-06-01', 12, 339_000, 352_500),
      sold('2025-06-01', 7, 339_000, null),
    ]);
    expect(figures).toEqual({ forSale: 2, sold: 2 });
    expect(areaFigureCards(figures, 'Ferndale', figureWords).map((card) => card.value)).toEqual(['2', '2']);
  });

  it('counts a sale without a price for days on market but not for the price, and an even count averages the middle two', () => {
    const figures = areaFigures([
      sold('2025-06-01', 10, 300_000, null),
      sold('2025-06-01', 20, 300_000, 310_000),
      sold('2025-06-01', 31, 300_000, 320_000),
      sold('2025-06-01', 40, 300_000, 330_000),
    ]);
    expect(figures.medianSalePrice).toEqual({ value: 320_000, of: 3 });
    expect(figures.medianDaysOnMarket).toEqual({ value: 26, of: 4 });
  });

  it('is all zeros for a featured area with no listings, never a made-up price', () => {
    expect(areaFigures([])).toEqual({ forSale: 0, sold: 0 });
  });
});

describe('the neighborhoods with a page', () => {
  const listings = [{ city: 'Troy' }, { city: 'Royal Oak' }, { city: 'Berkley' }, { city: 'Berkley' }];

  it("are the featured areas, then the listings' other cities by name, each once, by the filter's slug", () => {
    expect(areaPages(listings).map((area) => area.slug)).toEqual([
      'detroit',
      'royal-oak',
      'birmingham',
      'ferndale',
      'grosse-pointe',
      'dearborn',
      'berkley',
      'troy',
    ]);
    expect(areaPage('berkley', listings)).toEqual({ slug: 'berkley', name: 'Berkley' });
    expect(listingsIn('berkley', listings)).toHaveLength(2);
  });

  it('do not include a word of the URL that is no city', () => {
    expect(areaPage('scam-call-900-555-0199-now', listings)).toBeUndefined();
    expect(areaPage('hazel-park', listings)).toBeUndefined();
  });
});
