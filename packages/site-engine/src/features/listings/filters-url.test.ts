import { EMPTY_FILTERS } from '@agent-sites/ui';
import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchFromFilters, withEdits } from './filters-url.ts';

describe('listing filters in the URL', () => {
  it('round-trips the active filters and leaves a cleared view with a clean URL', () => {
    const filters = {
      ...EMPTY_FILTERS,
      areas: ['lakeside', 'springfield'],
      maxPrice: '400000',
      beds: '3' as const,
    };
    expect(searchFromFilters(filters)).toBe('area=lakeside&area=springfield&max=400000&beds=3');
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(searchFromFilters(EMPTY_FILTERS)).toBe('');
  });
});

describe('withEdits', () => {
  const fromUrl = filtersFromSearch('area=lakeside');

  it('adds what was chosen in the fields before the code arrived to the filters of the URL', () => {
    const chosen = new Map([
      ['sort', 'price-asc'],
      ['max', '$400,000'],
    ]);
    expect(withEdits(fromUrl, chosen)).toEqual({
      ...EMPTY_FILTERS,
      areas: ['lakeside'],
      sort: 'price-asc',
      maxPrice: '400000',
    });
  });

  it('ignores fields it does not know and choices no field offers', () => {
    const chosen = new Map([
      ['sort', 'cheapest'],
      ['name', 'Dana'],
    ]);
    expect(withEdits(fromUrl, chosen)).toEqual(fromUrl);
  });
});
