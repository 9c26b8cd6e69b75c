// `npm run bench:flood`: a lead's answer time while strangers ask /listings for a new query every
// time, as the attack of issue 24 did. Starts the built site with the local backend
// (`scripts/serve.mjs --fresh --no-build`) in its own process on loopback, sends leads one at a
// time with nothing else going on, then again while 12 clients ask /listings for unique URLs
// (`?area=<made-up words>&area=royal-oak&min=<a new number>`), then while they all ask for
// /listings itself (what the requests cost without any render), the three phases taking turns
// for a few rounds, and prints each phase's p50 and p99 and their ratio to the quiet ones.
// Figures only: nothing here fails on timing.
//   node scripts/query-flood.mjs [--leads N] [--rounds N] [--clients N]
// Builds the site first when it has not been built (npm run build:site).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { localKeys } from '@agent-sites/local-backend';
import { FORM_TEXT } from '@agent-sites/schemas';

const { values: args } = parseArgs({
  options: {
    leads: { type: 'string', default: '40' },
    rounds: { type: 'string', default: '3' },
    clients: { type: 'string', default: '12' },
  },
});
const LEADS = Math.min(Number(args.leads), 500);
const ROUNDS = Math.min(Number(args.rounds), 10);
const CLIENTS = Math.min(Number(args.clients), 64);
/** A flood stops after this long whatever the leads' progress, so a run is bounded in time. */
const FLOOD_LIMIT_MS = 120_000;
const PORT = 4590 + Math.floor(Math.random() * 300);
const url = `http://127.0.0.1:${PORT}`;

if (!existsSync(fileURLToPath(new URL('../site/dist/index.html', import.meta.url)))) {
  console.log('The site is not built: building it first (npm run build:site)...');
  execFileSync(process.execPath, [fileURLToPath(new URL('build-site.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
}

const server = spawn(
  process.execPath,
  [fileURLToPath(new URL('serve.mjs', import.meta.url)), String(PORT), '--fresh', '--no-build'],
  {
    // Leads sent by a script in quick succession from one address: not spam here.
    env: { ...process.env, LEAD_MIN_FILL_MS: '0', LEAD_RATE_LIMIT: '100000/60', HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stopServer);

async function ready() {
  for (let tries = 0; tries < 600; tries++) {
    try {
      if ((await fetch(`${url}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer on ${url} within a minute.`);
}

const { anonKey } = localKeys(process.env.JWT_SECRET);
const lead = (n) => ({
  kind: 'inquiry',
  values: {
    name: `Flood Test ${n}`,
    email: `flood-${n}@example.com`,
    phone: '(313) 555-0182',
    lookingTo: 'buy',
    timeline: '3-6',
    budget: '',
    area: 'Ferndale',
    notes: 'Measuring the answer time.',
    consent: true,
  },
  page: '/contact',
  consentText: FORM_TEXT.consentLabel,
  elapsedMs: 30_000,
  website: '',
});

/** One lead, as the contact form sends it; answers its time in milliseconds. */
async function sendLead(n) {
  const started = performance.now();
  const response = await fetch(`${url}/functions/v1/submit-lead`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify(lead(n)),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`A lead was answered ${response.status}`);
  return performance.now() - started;
}

/** `count` leads one after another, a moment apart, as visitors send them. */
async function leadTimes(count, offset) {
  const times = [];
  for (let n = 0; n < count; n++) {
    times.push(await sendLead(offset + n));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return times;
}

const percentile = (times, p) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => `${Math.round(value)} ms`.padStart(8);

/**
 * Clients asking /listings, each time for a new query (`unique`) or each time for the same page
 * (the cost of the requests alone), in a thread of their own so that reading their answers does
 * not hold up the timing of the leads; they stop when told to.
 */
function flood(unique) {
  const worker = new Worker(new URL('lib/flood-clients.mjs', import.meta.url), {
    workerData: { url, clients: CLIENTS, unique },
  });
  const started = performance.now();
  const done = new Promise((resolve, reject) => {
    worker.once('message', (tally) => resolve({ tally, seconds: (performance.now() - started) / 1000 }));
    worker.once('error', reject);
  });
  return { stop: () => worker.postMessage('stop'), done };
}

/** Leads sent while `unique` or same-page clients flood the site; the flood's tally is added to `sum`. */
async function leadsUnderFlood(unique, offset, sum) {
  const flooding = flood(unique);
  const limit = setTimeout(flooding.stop, FLOOD_LIMIT_MS);
  try {
    // The flood takes hold before the first lead.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    return await leadTimes(LEADS, offset);
  } finally {
    flooding.stop();
    clearTimeout(limit);
    const { tally, seconds } = await flooding.done;
    sum.seconds += seconds;
    sum.requests += tally.requests;
    sum.renderedForQuery += tally.renderedForQuery;
    sum.echoed += tally.echoed;
    sum.failed += tally.failed;
    for (const [status, count] of Object.entries(tally.byStatus))
      sum.byStatus[status] = (sum.byStatus[status] ?? 0) + count;
  }
}

const emptyTally = () => ({
  seconds: 0,
  requests: 0,
  byStatus: {},
  renderedForQuery: 0,
  echoed: 0,
  failed: 0,
});

try {
  await ready();
  console.log(
    `Site and local backend on ${url}; ${ROUNDS} rounds of ${LEADS} leads per phase, ${CLIENTS} flooding clients`,
  );
  console.log(`Load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores\n`);
  // Warm: the first lead and the first query render load their code.
  await leadTimes(3, 0);
  await fetch(`${url}/listings?area=royal-oak`).then((response) => response.arrayBuffer());

  // The phases take turns, so a change in the machine's load falls on each alike.
  const times = { quiet: [], unique: [], same: [] };
  const floods = { unique: emptyTally(), same: emptyTally() };
  for (let round = 0; round < ROUNDS; round++) {
    const offset = 1_000 * (round + 1);
    times.quiet.push(...(await leadTimes(LEADS, offset)));
    times.unique.push(...(await leadsUnderFlood(true, offset + 300, floods.unique)));
    times.same.push(...(await leadsUnderFlood(false, offset + 600, floods.same)));
  }

  const row = (label, values) =>
    `${label.padEnd(40)} p50 ${ms(percentile(values, 50))}   p99 ${ms(percentile(values, 99))}` +
    (values === times.quiet
      ? ''
      : `   (×${(percentile(values, 50) / percentile(times.quiet, 50)).toFixed(2)}, ×${(percentile(values, 99) / percentile(times.quiet, 99)).toFixed(2)})`);
  console.log(`A lead's answer, ${times.quiet.length} per phase (ratio to quiet, p50 and p99):`);
  console.log(row('  quiet', times.quiet));
  console.log(row(`  ${CLIENTS} clients on unique /listings URLs`, times.unique));
  console.log(row(`  ${CLIENTS} clients on /listings itself`, times.same));

  for (const [name, tally] of Object.entries(floods)) {
    const statuses = Object.entries(tally.byStatus)
      .map(([status, count]) => `${count} × ${status}`)
      .join(', ');
    const fivexx = Object.entries(tally.byStatus)
      .filter(([status]) => Number(status) >= 500)
      .reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `\nFlood on ${name === 'unique' ? 'unique URLs' : '/listings itself'}: ${tally.requests} requests in ${tally.seconds.toFixed(1)} s ` +
        `(${(tally.requests / tally.seconds).toFixed(0)}/s): ${statuses}; ${fivexx} answered 5xx, ${tally.failed} without an answer`,
    );
    if (name === 'unique') {
      console.log(
        `  rendered for their query: ${tally.renderedForQuery}; the page's own file (its script applies the query): ${tally.requests - tally.renderedForQuery}`,
      );
      console.log(`  pages showing the made-up area's words: ${tally.echoed}`);
    }
  }
} finally {
  stopServer();
}
