import { describe, expect, it } from 'vitest';
import { makeListing } from '../test/factories';
import {
  EMPTY_FILTERS,
  PROPERTY_TYPES,
  citySlug,
  digitsOnly,
  isFilterActive,
  matchesFilters,
  neighborhoodOptions,
  type ListingFilters,
} from './filters';

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
  it('shows every neighborhood, price, size and type', () => {
    expect(EMPTY_FILTERS).toEqual({
      neighborhood: 'all',
      minPrice: '',
      maxPrice: '',
      beds: 'any',
      baths: 'any',
      propertyType: 'any',
    });
  });
});

describe('isFilterActive', () => {
  it('is inactive for the empty filters', () => {
    expect(isFilterActive(EMPTY_FILTERS)).toBe(false);
  });

  it.each<[string, Partial<ListingFilters>]>([
    ['a neighborhood', { neighborhood: 'royal-oak' }],
    ['a minimum price', { minPrice: '300000' }],
    ['a maximum price', { maxPrice: '500000' }],
    ['a bedroom count', { beds: '3' }],
    ['a bathroom count', { baths: '2' }],
    ['a property type', { propertyType: 'condo' }],
  ])('is active once %s is chosen', (_name, overrides) => {
    expect(isFilterActive(filters(overrides))).toBe(true);
  });

  it('treats a price with no digits as no price filter', () => {
    expect(isFilterActive(filters({ minPrice: '$', maxPrice: ' ' }))).toBe(false);
  });

  it('treats an empty neighborhood as all neighborhoods', () => {
    expect(isFilterActive(filters({ neighborhood: '' }))).toBe(false);
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
});

describe('matchesFilters', () => {
  it('keeps every listing when no filter is set', () => {
    const listing = makeListing({ price: null, bedrooms: null, bathrooms: null, propertyType: null });
    expect(matchesFilters(listing, EMPTY_FILTERS)).toBe(true);
  });

  describe('neighborhood', () => {
    it('keeps listings in the chosen city', () => {
      expect(matchesFilters(makeListing({ city: 'Royal Oak' }), filters({ neighborhood: 'royal-oak' }))).toBe(
        true,
      );
    });

    it('hides listings in other cities', () => {
      expect(
        matchesFilters(makeListing({ city: 'Birmingham' }), filters({ neighborhood: 'royal-oak' })),
      ).toBe(false);
    });

    it('keeps listings in every city for "all"', () => {
      expect(matchesFilters(makeListing({ city: 'Birmingham' }), filters({ neighborhood: 'all' }))).toBe(
        true,
      );
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
      expect(matchesFilters(makeListing({ propertyType: null }), filters({ propertyType: 'condo' }))).toBe(
        false,
      );
      expect(
        matchesFilters(makeListing({ propertyType: undefined }), filters({ propertyType: 'land' })),
      ).toBe(false);
    });

    it('keeps listings without a type for "any"', () => {
      expect(matchesFilters(makeListing({ propertyType: null }), filters({ propertyType: 'any' }))).toBe(
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
      neighborhood: 'birmingham',
      minPrice: '700000',
      maxPrice: '800000',
      beds: '4',
      baths: '2',
      propertyType: 'single_family',
    });
    expect(matchesFilters(birminghamColonial, all)).toBe(true);
    expect(matchesFilters(birminghamColonial, { ...all, baths: '3' })).toBe(false);
    expect(matchesFilters(birminghamColonial, { ...all, neighborhood: 'royal-oak' })).toBe(false);
  });
});
