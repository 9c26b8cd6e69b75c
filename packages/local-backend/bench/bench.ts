// `npm run bench`: requests per second and latency (p50, p99) of the site's two listing queries on
// the local backend, over loopback with autocannon at 50 connections, and of an answer that touches
// no database (`/auth/v1/health`) as the ceiling. The backend runs in its own process on a fresh
// seeded database.
// Figures only: nothing here fails on timing. BENCH_SECONDS sets each run's length (default 10).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { localKeys } from '../src/index.ts';
import { spawnBackend, stopBackend } from '../test/spawn-backend.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const BUDGET_P99_MS = 20;
const { anonKey } = localKeys();
const dataDir = mkdtempSync(join(tmpdir(), 'local-backend-bench-'));

const start = (env: Record<string, string>) => spawnBackend({ DATA_DIR: dataDir, DATABASE_URL: '', ...env });
const stop = (child: ChildProcess) => stopBackend(child);

interface Target {
  name: string;
  path: string;
  headers?: Record<string, string>;
  budget?: boolean;
}

const api = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
const targets: Target[] = [
  {
    name: 'all listings, newest first',
    path: '/rest/v1/listings?select=*&order=created_at.desc',
    headers: api,
    budget: true,
  },
  {
    name: 'one listing by slug (single)',
    path: '/rest/v1/listings?select=*&slug=eq.1428-maplewood-ave-royal-oak',
    headers: { ...api, accept: 'application/vnd.pgrst.object+json' },
    budget: true,
  },
  { name: 'no query (ceiling): auth health', path: '/auth/v1/health' },
];

/** CPU seconds the process has used (Linux /proc; clock ticks of 10 ms). Load-independent, unlike latency. */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

async function measure(url: string, target: Target, seconds: number, pid?: number) {
  // What is measured: one answer's status and size, then a short warm-up and the measured run.
  const sample = await fetch(url + target.path, { headers: target.headers });
  const bytes = (await sample.arrayBuffer()).byteLength;
  if (!sample.ok) throw new Error(`${target.name}: HTTP ${sample.status}`);
  await autocannon({
    url: url + target.path,
    connections: CONNECTIONS,
    duration: 1,
    headers: target.headers,
  });
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: url + target.path,
    connections: CONNECTIONS,
    duration: seconds,
    headers: target.headers,
  });
  const cpuAfter = cpuSeconds(pid);
  return {
    bytes,
    cpuPerRequestUs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total),
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const rows: string[] = [];
let budgetMet = true;
const line = (label: string, figures: Awaited<ReturnType<typeof measure>>) =>
  `${`${label} (${(figures.bytes / 1024).toFixed(1)} KiB)`.padEnd(46)} ${String(figures.rps).padStart(8)} req/s   p50 ${String(figures.p50).padStart(3)} ms   p99 ${String(figures.p99).padStart(3)} ms${
    figures.cpuPerRequestUs === undefined ? '' : `   server CPU ${figures.cpuPerRequestUs} µs/req`
  }${figures.failures ? `   ${figures.failures} failed` : ''}`;

try {
  let backend = await start({});
  console.log(`Local backend (PGlite) on ${backend.url}; ${CONNECTIONS} connections, ${SECONDS} s per run`);
  // Latency depends on what else the machine runs; the server's CPU per request does not.
  console.log(`Load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores\n`);
  for (const target of targets) {
    const figures = await measure(backend.url, target, SECONDS, backend.child.pid);
    if (target.budget && (figures.p99 >= BUDGET_P99_MS || figures.failures > 0)) budgetMet = false;
    rows.push(line(target.name, figures));
    console.log(rows.at(-1));
  }
  await stop(backend.child);
  // The same queries with the response cache off: every request runs its transaction in PGlite.
  backend = await start({ RESPONSE_CACHE: 'off' });
  console.log('\nWith RESPONSE_CACHE=off (every request queries PGlite):');
  for (const target of targets.filter((item) => item.budget)) {
    console.log(
      line(
        target.name,
        await measure(backend.url, target, Math.max(3, Math.round(SECONDS / 2)), backend.child.pid),
      ),
    );
  }
  await stop(backend.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nBudget, listing queries p99 < ${BUDGET_P99_MS} ms at ${CONNECTIONS} connections: ${budgetMet ? 'met' : 'MISSED'}`,
);
