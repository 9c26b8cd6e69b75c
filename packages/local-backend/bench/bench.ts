// `npm run bench`: requests per second and latency (p50, p99) of the site's two listing queries on
// the local backend, over loopback with autocannon at 50 connections, and of an answer that touches
// no database (`/auth/v1/health`) as the ceiling; then a lead's submission (`submit-lead`, stored,
// its emails queued and sent as files) at 1, 10 and 50 concurrent clients. The backend runs in its
// own process on a fresh seeded database.
// Figures only: nothing here fails on timing. A row that measured nothing (no 2xx answer) is
// flagged and makes the run exit 1, so a broken target never reads as a fast one.
// BENCH_SECONDS sets each run's length (default 10).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { FORM_TEXT } from '@agent-sites/schemas';
import { localKeys } from '../src/index.ts';
import { spawnBackend, stopBackend } from '../test/spawn-backend.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
/** Concurrent clients sending leads, each one lead after another. */
const LEAD_CLIENTS = [1, 10, 50];
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
    answered: result['2xx'],
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

/**
 * An inquiry as the site sends it, from a visitor who took 15 s to fill it in; autocannon puts a
 * new id in each request's email (`[<id>]`), so every lead is a new visitor's.
 */
const inquiry = JSON.stringify({
  kind: 'inquiry',
  values: {
    name: 'Bench Visitor',
    email: 'bench.[<id>]@example.com',
    phone: '(555) 555-0142',
    lookingTo: 'buy',
    timeline: '3-6',
    budget: '300-400k',
    area: '',
    notes: 'A lead sent by npm run bench.',
    consent: true,
  },
  page: '/contact',
  consentText: FORM_TEXT.consentLabel,
  elapsedMs: 15_000,
  website: '',
});

/** Leads sent by `clients` concurrent visitors for `seconds`: leads per second and latency. */
async function measureLeads(url: string, clients: number, seconds: number, pid?: number) {
  const cpuBefore = cpuSeconds(pid);
  const result = await autocannon({
    url: `${url}/functions/v1/submit-lead`,
    method: 'POST',
    connections: clients,
    duration: seconds,
    headers: { ...api, 'content-type': 'application/json' },
    body: inquiry,
    idReplacement: true,
  });
  const cpuAfter = cpuSeconds(pid);
  return {
    bytes: result.requests.total === 0 ? 0 : result.throughput.total / result.requests.total,
    answered: result['2xx'],
    cpuPerRequestUs:
      cpuBefore === undefined || cpuAfter === undefined || result.requests.total === 0
        ? undefined
        : Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total),
    rps: Math.round((result['2xx'] / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const rows: string[] = [];
let budgetMet = true;
let measuredNothing = 0;
const line = (label: string, figures: Awaited<ReturnType<typeof measure>>, unit = 'req/s') => {
  if (figures.answered === 0) measuredNothing += 1;
  return `${`${label} (${(figures.bytes / 1024).toFixed(1)} KiB)`.padEnd(46)} ${String(figures.rps).padStart(8)} ${unit}   p50 ${String(figures.p50).padStart(3)} ms   p99 ${String(figures.p99).padStart(3)} ms${
    figures.cpuPerRequestUs === undefined ? '' : `   server CPU ${figures.cpuPerRequestUs} µs/req`
  }${figures.failures ? `   ${figures.failures} failed` : ''}${
    figures.answered === 0 ? '   MEASURED NOTHING: no request was answered 2xx' : ''
  }`;
};

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
  // Leads: the per-address limit is lifted (every request comes from loopback here, where each
  // would be a different visitor's), nothing else; each lead's emails are sent as files after
  // the answer, on the same process, as on `npm start`.
  backend = await start({ LEAD_RATE_LIMIT: '1000000/60' });
  console.log('\nA lead sent by concurrent visitors (submit-lead: stored, emails queued and sent):');
  await measureLeads(backend.url, 1, 1);
  for (const clients of LEAD_CLIENTS) {
    const label = `lead submission, ${clients} client${clients === 1 ? '' : 's'}`;
    console.log(line(label, await measureLeads(backend.url, clients, SECONDS, backend.child.pid), 'leads/s'));
  }
  await stop(backend.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\nBudget, listing queries p99 < ${BUDGET_P99_MS} ms at ${CONNECTIONS} connections: ${budgetMet ? 'met' : 'MISSED'}`,
);
if (measuredNothing > 0) {
  console.error(`${measuredNothing} row(s) measured nothing: their figures are not figures.`);
  process.exitCode = 1;
}
