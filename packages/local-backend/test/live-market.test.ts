// `npm start -- --market` (issue 27): the made-up market is imported by the backend's own
// mls-sync from the RESO stand-in, then keeps moving, and each move reaches the listings.
import { afterAll, describe, expect, it } from 'vitest';
import { makeMarket } from '../src/reso/market.ts';
import { liveMarket, moveMarket, type LiveMarket } from '../src/reso/live-market.ts';
import { startResoService } from '../src/reso/stand-in.ts';
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

describe("a listing agent's edit, as the RESO Web API's Add/Edit takes it", () => {
  it('finds a listing by its MLS number, changes its price with a token, and the next sync sees it', async () => {
    const market = makeMarket({ size: 50, seed: 9 });
    const service = await startResoService(market, { clientId: 'c', clientSecret: 's' });
    try {
      const grant = await fetch(`${service.url}/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'grant_type=client_credentials&client_id=c&client_secret=s',
      });
      const { access_token: token } = (await grant.json()) as { access_token: string };
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const latest = Math.max(...market.records.map((record) => Date.parse(record.ModificationTimestamp)));

      const found = await fetch(
        `${service.url}/Property?$filter=${encodeURIComponent("ListingId eq '2600012'")}&$select=ListingKey,ListPrice`,
        { headers },
      );
      const { value } = (await found.json()) as { value: { ListingKey: string; ListPrice: number }[] };
      expect(value).toEqual([{ ListingKey: '9-0000013', ListPrice: market.get('9-0000013').ListPrice }]);

      const edit = (body: string, key = '9-0000013', extra: Record<string, string> = {}) =>
        fetch(`${service.url}/Property('${key}')`, {
          method: 'PATCH',
          headers: { ...headers, ...extra },
          body,
        });
      expect((await edit('{"ListPrice":312000}')).status).toBe(204);
      expect(market.get('9-0000013').ListPrice).toBe(312000);
      const since = await fetch(
        `${service.url}/Property?$filter=${encodeURIComponent(`ModificationTimestamp gt ${new Date(latest).toISOString()}`)}&$select=ListingKey,ListPrice`,
        { headers },
      );
      expect(((await since.json()) as { value: unknown[] }).value).toEqual([
        { ListingKey: '9-0000013', ListPrice: 312000 },
      ]);
      const shown = await edit('{"ListPrice":311000}', '9-0000013', { prefer: 'return=representation' });
      expect(shown.status).toBe(200);
      expect(await shown.json()).toMatchObject({ ListingKey: '9-0000013', ListPrice: 311000 });

      // What an edit may not do, and who may not edit.
      expect((await edit('{"ListingKey":"other"}')).status).toBe(400);
      expect((await edit('[1]')).status).toBe(400);
      expect((await edit('{"ListPrice":1}', '9-9999999')).status).toBe(404);
      const stranger = await fetch(`${service.url}/Property('9-0000013')`, {
        method: 'PATCH',
        body: '{"ListPrice":1}',
      });
      expect(stranger.status).toBe(401);
      expect(market.get('9-0000013').ListPrice).toBe(311000);
    } finally {
      await service.stop();
    }
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
    expect(lines[0]).toMatch(
      /^MLS stand-in: the feed is at http:\/\/127\.0\.0\.1:\d+\/odata, importing 300 listings$/,
    );
    await expect
      .poll(() => lines[1], { timeout: 60_000 })
      .toMatch(/^MLS stand-in: 300 listings in the feed, \d+ rows stored/);
    const count = async () =>
      (await t!.service.from('listings').select('id', { count: 'exact', head: true }).eq('source', 'mls'))
        .count;
    const imported = await count();
    expect(imported).toBeGreaterThan(250);
    // The second move adds a listing to the feed; the sync after it stores it.
    await expect.poll(() => lines.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(4);
    expect(lines.slice(2).every((line) => /the market moved, \d+ rows stored/.test(line))).toBe(true);
    expect(await count()).toBeGreaterThan(imported!);
  }, 120_000);
});
