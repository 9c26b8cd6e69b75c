import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { STAND_IN_CREDENTIALS } from '../../packages/local-backend/src/reso/live-market.ts';
import { FORM_TEXT } from '../../packages/schemas/src/index.ts';
import { hydrated, live } from './api.ts';
import { readCaught } from './caught-folder.ts';
import { uniqueEmail } from './leads.ts';
import { sitemapText } from './sitemap.ts';
import { type CaughtMail, mailDir } from './mail.ts';

// Every home of a market (issue 27): the site served with the RESO stand-in's market of 10,000
// listings (`npm start -- --market`, decisions 051, 054 and 058), as a visitor on a phone finds
// one, opens its page rendered on demand and asks to tour it, and the agent hears its MLS number;
// then its listing agent cuts the price at the MLS, and the page and the results show the new one
// within the sync interval (a minute) and a minute more.

/** What a listing agent does at the MLS: the RESO Web API's Add/Edit, on the stand-in. */
async function atTheMls() {
  const grant = await fetch(`${feed}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: STAND_IN_CREDENTIALS.clientId,
      client_secret: STAND_IN_CREDENTIALS.clientSecret,
    }).toString(),
  });
  const { access_token: token } = (await grant.json()) as { access_token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  return {
    async find(mlsNumber: string) {
      const query = new URLSearchParams({
        $filter: `ListingId eq '${mlsNumber}'`,
        $select: 'ListingKey,ListPrice,City',
      });
      const answer = await fetch(`${feed}/Property?${query.toString().replace(/\+/g, '%20')}`, { headers });
      const { value } = (await answer.json()) as {
        value: { ListingKey: string; ListPrice: number; City: string }[];
      };
      return value[0]!;
    },
    async changePrice(key: string, price: number) {
      const answer = await fetch(`${feed}/Property('${key}')`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ ListPrice: price }),
      });
      expect(answer.status).toBe(204);
    },
  };
}

const PORT = Number(process.env.E2E_PORT ?? 4317) + 40;
const BASE = `http://127.0.0.1:${PORT}`;
let server: ChildProcess | undefined;
/** The stand-in MLS's service root, as the server announced it. */
let feed = '';

test.beforeAll(async () => {
  test.setTimeout(600_000);
  server = spawn(
    process.execPath,
    ['tests/e2e/serve-with-mail.ts', String(PORT), '--no-build', '--market=10000'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      // As the main e2e server: a robot fills a form in milliseconds, which the spam rule would file.
      env: { ...process.env, LEAD_MIN_FILL_MS: '0', LEAD_RATE_LIMIT: '100000/60' },
    },
  );
  // Imported once the stand-in says so; the site's server has the new cities once /listings offers one.
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      feed ||= /MLS stand-in: the feed is at (\S+),/.exec(out)?.[1] ?? '';
      if (/MLS stand-in: 10,000 listings in the feed/.test(out)) resolve();
      if (/the sync failed/.test(out)) reject(new Error(out.slice(-2000)));
    });
    server!.on('exit', (code) =>
      reject(new Error(`the market's server stopped (${code}): ${out.slice(-2000)}`)),
    );
  });
  await expect
    .poll(
      async () =>
        (await (await fetch(`${BASE}/listings?area=springfield`)).text()).includes('value="springfield"'),
      {
        timeout: 120_000,
      },
    )
    .toBe(true);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a phone searches 10,000 homes by city, price and beds, pages on, opens a feed listing, asks to tour it and sees its price cut at the MLS', async ({
  page,
}) => {
  test.setTimeout(480_000);
  await page.goto(`${BASE}/listings?area=springfield&min=200000&max=600000&beds=3`);
  await hydrated(page);
  const count = page.locator('[data-result-count]');
  await expect(count).toHaveText(/^[\d,]+ homes match: [\d,]+ for sale, [\d,]+ pending or closed$/);
  const current = page
    .getByRole('region', { name: 'Listings', exact: true })
    .locator('section[aria-labelledby="section-current"]');
  // Three rows of homes for sale among every section, then the section's own pages of 24.
  await expect(current.getByRole('article')).toHaveCount(12);

  // The next 24 for sale, then a home of the feed.
  await current.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/section=current&after=/);
  await expect(current.getByRole('article')).toHaveCount(24);
  const details = current.getByRole('link', { name: /View Details/ }).first();
  const href = (await details.getAttribute('href'))!;
  expect(href).toMatch(/^\/listing\/[a-z0-9-]+$/);

  // Its page, as a search engine gets it: rendered on demand, crediting the office.
  const served = await page.request.get(`${BASE}${href}`);
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toContain('s-maxage=60');
  const html = await served.text();
  expect(html).toContain('Listing courtesy of');
  expect(html).toContain('comes in part from the IDX program of');
  const mlsNumber = /MLS# (\d+)/.exec(html)![1]!;
  // And in the sitemap: its index names the feed's file, which the site's server writes when asked.
  const sitemap = await sitemapText(page.request, BASE);
  expect(sitemap).toContain(`${href}</loc>`);
  expect(sitemap.match(/\/listing\/[a-z0-9-]+<\/loc>/g)!.length).toBeGreaterThan(9_000);

  // Opened from the link the results gave (the market moves every minute, so the results may have
  // moved on since).
  await page.goto(`${BASE}${href}`);
  await hydrated(page);
  await page.getByRole('link', { name: 'Schedule a Tour' }).click();
  const form = await live(page.getByRole('form', { name: 'Schedule Your Tour' }));
  await form.getByRole('combobox', { name: 'Day' }).selectOption({ index: 2 });
  await form.getByRole('radio', { name: 'Afternoon (noon - 4 PM)' }).check();
  const email = uniqueEmail('market-tour');
  await form.getByRole('textbox', { name: 'Name' }).fill('Robin Castellano');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0163');
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  await form.getByRole('button', { name: 'Request a Tour' }).click();
  await expect(form.getByRole('status')).toBeVisible();

  // The agent's email names the home by its MLS number.
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const caught = await readCaught<CaughtMail>(mailDir(PORT), 'mail');
        mail = caught.find(
          (message) => message.subject.startsWith('Tour request:') && message.text.includes(email),
        );
        return mail !== undefined;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  expect(mail!.text).toContain(`MLS# ${mlsNumber}`);

  // The listing agent cuts the price at the MLS. The next sync (every minute) brings it; the page
  // the visitor has open shows it when loaded again, and so does a search for that price.
  const mls = await atTheMls();
  const listing = await mls.find(mlsNumber);
  const price = Math.round((listing.ListPrice - 7_300) / 100) * 100;
  const shown = `$${price.toLocaleString('en-US')}`;
  expect(html).not.toContain(shown);
  await mls.changePrice(listing.ListingKey, price);
  await expect
    .poll(async () => (await (await page.request.get(`${BASE}${href}`)).text()).includes(shown), {
      timeout: 120_000,
      intervals: [5_000],
    })
    .toBe(true);
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('main').getByText(shown).first()).toBeVisible();

  const area = listing.City.toLowerCase().replace(/\s+/g, '-');
  await page.goto(`${BASE}/listings?area=${area}&min=${price}&max=${price}`);
  await hydrated(page);
  const card = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });
  await expect(card).toContainText(shown);
});
