// Lighthouse (mobile) on every prerendered route and the back office's sign-in and inbox (signed in
// as a measuring agent, with a few leads), in the system Chromium: prints the four scores, LCP, CLS,
// TBT and the JavaScript each route transfers. Figures, not a test: run it before and
// after a change. Each figure is the median of three runs (--runs=N for another count). Usage:
// npm run lighthouse [-- [--no-build] [--runs=N] [--port=N] [--why] /path ...] (--no-build measures
// the site/dist already built; --port measures on another port than 4319, the site's own server on
// the one after it, for a second run at once).
//
// Beside the routes it measures a page of one paragraph of HTML, in the same runs and through the
// same server, as the floor a page can reach here, and prints each route's allowance from it (issue
// 25): a Total Blocking Time at most 100 ms above the paragraph's, an LCP at most 1.6 times its LCP.
// The paragraph is no page of the site: this script's own front serves it, and passes every other
// request to the site's server on the next port (docs/decisions/036-cheaper-hydration.md).
import { spawn } from 'node:child_process';
import { Agent, createServer, request } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../tests/chromium.ts';
import { chromium } from '@playwright/test';
import { ROUTES } from '../tests/e2e/routes.ts';
import { question, sendLead } from '../tests/e2e/send-leads.ts';

/** The back office's pages measured: sign-in as a stranger sees it, the inbox as the agent does. */
const SIGN_IN = '/admin/sign-in';
const INBOX = '/admin';
/** An account that exists only on this measuring server's fresh database. */
const AGENT = { email: 'lighthouse-agent@example.com', password: 'lighthouse-Woodward-1701' };

const portArg = process.argv.find((arg) => arg.startsWith('--port='));
const port = portArg ? Number(portArg.slice('--port='.length)) : 4319;
const base = `http://127.0.0.1:${port}`;
/** The site's own server, behind the front on `port`. */
const sitePort = port + 1;

/** The floor: one paragraph of HTML, no styles, fonts, images or script. */
const PARAGRAPH = '/_lighthouse/one-paragraph';
const PARAGRAPH_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>One paragraph</title>
<meta name="description" content="A page of one paragraph, measured beside the site's routes.">
</head>
<body>
<p>Buying a home starts with knowing what you can afford, where you want to live and what matters
most to you. A good agent listens first, then shows you homes that fit, explains every offer and
deadline in plain words, and stays with you from the first showing to the day you get the keys.</p>
</body>
</html>
`;
/** How far each route's figures may be from the paragraph's (issue 25). */
const TBT_ABOVE_PARAGRAPH_MS = 100;
const LCP_TIMES_PARAGRAPH = 1.6;

/**
 * The server Lighthouse talks to: it answers the paragraph itself and passes every other request,
 * as it came, to the site's server, so every page measured travels the same way.
 */
function startFront() {
  const agent = new Agent({ keepAlive: true });
  const front = createServer((incoming, outgoing) => {
    if (incoming.url === PARAGRAPH) {
      outgoing.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-length': Buffer.byteLength(PARAGRAPH_HTML),
        'cache-control': 'no-store',
      });
      outgoing.end(PARAGRAPH_HTML);
      return;
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        agent,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  return new Promise((resolve, reject) => {
    front.once('error', reject);
    front.listen(port, '127.0.0.1', () => resolve(front));
  });
}
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const runsArg = process.argv.find((arg) => arg.startsWith('--runs='));
const runCount = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;

/** One Lighthouse run of `path`: the scores and figures, and what explains its LCP. */
async function measure(chromePort, path, { signedIn = false } = {}) {
  // Lighthouse now and then fails to record a trace (NO_NAVSTART, "run Lighthouse again"):
  // such a run measured nothing, so it is run again, up to twice.
  let result;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouse(`${base}${path}`, {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Signed in: the session in local storage stays (the worker and its caches are cleared below).
      disableStorageReset: signedIn,
    });
    const error = result.lhr.runtimeError;
    if (!error) break;
    console.error(`${path}: ${error.code} ${error.message}${attempt < 3 ? ' (running it again)' : ''}`);
  }
  // A session that did not hold would measure the sign-in page a stranger is sent to.
  if (signedIn && new URL(result.lhr.finalDisplayedUrl).pathname !== path) {
    throw new Error(`${path} was not measured signed in: it ended at ${result.lhr.finalDisplayedUrl}`);
  }
  const { categories, audits } = result.lhr;
  // An audit Lighthouse could not compute shows as NaN rather than ending the run.
  const figure = (id, digits = 0) => Number((audits[id]?.numericValue ?? NaN).toFixed(digits));
  for (const id of ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']) {
    if (audits[id]?.errorMessage) console.error(`${path}: ${id}: ${audits[id].errorMessage}`);
  }
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
  const scripts = audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');

  // What the LCP was, where its time went, what shifted, and what the page had loaded by its largest
  // paint in the unthrottled trace: Lighthouse's mobile estimate of the LCP simulates loading all of
  // those on a slow connection.
  const why = [];
  for (const id of ['lcp-breakdown-insight', 'layout-shifts']) {
    for (const item of audits[id]?.details?.items ?? []) {
      for (const row of item.items ?? [item]) why.push(`${id}: ${JSON.stringify(row).slice(0, 300)}`);
    }
  }
  // Each metric's value and its share of the performance score (0-1), to see which one costs points.
  why.push(
    `metrics: ${[
      'first-contentful-paint',
      'speed-index',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
    ]
      .map((id) => `${id} ${audits[id]?.displayValue} (${audits[id]?.score})`)
      .join(', ')}`,
  );
  for (const item of audits['bootup-time']?.details?.items ?? []) {
    why.push(
      `script time: ${item.url.replace(base, '')} total ${Math.round(item.total)} ms, evaluating ${Math.round(item.scripting)} ms, compiling ${Math.round(item.scriptParseCompile)} ms`,
    );
  }
  for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
    why.push(`main thread: ${item.groupLabel} ${Math.round(item.duration)} ms`);
  }
  const observed = audits.metrics?.details?.items?.[0] ?? {};
  why.push(
    `observed: first paint ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
  );
  // The estimate counts each task before the largest paint four times over (docs/decisions/059).
  for (const task of audits['main-thread-tasks']?.details?.items ?? []) {
    if (task.startTime > observed.observedLargestContentfulPaint || task.duration < 5) continue;
    why.push(`task before LCP: at ${Math.round(task.startTime)} ms for ${Math.round(task.duration)} ms`);
  }
  for (const request of audits['network-requests']?.details?.items ?? []) {
    if (request.networkEndTime > observed.observedLargestContentfulPaint) continue;
    why.push(
      `loaded before LCP: ${request.url.replace(base, '').slice(0, 90)} at ${Math.round(request.networkRequestTime)} ms, ${(request.transferSize / 1024).toFixed(1)} kB, ${request.priority}`,
    );
  }
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: figure('largest-contentful-paint'),
    cls: figure('cumulative-layout-shift', 3),
    tbt: figure('total-blocking-time'),
    js: Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
    why,
  };
}

/** A few leads for the inbox to show, sent as visitors send them. */
async function sendLeads() {
  const people = ['Dana Whitfield', 'Marcus Bell', 'Priya Raman', 'Tom Kowalski', 'Alicia Gomez', 'Ray Dunn'];
  for (const [index, name] of people.entries())
    await sendLead(base, question(name, `measured.${index}@example.com`));
}

/**
 * Signs the measuring agent in on Lighthouse's Chromium (unless signed in already), then unregisters the back office's worker
 * and empties its caches and the browser's, so the inbox is measured loading from the server, not
 * from what the worker or the browser kept.
 */
async function signInAgent(chromePort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    // Signed in once: the session stays in local storage for the runs after.
    await page.goto(`${base}${INBOX}`);
    const form = page.getByRole('form', { name: 'Sign in to the back office' });
    // The inbox's heading shows while the sign-in is checked too; its reply figures only once read.
    const inbox = page.getByRole('region', { name: 'Reply times, last 30 days' });
    await form.or(inbox).first().waitFor();
    if (await form.isVisible()) {
      await form.getByRole('textbox', { name: 'Email' }).fill(AGENT.email);
      await form.getByLabel('Password').fill(AGENT.password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await inbox.waitFor();
    }
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations())
        await registration.unregister();
      for (const name of await globalThis.caches.keys()) await globalThis.caches.delete(name);
    });
    await page.close();
  } finally {
    // Leaves Chromium running: only this connection closes.
    await browser.close();
  }
}

const server = spawn(
  process.execPath,
  ['scripts/serve.mjs', String(sitePort), '--fresh', ...process.argv.filter((arg) => arg === '--no-build')],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ADMIN_EMAIL: AGENT.email,
      ADMIN_PASSWORD: AGENT.password,
    },
  },
);
const front = await startFront();
try {
  for (let attempt = 0; ; attempt += 1) {
    const ok = await fetch(`${base}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (attempt > 240) throw new Error('the site did not start');
    await delay(500);
  }

  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  const rows = [];
  try {
    const measured = paths.length ? paths : [...ROUTES.map((route) => route.path), SIGN_IN, INBOX];
    if (measured.includes(INBOX)) await sendLeads();
    // One run of every page, then the next: a machine busier in one minute than the next weighs on
    // every page alike, the paragraph's among them.
    const pages = [PARAGRAPH, ...measured.filter((path) => path !== PARAGRAPH)];
    const runs = new Map(pages.map((path) => [path, []]));
    for (let run = 1; run <= runCount; run += 1) {
      for (const path of pages) {
        const signedIn = path === INBOX;
        if (signedIn) await signInAgent(chrome.port);
        runs.get(path).push(await measure(chrome.port, path, { signedIn }));
      }
    }
    let floor;
    for (const path of pages) {
      const ofPath = runs.get(path);
      // Each figure is the median of the runs (the middle one of three).
      const median = (pick) => {
        const values = ofPath.map(pick).sort((a, b) => a - b);
        return values[Math.floor((values.length - 1) / 2)];
      };
      const row = {
        route: path === PARAGRAPH ? 'one paragraph' : path,
        perf: median((run) => run.perf),
        a11y: median((run) => run.a11y),
        bp: median((run) => run.bp),
        seo: median((run) => run.seo),
        'LCP ms': median((run) => run.lcp),
        CLS: median((run) => run.cls),
        'TBT ms': median((run) => run.tbt),
        'JS kB': median((run) => run.js),
      };
      floor ??= row;
      const tbtAllowed = floor['TBT ms'] + TBT_ABOVE_PARAGRAPH_MS;
      const lcpAllowed = Math.round(floor['LCP ms'] * LCP_TIMES_PARAGRAPH);
      const within = row['TBT ms'] <= tbtAllowed && row['LCP ms'] <= lcpAllowed;
      rows.push(
        path === PARAGRAPH
          ? row
          : { ...row, 'TBT allowed': tbtAllowed, 'LCP allowed': lcpAllowed, within: within ? 'yes' : 'no' },
      );
      console.log(
        `measured ${row.route}: LCP ${ofPath.map((run) => run.lcp).join(', ')} ms, TBT ${ofPath.map((run) => run.tbt).join(', ')} ms`,
      );
      if (process.argv.includes('--why')) for (const line of ofPath.at(-1).why) console.log(`  ${line}`);
    }
  } finally {
    chrome.kill();
  }
  console.table(rows);
  console.log(
    `Allowed: TBT at most ${TBT_ABOVE_PARAGRAPH_MS} ms above the one-paragraph page's, LCP at most ${LCP_TIMES_PARAGRAPH} times its LCP, each the median of ${runCount} runs.`,
  );
} finally {
  server.kill('SIGTERM');
  front.close();
  front.closeAllConnections();
}
