import { describe, expect, it } from 'vitest';
import { makeListing } from '../test/factories';
import {
  EMPTY_FILTERS,
  PROPERTY_TYPES,
  activeFilterCount,
  citySlug,
  clearedFilters,
  digitsOnly,
  filterParams,
  filtersFromParams,
  isFilterActive,
  matchesFilters,
  neighborhoodOptions,
  resultCountText,
  sortListings,
  withMode,
  type ListingFilters,
} from './filters';
import { priceAmountText } from './prices';

const filters = (overrides: Partial<ListingFilters>): ListingFilters => ({ ...EMPTY_FILTERS, ...overrides });

describe('PROPERTY_TYPES', () => {
  it('lists the five property types with their labels', () => {
    expect(PROPERTY_TYPES.map(({ value, label }) => `${value}=${label}`)).toEqual([
      'single_family=Single Family',
      'condo=Condo',
      'townhouse=Townhouse',
      'multi_family=Multi-Family',
      'land=Land',
    ]);
  });
});

describe('citySlug', () => {
  it('lowercases the city and turns spaces into hyphens', () => {
    expect(citySlug('Royal Oak')).toBe('royal-oak');
    expect(citySlug('Grosse Pointe Park')).toBe('grosse-pointe-park');
  });

  it('leaves a one-word city as its lowercase name', () => {
    expect(citySlug('Detroit')).toBe('detroit');
  });

  it('ignores surrounding spaces and runs of spaces', () => {
    expect(citySlug('  Royal   Oak ')).toBe('royal-oak');
  });
});

describe('digitsOnly', () => {
  it('strips the dollar sign and commas from a typed price', () => {
    expect(digitsOnly('$400,000')).toBe('400000');
  });

  it('strips letters, spaces and a decimal point', () => {
    expect(digitsOnly('about 350 k.')).toBe('350');
  });

  it('returns an empty string when nothing is a digit', () => {
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('$,')).toBe('');
  });
});

describe('EMPTY_FILTERS', () => {
  it('shows every home for sale, in every neighborhood, price, size and type, newest first', () => {
    expect(EMPTY_FILTERS).toEqual({
      mode: 'sale',
      areas: [],
      minPrice: '',
      maxPrice: '',
      beds: 'any',
      baths: 'any',
      propertyType: 'any',
      sort: 'newest',
    });
  });
});

describe('activeFilterCount and isFilterActive', () => {
  it('count nothing for the empty filters', () => {
    expect(activeFilterCount(EMPTY_FILTERS)).toBe(0);
    expect(isFilterActive(EMPTY_FILTERS)).toBe(false);
  });

  it.each<[string, Partial<ListingFilters>]>([
    ['renting', { mode: 'rent' }],
    ['a neighborhood', { areas: ['royal-oak'] }],
    ['a minimum price', { minPrice: '300000' }],
    ['a maximum price', { maxPrice: '500000' }],
    ['a bedroom count', { beds: '3' }],
    ['a bathroom count', { baths: '2' }],
    ['a property type', { propertyType: 'condo' }],
  ])('count one once %s is chosen', (_name, overrides) => {
    expect(activeFilterCount(filters(overrides))).toBe(1);
    expect(isFilterActive(filters(overrides))).toBe(true);
  });

  it('count several neighborhoods as one filter, and each other filter once', () => {
    expect(
      activeFilterCount(filters({ areas: ['royal-oak', 'ferndale'], maxPrice: '400000', beds: '3' })),
    ).toBe(3);
  });

  it('treat a price with no digits as no price filter', () => {
    expect(isFilterActive(filters({ minPrice: '$', maxPrice: ' ' }))).toBe(false);
  });

  it('do not count the order of the results', () => {
    expect(isFilterActive(filters({ sort: 'price-desc' }))).toBe(false);
  });
});

describe('clearedFilters', () => {
  it('resets every filter and keeps the order the visitor chose', () => {
    const chosen = filters({ mode: 'rent', areas: ['hamtramck'], beds: '2', sort: 'price-asc' });
    expect(clearedFilters(chosen)).toEqual({ ...EMPTY_FILTERS, sort: 'price-asc' });
  });
});

describe('withMode', () => {
  it('clears the price range when switching between buying and renting', () => {
    const buying = filters({ areas: ['ferndale'], minPrice: '200000', maxPrice: '400000', beds: '2' });
    expect(withMode(buying, 'rent')).toEqual(filters({ mode: 'rent', areas: ['ferndale'], beds: '2' }));
  });

  it('keeps the filters as they are when the mode does not change', () => {
    const buying = filters({ maxPrice: '400000' });
    expect(withMode(buying, 'sale')).toBe(buying);
  });
});

describe('filters in a URL query', () => {
  const query = (text: string) => filtersFromParams(new URLSearchParams(text));

  it('round-trip every filter and the order, with the neighborhoods sorted', () => {
    const chosen = filters({
      mode: 'rent',
      areas: ['royal-oak', 'ferndale'],
      minPrice: '750',
      maxPrice: '1500',
      beds: '2',
      baths: '1',
      propertyType: 'multi_family',
      sort: 'price-asc',
    });
    const text = filterParams(chosen).toString();
    expect(text).toBe(
      'for=rent&area=ferndale&area=royal-oak&min=750&max=1500&beds=2&baths=1&type=multi_family&sort=price-asc',
    );
    expect(query(text)).toEqual({ ...chosen, areas: ['ferndale', 'royal-oak'] });
  });

  it('leave a cleared view with a clean URL', () => {
    expect(filterParams(EMPTY_FILTERS).toString()).toBe('');
  });

  it('read an old single-area URL as one neighborhood, and "all" as every neighborhood', () => {
    expect(query('area=royal-oak').areas).toEqual(['royal-oak']);
    expect(query('area=all').areas).toEqual([]);
  });

  it('read the defaults a form sends without JavaScript as no filter at all', () => {
    expect(query('for=sale&min=&max=&beds=any&baths=any&type=any&sort=newest')).toEqual(EMPTY_FILTERS);
  });

  it('keep the digits of a typed price only', () => {
    expect(query('min=%24300%2C000&max=500k').minPrice).toBe('300000');
    expect(query('max=500k').maxPrice).toBe('500');
  });

  it('ignore values no field offers, unknown parameters and cities that are not slugs', () => {
    expect(
      query('for=lease&beds=12&baths=9&type=castle&sort=random&area=%3Cscript%3E&area=Royal%20Oak&x=1'),
    ).toEqual(EMPTY_FILTERS);
  });

  it('count a neighborhood chosen twice once', () => {
    expect(query('area=ferndale&area=ferndale').areas).toEqual(['ferndale']);
  });

  it('keep only the known neighborhoods when told which are known', () => {
    const known = new Set(['ferndale', 'royal-oak']);
    const params = new URLSearchParams('area=royal-oak&area=scam-call-900-555-0199-now&area=ferndale');
    expect(filtersFromParams(params, known).areas).toEqual(['ferndale', 'royal-oak']);
    expect(filtersFromParams(new URLSearchParams('area=scam-call-now'), known)).toEqual(EMPTY_FILTERS);
  });

  it('keep at most nine digits of a price, so a URL cannot spell an endless number', () => {
    expect(query('min=1234567890123&max=999999999').minPrice).toBe('123456789');
    expect(query('max=999999999').maxPrice).toBe('999999999');
  });
});

describe('priceAmountText', () => {
  it('writes a sale price, and a rent by the month', () => {
    expect(priceAmountText(300000)).toBe('$300,000');
    expect(priceAmountText(950, 'rent')).toBe('$950 a month');
  });
});

describe('resultCountText', () => {
  it('says how many homes match, and how many of them are for sale and how many are not', () => {
    expect(resultCountText(1)).toBe('1 home matches');
    expect(resultCountText(7, 3)).toBe('7 homes match: 4 for sale, 3 pending or closed');
    expect(resultCountText(0, 0)).toBe('0 homes match');
  });
});

describe('sortListings', () => {
  const royalOak = makeListing({ title: 'Royal Oak', price: 389900 });
  const tbd = makeListing({ title: 'Price TBD', status: 'coming_soon', price: null });
  const closed = makeListing({
    title: 'Closed',
    status: 'recently_closed',
    price: 200000,
    closedPrice: 471500,
  });
  const ferndale = makeListing({ title: 'Ferndale', price: 264500 });
  const newestFirst = [royalOak, tbd, closed, ferndale];
  const titles = (listings: { title: string }[]) => listings.map((listing) => listing.title);

  it('keeps the order given for newest', () => {
    expect(titles(sortListings(newestFirst, 'newest'))).toEqual([
      'Royal Oak',
      'Price TBD',
      'Closed',
      'Ferndale',
    ]);
  });

  it('sorts by the price shown, a closed home at its sale price, and a home without one last', () => {
    expect(titles(sortListings(newestFirst, 'price-asc'))).toEqual([
      'Ferndale',
      'Royal Oak',
      'Closed',
      'Price TBD',
    ]);
    expect(titles(sortListings(newestFirst, 'price-desc'))).toEqual([
      'Closed',
      'Royal Oak',
      'Ferndale',
      'Price TBD',
    ]);
  });

  it('leaves the listings it was given in their order', () => {
    sortListings(newestFirst, 'price-asc');
    expect(titles(newestFirst)).toEqual(['Royal Oak', 'Price TBD', 'Closed', 'Ferndale']);
  });
});

describe('neighborhoodOptions', () => {
  it('offers one option per city with its listing count, sorted by city name', () => {
    const listings = [
      makeListing({ city: 'Royal Oak' }),
      makeListing({ city: 'Birmingham' }),
      makeListing({ city: 'Royal Oak' }),
      makeListing({ city: 'Detroit' }),
    ];
    expect(neighborhoodOptions(listings)).toEqual([
      { value: 'birmingham', label: 'Birmingham', count: 1 },
      { value: 'detroit', label: 'Detroit', count: 1 },
      { value: 'royal-oak', label: 'Royal Oak', count: 2 },
    ]);
  });

  it('counts spellings of a city that share a slug as one city', () => {
    const listings = [makeListing({ city: 'Royal Oak' }), makeListing({ city: 'royal oak ' })];
    expect(neighborhoodOptions(listings)).toEqual([{ value: 'royal-oak', label: 'Royal Oak', count: 2 }]);
  });

  it('skips listings without a city', () => {
    expect(neighborhoodOptions([makeListing({ city: '' })])).toEqual([]);
  });

  it('offers nothing when there are no listings', () => {
    expect(neighborhoodOptions([])).toEqual([]);
  });

  it("takes a city's count as a database counts it, for a page that has not read every listing", () => {
    const areas = [
      { city: 'Royal Oak', count: 312 },
      { city: 'Ferndale', count: 41 },
    ];
    expect(neighborhoodOptions(areas, ['ferndale'])).toEqual([
      { value: 'ferndale', label: 'Ferndale', count: 41 },
      { value: 'royal-oak', label: 'Royal Oak', count: 312 },
    ]);
  });

  it('offers a chosen city without listings, with no listings, so it can be unticked', () => {
    expect(neighborhoodOptions([makeListing({ city: 'Royal Oak' })], ['grosse-pointe-park'])).toEqual([
      { value: 'grosse-pointe-park', label: 'Grosse Pointe Park', count: 0 },
      { value: 'royal-oak', label: 'Royal Oak', count: 1 },
    ]);
  });
});

describe('matchesFilters', () => {
  it('keeps every listing when no filter is set', () => {
    const listing = { ...makeListing({ price: null, bedrooms: null, bathrooms: null }), propertyType: null };
    expect(matchesFilters(listing, EMPTY_FILTERS)).toBe(true);
  });

  describe('neighborhoods', () => {
    it('keeps listings in any of the chosen cities', () => {
      const chosen = filters({ areas: ['royal-oak', 'ferndale'] });
      expect(matchesFilters(makeListing({ city: 'Royal Oak' }), chosen)).toBe(true);
      expect(matchesFilters(makeListing({ city: 'Ferndale' }), chosen)).toBe(true);
    });

    it('hides listings in other cities', () => {
      expect(matchesFilters(makeListing({ city: 'Birmingham' }), filters({ areas: ['royal-oak'] }))).toBe(
        false,
      );
    });

    it('keeps listings in every city when none is chosen', () => {
      expect(matchesFilters(makeListing({ city: 'Birmingham' }), filters({ areas: [] }))).toBe(true);
    });
  });

  describe('price', () => {
    it('hides listings below the minimum price', () => {
      expect(matchesFilters(makeListing({ price: 389900 }), filters({ minPrice: '400000' }))).toBe(false);
    });

    it('keeps listings at exactly the minimum price', () => {
      expect(matchesFilters(makeListing({ price: 400000 }), filters({ minPrice: '400000' }))).toBe(true);
    });

    it('hides listings above the maximum price', () => {
      expect(matchesFilters(makeListing({ price: 410000 }), filters({ maxPrice: '400000' }))).toBe(false);
    });

    it('keeps listings at exactly the maximum price', () => {
      expect(matchesFilters(makeListing({ price: 400000 }), filters({ maxPrice: '400000' }))).toBe(true);
    });

    it('keeps listings between the minimum and maximum', () => {
      const range = filters({ minPrice: '300000', maxPrice: '400000' });
      expect(matchesFilters(makeListing({ price: 389900 }), range)).toBe(true);
    });

    it('reads "$400,000" typed as a minimum price as 400000', () => {
      expect(matchesFilters(makeListing({ price: 389900 }), filters({ minPrice: '$400,000' }))).toBe(false);
      expect(matchesFilters(makeListing({ price: 425000 }), filters({ minPrice: '$400,000' }))).toBe(true);
    });

    it('reads "$400,000" typed as a maximum price as 400000', () => {
      expect(matchesFilters(makeListing({ price: 425000 }), filters({ maxPrice: '$400,000' }))).toBe(false);
      expect(matchesFilters(makeListing({ price: 389900 }), filters({ maxPrice: '$400,000' }))).toBe(true);
    });

    it('ignores empty or digitless price fields', () => {
      expect(matchesFilters(makeListing({ price: 1 }), filters({ minPrice: '', maxPrice: '$' }))).toBe(true);
    });

    it('treats a maximum of 0 as a real limit', () => {
      expect(matchesFilters(makeListing({ price: 389900 }), filters({ maxPrice: '0' }))).toBe(false);
    });

    it('keeps listings without a price whatever the price range', () => {
      const range = filters({ minPrice: '300000', maxPrice: '400000' });
      expect(matchesFilters(makeListing({ status: 'coming_soon', price: null }), range)).toBe(true);
    });

    it('compares the closed price of a recently closed listing, the amount its card shows', () => {
      const closed = makeListing({ status: 'recently_closed', price: 395000, closedPrice: 410000 });
      expect(matchesFilters(closed, filters({ minPrice: '400000' }))).toBe(true);
      expect(matchesFilters(closed, filters({ maxPrice: '400000' }))).toBe(false);
    });

    it('compares the asking price of a recently closed listing without a closed price', () => {
      const closed = makeListing({ status: 'recently_closed', price: 395000, closedPrice: null });
      expect(matchesFilters(closed, filters({ maxPrice: '400000' }))).toBe(true);
      expect(matchesFilters(closed, filters({ minPrice: '400000' }))).toBe(false);
    });

    it('compares the asking price of a listing that is not closed, even with a closed price set', () => {
      const current = makeListing({ status: 'current', price: 395000, closedPrice: 410000 });
      expect(matchesFilters(current, filters({ maxPrice: '400000' }))).toBe(true);
    });

    it('compares the asking price of a pending listing, whose card says "Pending"', () => {
      const pending = makeListing({ status: 'pending', price: 525000 });
      expect(matchesFilters(pending, filters({ maxPrice: '400000' }))).toBe(false);
    });
  });

  describe('beds', () => {
    it('keeps listings with at least the chosen number of bedrooms', () => {
      expect(matchesFilters(makeListing({ bedrooms: 3 }), filters({ beds: '3' }))).toBe(true);
      expect(matchesFilters(makeListing({ bedrooms: 5 }), filters({ beds: '4' }))).toBe(true);
    });

    it('hides listings with fewer bedrooms', () => {
      expect(matchesFilters(makeListing({ bedrooms: 2 }), filters({ beds: '3' }))).toBe(false);
    });

    it('keeps listings lacking a bedroom count', () => {
      expect(matchesFilters(makeListing({ bedrooms: null }), filters({ beds: '4' }))).toBe(true);
    });
  });

  describe('baths', () => {
    it('keeps listings with at least the chosen number of bathrooms', () => {
      expect(matchesFilters(makeListing({ bathrooms: 2 }), filters({ baths: '2' }))).toBe(true);
    });

    it('counts 2.5 baths as meeting "at least 2"', () => {
      expect(matchesFilters(makeListing({ bathrooms: 2.5 }), filters({ baths: '2' }))).toBe(true);
    });

    it('does not round 1.5 baths up to meet "at least 2"', () => {
      expect(matchesFilters(makeListing({ bathrooms: 1.5 }), filters({ baths: '2' }))).toBe(false);
    });

    it('hides listings with fewer bathrooms', () => {
      expect(matchesFilters(makeListing({ bathrooms: 2 }), filters({ baths: '3' }))).toBe(false);
    });

    it('keeps listings lacking a bathroom count', () => {
      expect(matchesFilters(makeListing({ bathrooms: null }), filters({ baths: '3' }))).toBe(true);
    });
  });

  describe('property type', () => {
    it('keeps listings of the chosen type', () => {
      expect(matchesFilters(makeListing({ propertyType: 'condo' }), filters({ propertyType: 'condo' }))).toBe(
        true,
      );
    });

    it('hides listings of another type', () => {
      const house = makeListing({ propertyType: 'single_family' });
      expect(matchesFilters(house, filters({ propertyType: 'condo' }))).toBe(false);
    });

    it('hides listings without a type once a type is chosen', () => {
      expect(
        matchesFilters({ ...makeListing(), propertyType: null }, filters({ propertyType: 'condo' })),
      ).toBe(false);
      expect(
        matchesFilters(makeListing({ propertyType: undefined }), filters({ propertyType: 'land' })),
      ).toBe(false);
    });

    it('keeps listings without a type for "any"', () => {
      expect(matchesFilters({ ...makeListing(), propertyType: null }, filters({ propertyType: 'any' }))).toBe(
        true,
      );
    });
  });

  it('needs every filter to pass', () => {
    const birminghamColonial = makeListing({
      city: 'Birmingham',
      price: 749000,
      bedrooms: 4,
      bathrooms: 2.5,
      propertyType: 'single_family',
    });
    const all = filters({
      areas: ['birmingham'],
      minPrice: '700000',
      maxPrice: '800000',
      beds: '4',
      baths: '2',
      propertyType: 'single_family',
    });
    expect(matchesFilters(birminghamColonial, all)).toBe(true);
    expect(matchesFilters(birminghamColonial, { ...all, baths: '3' })).toBe(false);
    expect(matchesFilters(birminghamColonial, { ...all, areas: ['royal-oak'] })).toBe(false);
  });
});
