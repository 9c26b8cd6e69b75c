import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { hydrated, listingsStayCurrent } from './api.ts';
import { JS_BUDGET } from './budgets.ts';
import { ROUTES } from './routes.ts';

for (const { path, h1 } of ROUTES) {
  test(`${path} renders, hydrates cleanly, passes axe and stays inside its budget`, async ({
    page,
    baseURL,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const origin = new URL(baseURL ?? '').origin;
    const foreign: string[] = [];
    const scripts: Array<Promise<number>> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== origin && url.protocol.startsWith('http')) foreign.push(request.url());
    });
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => gzipSync(body).byteLength));
    });

    // The budget is a current page's: other tests changing listings meanwhile would make it correct
    // itself, which reads every listing (fresh-pages.spec.ts).
    await listingsStayCurrent(page);
    await page.goto(path, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    // React took over the prerendered page (its root carries React's container key).
    await hydrated(page);
    await expect(page.locator('main#main')).toBeVisible();

    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(problems).toEqual([]);
    expect(foreign).toEqual([]);
    const scriptBytes = (await Promise.all(scripts)).reduce((sum, bytes) => sum + bytes, 0);
    test.info().annotations.push({ type: 'js-gzip-kB', description: (scriptBytes / 1024).toFixed(1) });
    console.log(`${path}: ${(scriptBytes / 1024).toFixed(1)} kB of gzipped JavaScript before interaction`);
    expect(scriptBytes).toBeLessThanOrEqual(JS_BUDGET);
  });
}
