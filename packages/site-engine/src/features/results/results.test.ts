import { describe, expect, it } from 'vitest';
import { MIN_SAMPLE, resultFigures, resultsOf, type ResultsWords, type SaleFacts } from './results.ts';

/** The words of a site's strip, as its content writes them. */
const resultsText: ResultsWords = {
  homesSold: { label: 'Sold', detail: 'in the last year' },
  medianDaysOnMarket: {
    label: 'Days to sell',
    value: (days: number) => (days === 1 ? 'one day' : `${days} days`),
    detail: 'listing to closing, the median',
  },
  saleToList: { label: 'Of list price', detail: 'what sellers got' },
  reviews: {
    label: 'Rating',
    value: (average: number) => `${average.toFixed(1)} stars`,
    detail: (count: number) => `${count} reviews`,
  },
};

/** A closed sale: listed on `listed`, closed `days` later, at `ratio` of its list price. */
function sold(listed: string, days: number, price: number, closedPrice: number): SaleFacts {
  const closedOn = new Date(Date.parse(`${listed}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return { status: 'recently_closed', price, closedPrice, listingDate: listed, closedOn };
}

const forSale: SaleFacts = {
  status: 'current',
  price: 389_900,
  closedPrice: null,
  listingDate: '2025-09-01',
  closedOn: null,
};

describe('the results strip', () => {
  it('counts the closed listings, takes the median days on market and the mean sale-to-list ratio', () => {
    const results = resultsOf(
      [
        forSale,
        sold('2025-06-01', 7, 475_000, 468_000),
        sold('2025-05-20', 12, 339_000, 352_500),
        sold('2025-04-10', 31, 1_195_000, 1_150_000),
      ],
      [],
    );
    expect(results.homesSold).toBe(3);
    expect(results.medianDaysOnMarket).toBe(12);
    const expected = (468_000 / 475_000 + 352_500 / 339_000 + 1_150_000 / 1_195_000) / 3;
    expect(results.saleToList).toBeCloseTo(expected, 10);
    expect(results.saleToList).toBeCloseTo(0.9958, 4);
  });

  it('takes the middle two of an even number of sales, counting days across month and year ends', () => {
    const results = resultsOf(
      [
        sold('2025-12-20', 14, 300_000, 300_000),
        sold('2025-01-30', 30, 300_000, 300_000),
        sold('2025-02-01', 5, 300_000, 300_000),
        sold('2025-03-01', 60, 300_000, 300_000),
      ],
      [],
    );
    expect(results.medianDaysOnMarket).toBe(22);
    expect(results.saleToList).toBe(1);
  });

  it('averages only the approved reviews it is given, to one decimal, with their count', () => {
    const reviews = [{ rating: 5 }, { rating: 5 }, { rating: 4 }, { rating: 5 }, {}];
    expect(resultsOf([], reviews).reviews).toEqual({ average: 4.8, count: 4 });
  });

  it('leaves out a figure with too little behind it rather than showing 0', () => {
    const two = [sold('2025-06-01', 7, 475_000, 468_000), sold('2025-05-20', 12, 339_000, 352_500)];
    expect(MIN_SAMPLE).toBe(3);
    expect(resultsOf(two, [{ rating: 5 }, { rating: 4 }])).toEqual({ homesSold: 2 });
    expect(resultsOf([forSale], [])).toEqual({});
  });

  it('skips sales without both dates or both prices, and a closing dated before the listing', () => {
    const results = resultsOf(
      [
        sold('2025-06-01', 7, 475_000, 468_000),
        sold('2025-05-20', 12, 339_000, 352_500),
        { ...sold('2025-04-10', 31, 1_195_000, 1_150_000), closedOn: null },
        { ...sold('2025-04-10', 31, 1_195_000, 1_150_000), closedOn: '2025-04-01' },
        { ...sold('2025-04-10', 31, 0, 1_150_000), price: null, closedOn: null },
      ],
      [],
    );
    expect(results.homesSold).toBe(5);
    expect(results.medianDaysOnMarket).toBeUndefined();
    expect(results.saleToList).toBeDefined();
  });
});

describe('the figures shown', () => {
  it('reads each figure in words, in order, and only the figures there are', () => {
    expect(
      resultFigures(
        { homesSold: 3, medianDaysOnMarket: 12, saleToList: 0.99578, reviews: { average: 4.8, count: 4 } },
        resultsText,
      ).map(({ label, value }) => [label, value]),
    ).toEqual([
      ['Sold', '3'],
      ['Days to sell', '12 days'],
      ['Of list price', '99.6%'],
      ['Rating', '4.8 stars'],
    ]);
    expect(resultFigures({ homesSold: 1 }, resultsText)).toEqual([
      { label: 'Sold', value: '1', detail: 'in the last year' },
    ]);
    expect(resultFigures({ medianDaysOnMarket: 1 }, resultsText)[0]?.value).toBe('one day');
  });
});
