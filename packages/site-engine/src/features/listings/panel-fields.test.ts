import { EMPTY_FILTERS } from '@agent-sites/ui';
import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './filters-url.ts';
import { withPanelFields } from './panel-fields.ts';

describe('withPanelFields', () => {
  const current = filtersFromSearch('for=sale&area=lakeside&sort=price-asc');

  it("takes every filter from the panel's fields, and the order (and without a choice, the mode) from the bar", () => {
    const fields = new URLSearchParams([
      ['area', 'springfield'],
      ['area', 'oak-park'],
      ['min', '$250,000'],
      ['max', ''],
      ['beds', '3'],
      ['baths', 'any'],
      ['type', 'any'],
    ]);
    expect(withPanelFields(current, fields)).toEqual({
      ...EMPTY_FILTERS,
      areas: ['oak-park', 'springfield'],
      minPrice: '250000',
      beds: '3',
      sort: 'price-asc',
    });
  });

  it("takes buying or renting from the panel's own choice, its prices starting afresh", () => {
    const fields = new URLSearchParams([
      ['for', 'rent'],
      ['area', 'lakeside'],
      ['max', '450000'],
    ]);
    expect(withPanelFields(current, fields)).toEqual({
      ...EMPTY_FILTERS,
      mode: 'rent',
      areas: ['lakeside'],
      sort: 'price-asc',
    });
    // The same choice keeps the prices typed.
    fields.set('for', 'sale');
    expect(withPanelFields(current, fields)).toMatchObject({ mode: 'sale', maxPrice: '450000' });
  });

  it('drops a neighbourhood the site does not know', () => {
    const fields = new URLSearchParams([
      ['area', 'springfield'],
      ['area', 'call-900-555-0199'],
    ]);
    expect(withPanelFields(current, fields, new Set(['springfield'])).areas).toEqual(['springfield']);
  });
});
