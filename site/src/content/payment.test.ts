import { describe, expect, it } from 'vitest';
import { paymentAssumptionsFor, paymentEstimate } from './payment.ts';

const home = {
  slug: '1428-maplewood-ave-royal-oak',
  city: 'Royal Oak',
  status: 'current',
  propertyType: 'single_family',
  price: 389_900,
} as const;

describe('the payment estimate on a listing', () => {
  it("takes the city's tax rate, and the site's where the city has none", () => {
    expect(paymentAssumptionsFor(home)).toEqual({ ...paymentEstimate.assumptions, taxRatePercent: 1.6 });
    expect(paymentAssumptionsFor({ ...home, city: 'Hazel Park' })).toEqual(paymentEstimate.assumptions);
  });

  it("takes a listing's own figures over its city's", () => {
    expect(
      paymentAssumptionsFor({ ...home, slug: '655-henrietta-st-birmingham', city: 'Birmingham' }),
    ).toMatchObject({ taxRatePercent: 1.3, hoaPerMonth: 350 });
  });

  it('gives none without an asking price, for a sold home or for a lot', () => {
    expect(paymentAssumptionsFor({ ...home, price: null })).toBeUndefined();
    expect(paymentAssumptionsFor({ ...home, status: 'recently_closed' })).toBeUndefined();
    expect(paymentAssumptionsFor({ ...home, propertyType: 'land' })).toBeUndefined();
    expect(paymentAssumptionsFor({ ...home, status: 'pending' })).toBeDefined();
    expect(paymentAssumptionsFor({ ...home, status: 'coming_soon' })).toBeDefined();
  });
});
