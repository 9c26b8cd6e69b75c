import { describe, expect, it } from 'vitest';
import { MIN_SAMPLE, resultFigures, resultsOf, type ResultsWords } from './results.ts';

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

describe('the results strip', () => {
  it("shows the agent's sales, the median days on market and the mean sale-to-list ratio", () => {
    const results = resultsOf(
      { sold: 3, medianDaysOnMarket: { value: 12, of: 3 }, saleToList: { value: 0.9958, of: 3 } },
      [],
    );
    expect(results).toEqual({ homesSold: 3, medianDaysOnMarket: 12, saleToList: 0.9958 });
  });

  it('averages only the approved reviews it is given, to one decimal, with their count', () => {
    const reviews = [{ rating: 5 }, { rating: 5 }, { rating: 4 }, { rating: 5 }, {}];
    expect(resultsOf({ sold: 0 }, reviews)).toEqual({ reviews: { average: 4.8, count: 4 } });
  });

  it('leaves out a figure with too little behind it rather than showing 0', () => {
    expect(MIN_SAMPLE).toBe(3);
    const two = { sold: 2, medianDaysOnMarket: { value: 9.5, of: 2 }, saleToList: { value: 1.01, of: 2 } };
    expect(resultsOf(two, [{ rating: 5 }, { rating: 4 }])).toEqual({ homesSold: 2 });
    expect(resultsOf({ sold: 0 }, [])).toEqual({});
  });

  it('shows the sales count even when too few sales have both dates or both prices', () => {
    const results = resultsOf(
      { sold: 5, medianDaysOnMarket: { value: 7, of: 2 }, saleToList: { value: 0.99, of: 4 } },
      [],
    );
    expect(results).toEqual({ homesSold: 5, saleToList: 0.99 });
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
