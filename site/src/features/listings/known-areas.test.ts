import { filtersFromSearch } from '@agent-sites/site-engine/features/listings/filters-url.ts';
import { describe, expect, it } from 'vitest';
import { knownAreas } from './known-areas.ts';

describe('knownAreas', () => {
  it("knows the listings' cities, the rentals' and the featured areas', and drops any other word", () => {
    const areas = knownAreas([{ city: 'Hazel Park' }, { city: 'Royal Oak' }]);
    const search = 'area=hazel-park&area=hamtramck&area=dearborn&area=scam-call-900-555-0199-now';
    expect(filtersFromSearch(search, areas).areas).toEqual(['dearborn', 'hamtramck', 'hazel-park']);
  });

  it('knows none yet while the listings are being read, and then keeps what the URL says', () => {
    expect(knownAreas(undefined)).toBeUndefined();
    expect(filtersFromSearch('area=troy', knownAreas(undefined)).areas).toEqual(['troy']);
  });
});
