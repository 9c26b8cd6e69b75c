// mls-sync: imports the MLS feed (the RESO Web API) into `listings` (issue 27, decision 051). The
// first run replicates every Property; later runs only what changed since the high-water mark
// (ModificationTimestamp), following @odata.nextLink a page at a time. Each page is stored by
// ListingKey with its checkpoint in one transaction (apply_mls_page), so a run that dies anywhere
// is resumed by the next without a gap or a duplicate. A run stops cleanly at its time budget or a
// long Retry-After, and the next goes on. A bad record is skipped and counted, never a failed run.
// Only the service role may call it: pg_cron on Supabase (supabase/README.md, "MLS feed") or an
// operator. Without MLS_RESO_URL the site has no feed and the function does nothing.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { httpsUrlProblem } from '../_shared/config.ts';
import { type Env, failure, json, readText, requireEnv, TooLarge } from '../_shared/http.ts';
import { type FeedRules, mapProperty, modifiedAt, type MlsListingRow, type MlsRemoval } from './property.ts';
import { ResoClient, ResoError, replicationUrl, type ResoSettings, ThrottledError } from './reso.ts';

export const DEFAULT_PAGE_SIZE = 200;
/**
 * Seconds a run may take: under the hosted functions' 150 s request idle timeout (their wall clock
 * is 150 s on the free plan, 400 s on paid ones), with room to answer.
 */
export const DEFAULT_TIME_BUDGET_SECONDS = 100;

export interface MlsConfig {
  reso: ResoSettings;
  /** The agent's own MLS id and whether sale prices may be shown (MLS_AGENT_MLS_ID, MLS_CLOSE_PRICES). */
  rules: FeedRules;
  pageSize: number;
  timeBudgetMs: number;
}

type MlsSettings = { kind: 'off' } | { kind: 'problem'; message: string } | { kind: 'ok'; config: MlsConfig };

function wholeNumber(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]) {
  const value = env(name);
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    problems.push(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
    return fallback;
  }
  return Number(value);
}

/** The feed's settings: three make a feed (MLS_RESO_URL, MLS_CLIENT_ID, MLS_CLIENT_SECRET). */
export function loadMlsSettings(env: Env): MlsSettings {
  const baseUrl = env('MLS_RESO_URL')?.replace(/\/+$/, '');
  const clientId = env('MLS_CLIENT_ID');
  const clientSecret = env('MLS_CLIENT_SECRET');
  if (!baseUrl && !clientId && !clientSecret) return { kind: 'off' };
  const problems: string[] = [];
  if (!baseUrl) problems.push('MLS_RESO_URL is not set');
  else {
    const problem = httpsUrlProblem(baseUrl, 'MLS_RESO_URL');
    if (problem) problems.push(problem);
  }
  if (!clientId) problems.push('MLS_CLIENT_ID is not set');
  if (!clientSecret) problems.push('MLS_CLIENT_SECRET is not set');
  const tokenUrl = env('MLS_TOKEN_URL') || `${baseUrl}/oauth2/token`;
  if (baseUrl) {
    const problem = httpsUrlProblem(tokenUrl, 'MLS_TOKEN_URL');
    if (problem) problems.push(problem);
  }
  const agentMlsId = env('MLS_AGENT_MLS_ID') || undefined;
  if (agentMlsId && agentMlsId.length > 50) problems.push('MLS_AGENT_MLS_ID can have at most 50 characters');
  const closePrices = env('MLS_CLOSE_PRICES') || 'hide';
  if (closePrices !== 'show' && closePrices !== 'hide') {
    problems.push(`MLS_CLOSE_PRICES must be show or hide, got "${closePrices}"`);
  }
  const pageSize = wholeNumber(env, 'MLS_PAGE_SIZE', DEFAULT_PAGE_SIZE, 1, 1000, problems);
  const budget = wholeNumber(env, 'MLS_TIME_BUDGET_SECONDS', DEFAULT_TIME_BUDGET_SECONDS, 1, 3600, problems);
  if (problems.length > 0 || !baseUrl || !clientId || !clientSecret) {
    return { kind: 'problem', message: `The MLS feed's settings are wrong: ${problems.join('; ')}.` };
  }
  return {
    kind: 'ok',
    config: {
      reso: { baseUrl, tokenUrl, clientId, clientSecret, scope: env('MLS_SCOPE') || undefined },
      rules: { agentMlsId, closePrices: closePrices === 'show' },
      pageSize,
      timeBudgetMs: budget * 1000,
    },
  };
}

export interface SyncReport {
  /** done: the feed is stored up to now; partial: the budget ran out, the next run goes on. */
  status: 'done' | 'partial' | 'throttled' | 'failed';
  pages: number;
  received: number;
  /** Rows inserted or changed. */
  stored: number;
  /** Rows taken off the site (withdrawn, expired, cancelled, deleted…). */
  removed: number;
  skipped: number;
  /** Why records were skipped, and how many for each reason. */
  skippedReasons: Record<string, number>;
  error?: string;
}

/** A problem with the database itself (not with a record): the run stops and answers 503. */
class DatabaseError extends Error {}

/** Errors of the data, not of the database: a value a check or a constraint refused (SQLSTATE 22, 23). */
const refusedValue = (code: string | undefined) => /^2[23]/.test(code ?? '');

interface PageResult {
  stored: number;
  removed: number;
}

/**
 * Stores one page and its checkpoint in one call; when the database refuses a record the checks
 * here let through, the page's records go one by one and the refused ones are skipped.
 */
export async function storePage(
  admin: SupabaseClient,
  rows: MlsListingRow[],
  removals: MlsRemoval[],
  checkpoint: { high_water_mark: string | null; next_link: string | null },
  skip: (reason: string) => void,
): Promise<PageResult> {
  const apply = (listings: MlsListingRow[], gone: MlsRemoval[], saved: typeof checkpoint | null) =>
    admin.rpc('apply_mls_page', { listings, removals: gone, checkpoint: saved });
  const whole = await apply(rows, removals, checkpoint);
  if (!whole.error) return whole.data as PageResult;
  if (!refusedValue(whole.error.code)) throw new DatabaseError(whole.error.message);
  const total = { stored: 0, removed: 0 };
  for (const row of rows) {
    const one = await apply([row], [], null);
    if (one.error && !refusedValue(one.error.code)) throw new DatabaseError(one.error.message);
    if (one.error) skip('refused by the database');
    else total.stored += (one.data as PageResult).stored;
  }
  const rest = await apply([], removals, checkpoint);
  if (rest.error) throw new DatabaseError(rest.error.message);
  total.removed += (rest.data as PageResult).removed;
  return total;
}

const later = (a: string | null, b: string | undefined) => (!b ? a : !a || b > a ? b : a);

/** One run: from the saved next link, or from the high-water mark, until done or out of time. */
export async function runSync(
  admin: SupabaseClient,
  client: ResoClient,
  config: MlsConfig,
  limits: { maxPages: number; deadline: number },
): Promise<SyncReport> {
  const report: SyncReport = {
    status: 'partial',
    pages: 0,
    received: 0,
    stored: 0,
    removed: 0,
    skipped: 0,
    skippedReasons: {},
  };
  const skip = (reason: string) => {
    report.skipped += 1;
    report.skippedReasons[reason] = (report.skippedReasons[reason] ?? 0) + 1;
  };
  const state = await admin
    .from('mls_sync_state')
    .select('high_water_mark, next_link')
    .eq('id', true)
    .single();
  if (state.error) throw new DatabaseError(state.error.message);
  // Where the MLS does not let sale prices be shown, none stays stored from runs under another
  // setting; once cleared, this matches no row (a partial index holds only such rows).
  if (!config.rules.closePrices) {
    const cleared = await admin
      .from('listings')
      .update({ closed_price: null })
      .eq('source', 'mls')
      .not('closed_price', 'is', null);
    if (cleared.error) throw new DatabaseError(cleared.error.message);
  }
  // As the feed's timestamps are compared: ISO 8601 in UTC (the API answers +00:00).
  const saved = state.data.high_water_mark as string | null;
  let highWaterMark = saved ? new Date(saved).toISOString() : null;
  const fromMark = () =>
    replicationUrl(config.reso.baseUrl, highWaterMark ? new Date(highWaterMark) : undefined, config.pageSize);
  let resumed = Boolean(state.data.next_link);
  let url = (state.data.next_link as string | null) ?? fromMark();
  for (;;) {
    if (report.pages >= limits.maxPages || Date.now() >= limits.deadline) return report;
    let page;
    try {
      page = await client.page(url, limits.deadline);
    } catch (error) {
      // A saved next link the server no longer knows (expired paging): start again from the mark,
      // which every stored page moved; what is read twice is stored once.
      if (resumed && error instanceof ResoError && [400, 404, 410].includes(error.status ?? 0)) {
        resumed = false;
        url = fromMark();
        continue;
      }
      if (!(error instanceof ResoError)) throw error;
      // What was stored stays stored, with its checkpoint: the next run goes on from there.
      report.status = error instanceof ThrottledError ? 'throttled' : 'failed';
      report.error = error.message;
      return report;
    }
    resumed = false;
    report.pages += 1;
    report.received += page.value.length;
    // The newest version of each key on the page; a record without a usable key or timestamp is skipped.
    const latest = new Map<string, { at: string; outcome: ReturnType<typeof mapProperty> }>();
    for (const record of page.value) {
      const outcome = mapProperty(record, config.rules);
      highWaterMark = later(highWaterMark, modifiedAt(record));
      if (outcome.kind === 'skip') {
        skip(outcome.reason);
        continue;
      }
      const key = outcome.kind === 'store' ? outcome.row.mls_listing_key : outcome.removal.mls_listing_key;
      const at = outcome.kind === 'store' ? outcome.row.mls_modified_at : outcome.removal.mls_modified_at;
      const seen = latest.get(key);
      if (!seen || at >= seen.at) latest.set(key, { at, outcome });
    }
    const rows: MlsListingRow[] = [];
    const removals: MlsRemoval[] = [];
    for (const { outcome } of latest.values()) {
      if (outcome.kind === 'store') rows.push(outcome.row);
      else if (outcome.kind === 'remove') removals.push(outcome.removal);
    }
    const next = page.nextLink ?? null;
    const result = await storePage(
      admin,
      rows,
      removals,
      { high_water_mark: highWaterMark, next_link: next },
      skip,
    );
    report.stored += result.stored;
    report.removed += result.removed;
    if (!next) {
      report.status = 'done';
      return report;
    }
    url = next;
  }
}

/** The request's options: `{ maxPages }` stops a run after that many pages (0: none). */
async function readOptions(request: Request): Promise<{ maxPages: number } | Response> {
  let body: string;
  try {
    body = await readText(request, 4096);
  } catch (error) {
    if (error instanceof TooLarge) return failure(413, 'too_large', 'The request body is too large.');
    throw error;
  }
  if (body.trim() === '') return { maxPages: Number.MAX_SAFE_INTEGER };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return failure(400, 'bad_request', 'Send a JSON object, such as {} or {"maxPages": 5}.');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return failure(400, 'bad_request', 'Send a JSON object, such as {} or {"maxPages": 5}.');
  }
  const maxPages = (parsed as { maxPages?: unknown }).maxPages;
  if (maxPages === undefined) return { maxPages: Number.MAX_SAFE_INTEGER };
  if (typeof maxPages !== 'number' || !Number.isInteger(maxPages) || maxPages < 0 || maxPages > 1_000_000) {
    return failure(400, 'bad_request', 'maxPages must be a whole number from 0 to 1000000.');
  }
  return { maxPages };
}

export default function createMlsSync(env: Env): (request: Request) => Promise<Response> {
  const serviceRoleKey = requireEnv(env, 'SUPABASE_SERVICE_ROLE_KEY');
  const admin = createClient(requireEnv(env, 'SUPABASE_URL'), serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const settings = loadMlsSettings(env);
  // One client per worker: its token serves every run until it expires.
  const client = settings.kind === 'ok' ? new ResoClient(settings.config.reso) : undefined;

  /** Records how the run went; the lease is given back. */
  const finish = async (report: SyncReport) => {
    const now = new Date().toISOString();
    const failed = report.status === 'failed';
    const { error } = await admin
      .from('mls_sync_state')
      .update({
        last_run: report,
        running_until: null,
        last_error: failed ? (report.error ?? 'The sync failed.').slice(0, 2000) : null,
        ...(failed ? { last_error_at: now } : { last_success_at: now }),
      })
      .eq('id', true);
    if (error) throw new DatabaseError(error.message);
  };

  return async (request) => {
    if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Use POST.');
    const token = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
    if (token !== serviceRoleKey) {
      return failure(403, 'service_role_only', 'Only the service role can sync the MLS feed.');
    }
    const options = await readOptions(request);
    if (options instanceof Response) return options;
    if (settings.kind === 'off') {
      return failure(
        409,
        'not_configured',
        'No MLS feed is set up: set MLS_RESO_URL, MLS_CLIENT_ID and MLS_CLIENT_SECRET to import one.',
      );
    }
    try {
      if (settings.kind === 'problem') {
        await admin
          .from('mls_sync_state')
          .update({ last_error: settings.message, last_error_at: new Date().toISOString() })
          .eq('id', true);
        return failure(409, 'misconfigured', settings.message);
      }
      const { config } = settings;
      const claimed = await admin.rpc('claim_mls_sync', {
        lease_seconds: Math.ceil(config.timeBudgetMs / 1000) + 60,
      });
      if (claimed.error) throw new DatabaseError(claimed.error.message);
      if (claimed.data !== true)
        return json(200, { status: 'busy', message: 'Another run is syncing the feed.' });
      const deadline = Date.now() + config.timeBudgetMs;
      let report: SyncReport;
      try {
        report = await runSync(admin, client!, config, { maxPages: options.maxPages, deadline });
      } catch (error) {
        // The lease goes back at once rather than when it ends; what was stored stays.
        await admin.from('mls_sync_state').update({ running_until: null }).eq('id', true);
        throw error;
      }
      await finish(report);
      return json(200, report);
    } catch (error) {
      console.error('The MLS sync could not use the database:', error);
      return failure(503, 'unavailable', 'The database could not be reached; the next run tries again.');
    }
  };
}
