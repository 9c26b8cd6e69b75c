import { describe, expect, it } from 'vitest';
import { estimatePayment, type PaymentAssumptions } from './payment';

const TYPICAL: PaymentAssumptions = {
  ratePercent: 6.5,
  downPaymentPercent: 20,
  termYears: 30,
  taxRatePercent: 1.8,
  insurancePerYear: 1_440,
  hoaPerMonth: 0,
};

describe('estimatePayment', () => {
  it('gives the standard amortized principal and interest, and a month of taxes and insurance', () => {
    // $400,000 less 20% is a $320,000 loan; at 6.5% over 30 years that is $2,022.62 a month
    // (the figure every mortgage calculator gives).
    expect(estimatePayment(400_000, TYPICAL)).toEqual({
      loanAmount: 320_000,
      downPayment: 80_000,
      principalAndInterest: 2_023,
      taxes: 600,
      insurance: 120,
      hoa: 0,
      total: 2_743,
    });
  });

  it('adds the association fee and follows the down payment and the term', () => {
    const condo = estimatePayment(250_000, {
      ...TYPICAL,
      downPaymentPercent: 5,
      termYears: 15,
      hoaPerMonth: 325,
    });
    // $237,500 at 6.5% over 15 years: $2,068.91 a month.
    expect(condo).toMatchObject({ loanAmount: 237_500, principalAndInterest: 2_069, hoa: 325 });
    expect(condo?.total).toBe(2_069 + 375 + 120 + 325);
  });

  it('divides the loan evenly at a rate of zero', () => {
    expect(
      estimatePayment(360_000, { ...TYPICAL, ratePercent: 0, downPaymentPercent: 0 })?.principalAndInterest,
    ).toBe(1_000);
  });

  it('gives no estimate without a price, with a figure that cannot be, or nothing to borrow', () => {
    expect(estimatePayment(0, TYPICAL)).toBeUndefined();
    expect(estimatePayment(Number.NaN, TYPICAL)).toBeUndefined();
    expect(estimatePayment(400_000, { ...TYPICAL, ratePercent: -1 })).toBeUndefined();
    expect(estimatePayment(400_000, { ...TYPICAL, downPaymentPercent: 100 })).toBeUndefined();
    expect(estimatePayment(400_000, { ...TYPICAL, termYears: 0 })).toBeUndefined();
  });
});
