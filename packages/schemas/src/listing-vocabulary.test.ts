import { describe, expect, it } from 'vitest';
import {
  askingPriceText,
  displayedPrice,
  formatNumber,
  formatPrice,
  LISTING_STATUS_LIFECYCLE,
  LISTING_STATUSES,
  listingPriceText,
  PRICE_TEXT,
} from './listing-vocabulary.ts';

describe('the listing statuses', () => {
  it('are all in the lifecycle the back office lists, once each', () => {
    expect([...LISTING_STATUS_LIFECYCLE].sort()).toEqual([...LISTING_STATUSES].sort());
  });
});

describe('price text', () => {
  it('shows the closed price of a closed listing, and the asking price otherwise', () => {
    expect(listingPriceText({ status: 'recently_closed', price: 475000, closedPrice: 468000 })).toBe(
      'Closed at $468,000',
    );
    expect(listingPriceText({ status: 'recently_closed', price: 475000, closedPrice: null })).toBe(
      '$475,000',
    );
    expect(listingPriceText({ status: 'pending', price: 525000, closedPrice: null })).toBe('$525,000');
  });

  it('says "Price TBD" without an asking price', () => {
    expect(askingPriceText(null)).toBe('Price TBD');
    expect(askingPriceText(undefined)).toBe(PRICE_TEXT.unknown);
    expect(listingPriceText({ status: 'coming_soon', price: null, closedPrice: null })).toBe('Price TBD');
  });

  it('words the detail page\'s asking price with "Listed at"', () => {
    expect(PRICE_TEXT.listed(1250000)).toBe('Listed at $1,250,000');
  });
});

describe('formatNumber and formatPrice', () => {
  it('write numbers and prices as Intl.NumberFormat does for en-US', () => {
    const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const hundredths = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    const usd = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: 0,
      minimumFractionDigits: 0,
    });
    const values = [
      0, -0.4, 0.5, 1, 1.005, 1.5, 2.25, 2.675, 7, 99.995, 999, 1000, 1460, 12345, 389899.6, 425000, 1250000,
      1234567.891, -2500, -0.5,
    ];
    for (const value of values) {
      expect(formatNumber(value)).toBe(whole.format(value));
      expect(formatNumber(value, 2)).toBe(hundredths.format(value));
      expect(formatPrice(value)).toBe(usd.format(value));
    }
  });
});

describe('displayedPrice', () => {
  it('is the amount the price text shows, or null when it shows none', () => {
    expect(displayedPrice({ status: 'recently_closed', price: 475000, closedPrice: 468000 })).toBe(468000);
    expect(displayedPrice({ status: 'current', price: 389900, closedPrice: 380000 })).toBe(389900);
    expect(displayedPrice({ status: 'current', price: undefined, closedPrice: null })).toBeNull();
  });
});
