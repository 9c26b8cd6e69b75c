import { describe, expect, it } from 'vitest';
import { figureWords } from '../../content/pages/areas.ts';
import { areaFigureCards } from './area-figures.ts';
import { areaPage, areaPages, listingsIn } from './areas.ts';

describe("a neighborhood's figures", () => {
  it('shows the counts and each median taken over three or more homes, in my words', () => {
    const figures = {
      forSale: 4,
      medianListPrice: { value: 389_900, of: 3 },
      sold: 3,
      medianSalePrice: { value: 296_500, of: 3 },
      medianDaysOnMarket: { value: 14.5, of: 4 },
    };
    expect(areaFigureCards(figures, 'Berkley', figureWords)).toEqual([
      { label: 'Homes for sale', value: '4', detail: 'available now in Berkley' },
      { label: 'Median list price', value: '$389,900', detail: 'of the 3 homes for sale' },
      { label: 'My recent sales', value: '3', detail: 'closed in Berkley' },
      { label: 'Median sale price', value: '$296,500', detail: 'of my last 3 sales there' },
      { label: 'Days on market', value: '15 days', detail: 'listing to closing, the median of 4 sales' },
    ]);
  });

  it('shows the counts and no median when there are too few homes behind it', () => {
    const figures = {
      forSale: 2,
      medianListPrice: { value: 282_250, of: 2 },
      sold: 2,
      medianSalePrice: { value: 352_500, of: 1 },
      medianDaysOnMarket: { value: 9.5, of: 2 },
    };
    expect(areaFigureCards(figures, 'Ferndale', figureWords).map((card) => card.value)).toEqual(['2', '2']);
  });

  it('is two zeros for a featured area with no listings, never a made-up price', () => {
    expect(
      areaFigureCards({ forSale: 0, sold: 0 }, 'Dearborn', figureWords).map((card) => card.value),
    ).toEqual(['0', '0']);
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
