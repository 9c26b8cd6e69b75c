// Lighthouse (mobile) on every prerendered route, in the system Chromium: prints the four scores,
// LCP, CLS, TBT and the JavaScript each route transfers. Figures, not a test: run it before and
// after a change. Usage: npm run lighthouse [-- /path ...]
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../tests/chromium.ts';
import { ROUTES } from '../tests/e2e/routes.ts';

const port = 4319;
const base = `http://127.0.0.1:${port}`;
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

const server = spawn(process.execPath, ['scripts/serve.mjs', String(port), '--fresh'], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
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
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const { categories, audits } = result.lhr;
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
        'LCP ms': Math.round(audits['largest-contentful-paint'].numericValue),
        CLS: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        'TBT ms': Math.round(audits['total-blocking-time'].numericValue),
        'JS kB': Number(((scripts?.transferSize ?? 0) / 1024).toFixed(1)),
      });
      console.log(`measured ${path}`);
    }
  } finally {
    chrome.kill();
  }
  console.table(rows);
} finally {
  server.kill('SIGTERM');
}
