import { describe, expect, it } from 'vitest';
import { contentClaims } from '../config/agent.ts';
import { marketSnapshotDate } from './pages/market-update.ts';

describe('the market snapshot', () => {
  it('shows the month its date in the config says its figures are from', () => {
    // The build refuses a snapshot whose config date is past its quarter: the two must agree.
    const month = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(contentClaims.marketSnapshot.asOf));
    expect(marketSnapshotDate).toBe(month);
  });
});
