// `npm start -- --market`: a made-up MLS market (market.ts) served by the RESO stand-in
// (stand-in.ts) on loopback, imported by the backend's own `mls-sync` function as a real feed is,
// and kept moving as a real market does, so a new user sees a site with every home of a market
// without an MLS account (issue 27, decision 051). A real feed is the same three settings
// (`MLS_RESO_URL`, `MLS_CLIENT_ID`, `MLS_CLIENT_SECRET`) pointing at the MLS instead.
import { makeMarket, type Market } from './market.ts';
import { startResoService, type TestResoService } from './stand-in.ts';

export interface LiveMarketOptions {
  /** How many listings the market starts with. @default 10000 */
  size?: number;
  /** The two-letter state of every listing. */
  state?: string;
  /** The agent's ListAgentMlsId: every 50th listing is theirs. */
  agentMlsId?: string;
  /** How often the market changes and the feed is synced, as pg_cron would call it. @default 60000 */
  intervalMs?: number;
  /** Where progress goes. @default console.log */
  log?: (line: string) => void;
}

export interface LiveMarket {
  market: Market;
  /** The backend's settings that make the stand-in its feed. */
  settings: Record<string, string>;
  /** Imports the market into the backend at `url`, then changes and syncs it every interval. */
  start(backend: { url: string; serviceRoleKey: string }): void;
  stop(): Promise<void>;
}

/** The stand-in's client: the feed's settings, and a listing agent's edits (Add/Edit) in the tests. */
export const STAND_IN_CREDENTIALS = { clientId: 'agent-site', clientSecret: 'stand-in-feed-secret' };

/**
 * What a busy market does between two syncs, the `tick`th time: a few price cuts, a sale going
 * pending, one closing, a new listing every other time and, now and then, one withdrawn. Each
 * change stamps its record with the market's next time, as an MLS does. Returns the keys changed.
 */
export function moveMarket(market: Market, tick: number): string[] {
  const records = market.records;
  const keyAt = (n: number) => records[(tick * 7919 + n * 104_729) % records.length]!.ListingKey;
  const changed: string[] = [];
  for (let n = 0; n < 3; n++) {
    const record = market.get(keyAt(n));
    if (record.StandardStatus !== 'Active' || typeof record.ListPrice !== 'number') continue;
    changed.push(
      market.changePrice(record.ListingKey, Math.round((record.ListPrice * 0.97) / 100) * 100).ListingKey,
    );
  }
  const pending = records.find(
    (record, n) => n >= tick % records.length && record.StandardStatus === 'Active',
  );
  if (pending) changed.push(market.changeStatus(pending.ListingKey, 'Pending').ListingKey);
  if (tick % 2 === 0) changed.push(market.add().ListingKey);
  if (tick % 5 === 4) changed.push(market.withdraw(keyAt(3)).ListingKey);
  return changed;
}

interface SyncReport {
  status: 'done' | 'partial' | 'throttled' | 'failed' | 'busy';
  pages?: number;
  stored?: number;
  error?: string;
}

/** Calls the backend's `mls-sync` until it has stored the feed up to now; the rows it stored. */
export async function syncToNow(url: string, serviceRoleKey: string): Promise<number> {
  let stored = 0;
  for (let calls = 0; calls < 1000; calls++) {
    const response = await fetch(`${url}/functions/v1/mls-sync`, {
      method: 'POST',
      headers: {
        apikey: serviceRoleKey,
        authorization: `Bearer ${serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: '{}',
    });
    const report = (await response.json()) as SyncReport;
    if (!response.ok || report.status === 'failed') throw new Error(`mls-sync: ${JSON.stringify(report)}`);
    stored += report.stored ?? 0;
    if (report.status === 'done' || report.status === 'busy') return stored;
  }
  throw new Error('mls-sync never reached the end of the feed');
}

/** Starts the stand-in with a market of `options.size` listings; `start` begins the imports. */
export async function liveMarket(options: LiveMarketOptions = {}): Promise<LiveMarket> {
  const { size = 10_000, intervalMs = 60_000, log = console.log } = options;
  const market = makeMarket({
    size,
    seed: 27,
    ...(options.state ? { state: options.state } : {}),
    ...(options.agentMlsId ? { agentMlsId: options.agentMlsId } : {}),
  });
  const service: TestResoService = await startResoService(market, STAND_IN_CREDENTIALS);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  return {
    market,
    settings: {
      MLS_RESO_URL: service.url,
      MLS_CLIENT_ID: STAND_IN_CREDENTIALS.clientId,
      MLS_CLIENT_SECRET: STAND_IN_CREDENTIALS.clientSecret,
      ...(options.agentMlsId ? { MLS_AGENT_MLS_ID: options.agentMlsId } : {}),
    },
    start({ url, serviceRoleKey }) {
      log(`MLS stand-in: the feed is at ${service.url}, importing ${size.toLocaleString('en-US')} listings`);
      let tick = 0;
      const run = async () => {
        const started = performance.now();
        try {
          if (tick > 0) moveMarket(market, tick);
          const stored = await syncToNow(url, serviceRoleKey);
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          log(
            tick === 0
              ? `MLS stand-in: ${size.toLocaleString('en-US')} listings in the feed, ${stored.toLocaleString('en-US')} rows stored in ${seconds} s`
              : `MLS stand-in: the market moved, ${stored} rows stored in ${seconds} s`,
          );
        } catch (error) {
          log(`MLS stand-in: the sync failed (${String(error)}); it tries again in ${intervalMs / 1000} s`);
        }
        tick += 1;
        if (!stopped) timer = setTimeout(() => void run(), intervalMs);
      };
      void run();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await service.stop();
    },
  };
}
