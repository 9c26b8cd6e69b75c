import { describe, expect, it } from 'vitest';
import { homeFactsText } from './home-facts.ts';

describe('homeFactsText', () => {
  it('says beds, baths and size in one line, one bed and one bath in the singular', () => {
    expect(homeFactsText({ bedrooms: 3, bathrooms: 2.5, square_feet: 1850 })).toBe(
      '3 beds · 2.5 baths · 1,850 sq ft',
    );
    expect(homeFactsText({ bedrooms: 1, bathrooms: 1 })).toBe('1 bed · 1 bath');
  });

  it('leaves out what is unknown', () => {
    expect(homeFactsText({ bedrooms: null, bathrooms: 2, square_feet: null })).toBe('2 baths');
    expect(homeFactsText({ bedrooms: null, bathrooms: null })).toBe('');
  });
});
