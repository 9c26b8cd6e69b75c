import { EMPTY_FILTERS } from '@agent-sites/ui';
import { describe, expect, it } from 'vitest';
import { filtersFromSearch } from './filters-url.ts';
import { withPanelFields } from './panel-fields.ts';

describe('withPanelFields', () => {
  const current = filtersFromSearch('for=sale&area=lakeside&sort=price-asc');

  it("takes every filter from the panel's fields, and the mode and the order from the bar", () => {
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

  it('drops a neighbourhood the site does not know', () => {
    const fields = new URLSearchParams([
      ['area', 'springfield'],
      ['area', 'call-900-555-0199'],
    ]);
    expect(withPanelFields(current, fields, new Set(['springfield'])).areas).toEqual(['springfield']);
  });
});
