import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, type ListingFilters } from './listing-filters.ts';
import { PROPERTY_TYPES } from './listing-vocabulary.ts';
import { savedSearchChangeWords, savedSearchWords } from './saved-search-words.ts';
import { savedSearchFilters } from './listing-filters.ts';

const words = (filters: Partial<ListingFilters>, names?: ReadonlyMap<string, string>) =>
  savedSearchWords({ ...EMPTY_FILTERS, ...filters }, names);

describe('savedSearchWords', () => {
  it('says every home when nothing narrows the search', () => {
    expect(words({})).toBe('All homes for sale');
    expect(words({ mode: 'rent' })).toBe('All homes for rent');
  });

  it('says the examples of the issue', () => {
    expect(words({ beds: '3', areas: ['royal-oak'], maxPrice: '450000' })).toBe(
      '3+ bed homes in Royal Oak under $450,000',
    );
    expect(words({ mode: 'rent', areas: ['ferndale'] })).toBe('Homes for rent in Ferndale');
  });

  it('says beds, baths or both before the homes', () => {
    expect(words({ beds: '1' })).toBe('1+ bed homes for sale');
    expect(words({ baths: '2' })).toBe('2+ bath homes for sale');
    expect(words({ beds: '4', baths: '3' })).toBe('4+ bed, 3+ bath homes for sale');
  });

  it('names each property type', () => {
    expect(PROPERTY_TYPES.map(({ value }) => words({ propertyType: value }))).toEqual([
      'Single-family homes for sale',
      'Condos for sale',
      'Townhouses for sale',
      'Multi-family homes for sale',
      'Lots for sale',
    ]);
  });

  it('lists one, two or more neighborhoods, spelled as the listings spell them', () => {
    expect(words({ areas: ['berkley'] })).toBe('Homes for sale in Berkley');
    expect(words({ areas: ['berkley', 'ferndale'] })).toBe('Homes for sale in Berkley or Ferndale');
    expect(words({ areas: ['berkley', 'ferndale', 'royal-oak'] })).toBe(
      'Homes for sale in Berkley, Ferndale or Royal Oak',
    );
    expect(words({ areas: ['st.-clair-shores'] }, new Map([['st.-clair-shores', 'St. Clair Shores']]))).toBe(
      'Homes for sale in St. Clair Shores',
    );
    expect(words({ areas: ['ferndale', 'ferndale'] })).toBe('Homes for sale in Ferndale');
  });

  it('says a lowest price, a highest price or both, and a rent by the month', () => {
    expect(words({ minPrice: '300000' })).toBe('Homes $300,000 and up');
    expect(words({ maxPrice: '450000' })).toBe('Homes under $450,000');
    expect(words({ minPrice: '300000', maxPrice: '450000' })).toBe('Homes from $300,000 to $450,000');
    expect(words({ mode: 'rent', maxPrice: '2000' })).toBe('Homes for rent under $2,000 a month');
    expect(words({ mode: 'rent', minPrice: '1500', maxPrice: '2500' })).toBe(
      'Homes for rent from $1,500 to $2,500 a month',
    );
  });

  it('reads prices as the filters do: digits only, a minimum of 0 is no minimum', () => {
    expect(words({ maxPrice: '$450,000' })).toBe('Homes under $450,000');
    expect(words({ minPrice: '0' })).toBe('All homes for sale');
  });

  it('puts every filter together in one order', () => {
    expect(
      words({
        propertyType: 'condo',
        beds: '2',
        baths: '2',
        minPrice: '200000',
        maxPrice: '300000',
        areas: ['ferndale', 'royal-oak'],
      }),
    ).toBe('2+ bed, 2+ bath condos in Ferndale or Royal Oak from $200,000 to $300,000');
    expect(words({ mode: 'rent', propertyType: 'townhouse', beds: '3', areas: ['troy'] })).toBe(
      '3+ bed townhouses for rent in Troy',
    );
  });

  it('says every filter of every combination, and never the order of the results', () => {
    const modes = ['sale', 'rent'] as const;
    const beds = ['any', '3'] as const;
    const baths = ['any', '2'] as const;
    const types = ['any', 'condo'] as const;
    const areas = [[], ['ferndale'], ['ferndale', 'troy']];
    const prices = [
      ['', ''],
      ['100000', ''],
      ['', '400000'],
      ['100000', '400000'],
    ] as const;
    const seen = new Set<string>();
    for (const mode of modes)
      for (const bed of beds)
        for (const bath of baths)
          for (const type of types)
            for (const area of areas)
              for (const [minPrice, maxPrice] of prices) {
                const filters = {
                  mode,
                  beds: bed,
                  baths: bath,
                  propertyType: type,
                  areas: area,
                  minPrice,
                  maxPrice,
                };
                const text = words({ ...filters, sort: 'price-desc' });
                expect(text).toBe(words(filters));
                expect(text).toMatch(/^[A-Z0-9$]/);
                expect(text.includes('for rent')).toBe(mode === 'rent');
                expect(text.includes('3+ bed')).toBe(bed === '3');
                expect(text.includes('2+ bath')).toBe(bath === '2');
                expect(/condos/i.test(text)).toBe(type === 'condo');
                expect(text.includes('Ferndale')).toBe(area.length > 0);
                expect(text.includes('Troy')).toBe(area.length > 1);
                expect(text.includes('$100,000')).toBe(minPrice !== '');
                expect(text.includes('$400,000')).toBe(maxPrice !== '');
                seen.add(text);
              }
    // No two searches read alike.
    expect(seen.size).toBe(2 * 2 * 2 * 2 * 3 * 4);
  });
});

describe('savedSearchFilters', () => {
  const read = (query: string) => savedSearchFilters(new URLSearchParams(query));

  it('reads the listings page parameters, without the order', () => {
    expect(
      read('for=rent&area=Ferndale&area=troy&min=1500&max=2500&beds=2&baths=1&type=condo&sort=price-asc'),
    ).toEqual({
      mode: 'rent',
      areas: ['ferndale', 'troy'],
      minPrice: '1500',
      maxPrice: '2500',
      beds: '2',
      baths: '1',
      propertyType: 'condo',
    });
    const { sort: _sort, ...everyHome } = EMPTY_FILTERS;
    expect(read('')).toEqual(everyHome);
    expect(read('for=sale&beds=any&type=any&min=')).toEqual(everyHome);
  });

  it('refuses a value no field offers, naming the filter and not the value', () => {
    expect(read('beds=9')).toEqual({ error: "The search's bedrooms is not one the listings page offers." });
    expect(read('for=lease')).toEqual({
      error: "The search's buy or rent is not one the listings page offers.",
    });
    expect(read('type=castle')).toEqual({
      error: "The search's property type is not one the listings page offers.",
    });
    expect(read('area=<b>x</b>')).toEqual({
      error: "The search's neighborhood is not one the listings page offers.",
    });
    expect(read('max=%24450%2C000')).toEqual({
      error: "The search's highest price is not one the listings page offers.",
    });
    expect(read('min=1234567890')).toEqual({
      error: "The search's lowest price is not one the listings page offers.",
    });
  });
});

describe('savedSearchChangeWords', () => {
  const change = (event: 'new' | 'price' | 'status' | 'picked', event_key: string, detail = {}) =>
    savedSearchChangeWords({ event, event_key, detail });

  it('says a new listing, and one coming soon', () => {
    expect(change('new', 'new', { newStatus: 'current' })).toBe('New listing');
    expect(change('new', 'new', { newStatus: 'coming_soon' })).toBe('New listing, coming soon');
  });

  it('says a price cut or a rise with both prices', () => {
    expect(change('price', '429000', { oldPrice: 450000, newPrice: 429000 })).toBe(
      'Price cut from $450,000 to $429,000',
    );
    expect(change('price', '460000', { oldPrice: 450000, newPrice: 460000 })).toBe(
      'Price raised from $450,000 to $460,000',
    );
  });

  it('says the three status changes alerted', () => {
    expect(change('status', 'coming_soon>current')).toBe('Now for sale');
    expect(change('status', 'current>pending')).toBe('Now pending');
    expect(change('status', 'pending>current')).toBe('Back on the market');
  });

  it('says a listing the agent sent by hand was picked for the visitor', () => {
    expect(change('picked', 'picked', { newStatus: 'current' })).toBe('Picked for you');
  });
});
