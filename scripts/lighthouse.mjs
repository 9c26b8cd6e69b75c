// Lighthouse (mobile) on every prerendered route, in the system Chromium: prints the four scores,
// LCP, CLS, TBT and the JavaScript each route transfers. Figures, not a test: run it before and
// after a change. Usage: npm run lighthouse [-- [--no-build] [--why] /path ...] (--no-build measures the
// site/dist already built).
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../tests/chromium.ts';
import { ROUTES } from '../tests/e2e/routes.ts';

const port = 4319;
const base = `http://127.0.0.1:${port}`;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

const server = spawn(
  process.execPath,
  ['scripts/serve.mjs', String(port), '--fresh', ...process.argv.filter((arg) => arg === '--no-build')],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
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
    for (const path of paths.length ? paths : ROUTES.map((route) => route.path)) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART, "run Lighthouse again"):
      // such a run measured nothing, so it is run again, up to twice.
      let result;
      for (let attempt = 1; attempt <= 3; attempt += 1) {
        result = await lighthouse(`${base}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const error = result.lhr.runtimeError;
        if (!error) break;
        console.error(`${path}: ${error.code} ${error.message}${attempt < 3 ? ' (running it again)' : ''}`);
      }
      const { categories, audits } = result.lhr;
      // An audit Lighthouse could not compute shows as NaN rather than ending the run.
      const figure = (id, digits = 0) => Number((audits[id]?.numericValue ?? NaN).toFixed(digits));
      for (const id of ['largest-contentful-paint', 'cumulative-layout-shift', 'total-blocking-time']) {
        if (audits[id]?.errorMessage) console.error(`${path}: ${id}: ${audits[id].errorMessage}`);
      }
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const scripts = audits['resource-summary']?.details?.items?.find(
        (item) => item.resourceType === 'script',
      );
      rows.push({
        route: path,
        perf: score('performance'),
        a11y: score('accessibility'),
        bp: score('best-practices'),
        seo: score('seo'),
        'LCP ms': figure('largest-contentful-paint'),
        CLS: figure('cumulative-layout-shift', 3),
        'TBT ms': figure('total-blocking-time'),
        'JS kB': Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
      });
      console.log(`measured ${path}`);
      if (process.argv.includes('--why')) {
        // What the LCP was and where its time went, and what shifted.
        for (const id of ['lcp-breakdown-insight', 'layout-shifts']) {
          for (const item of audits[id]?.details?.items ?? []) {
            for (const row of item.items ?? [item]) {
              console.log(`  ${id}: ${JSON.stringify(row).slice(0, 300)}`);
            }
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
