// `npm start -- --market` (issue 27): the made-up market is imported by the backend's own
// mls-sync from the RESO stand-in, then keeps moving, and each move reaches the listings.
import { afterAll, describe, expect, it } from 'vitest';
import { makeMarket } from '../src/reso/market.ts';
import { liveMarket, moveMarket, type LiveMarket } from '../src/reso/live-market.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

describe('a moving market', () => {
  it('changes a few records each time, stamped later than anything before, and adds a listing every other time', () => {
    const market = makeMarket({ size: 200, seed: 5 });
    const latest = () =>
      Math.max(...market.records.map((record) => Date.parse(record.ModificationTimestamp)));
    const before = latest();
    const first = moveMarket(market, 1);
    expect(first.length).toBeGreaterThan(0);
    expect(market.records).toHaveLength(200);
    for (const key of first)
      expect(Date.parse(market.get(key).ModificationTimestamp)).toBeGreaterThan(before);
    moveMarket(market, 2);
    expect(market.records).toHaveLength(201);
    // The same market moves the same way: the figures of a run can be compared with another's.
    const again = makeMarket({ size: 200, seed: 5 });
    expect(moveMarket(again, 1)).toEqual(first);
  });
});

describe('npm start with the stand-in market', () => {
  let live: LiveMarket | undefined;
  let t: TestBackend | undefined;
  afterAll(async () => {
    await live?.stop();
    await t?.close();
  });

  it("imports the market through mls-sync, then each move of the market reaches the site's listings", async () => {
    const lines: string[] = [];
    live = await liveMarket({
      size: 300,
      intervalMs: 200,
      agentMlsId: 'AGENT-7',
      log: (line) => lines.push(line),
    });
    t = await startTestBackend({ ...live.settings, OUTBOX_INTERVAL_MS: '0' });
    live.start({ url: t.url, serviceRoleKey: t.backend.keys.serviceRoleKey });
    await expect
      .poll(() => lines[0], { timeout: 60_000 })
      .toMatch(/^MLS stand-in: 300 listings in the feed, \d+ rows stored/);
    const count = async () =>
      (await t!.service.from('listings').select('id', { count: 'exact', head: true }).eq('source', 'mls'))
        .count;
    const imported = await count();
    expect(imported).toBeGreaterThan(250);
    // The second move adds a listing to the feed; the sync after it stores it.
    await expect.poll(() => lines.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3);
    expect(lines.slice(1).every((line) => /the market moved, \d+ rows stored/.test(line))).toBe(true);
    expect(await count()).toBeGreaterThan(imported!);
  }, 120_000);
});
