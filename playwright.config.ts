import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/chromium.ts';
import { AGENT_ACCOUNT } from './tests/e2e/agent-account.ts';

const PORT = Number(process.env.E2E_PORT ?? 4317);

/**
 * End-to-end tests of the assembled site in the system Chromium: the production build, served by
 * the local backend (site, REST, functions) on a fresh database, exactly as `npm start` runs it.
 */
/**
 * Specs whose steps and assertions are the same at every width (no layout of their own): the
 * visitor's forms and the agent's back office. They run once, on the phone, where most visitors
 * and the agent are; the desktop project runs the specs about layout, pages and budgets (decision 048).
 */
const PHONE_ONLY =
  /(?:admin|admin-listing-editor|admin-listings|admin-pages|admin-reviews|alerts|forms|forms-without-javascript|home-search|listings-search|mls-market|payment-estimate|saved-search|relocation-request|tour-request)\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
    // A trace records a screenshot of every step, at the phone's pixel density, which costs more
    // than the test on this 2-core machine; CI keeps only the log, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    // Tests of what a crawler reads, with no browser.
    { name: 'http', testMatch: /(?:html|share-cards|hostile-queries)\.spec\.ts$/ },
    {
      name: 'desktop',
      testIgnore: [/(?:html|share-cards|hostile-queries|reply-hours)\.spec\.ts$/, PHONE_ONLY],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: /(?:html|share-cards|hostile-queries|reply-hours)\.spec\.ts$/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      // reply-hours.spec.ts changes the agent's working hours for a moment, which every other lead
      // sent meanwhile would be promised: it runs alone, once every other test has finished.
      name: 'agent-hours',
      testMatch: /reply-hours\.spec\.ts$/,
      dependencies: ['http', 'desktop', 'mobile'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // serve.mjs behind a real SMTP server on loopback, whose mail the tests read (tests/e2e/mail.ts).
    command: `node tests/e2e/serve-with-mail.ts ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    // The test robot fills a form in milliseconds, from one address, dozens of times a run: the
    // lead functions' minimum fill time and per-address limit would file or refuse those as the
    // spam they look like. The backend's own tests prove both rules; here they are relaxed.
    // The agent's account, for the back-office tests.
    env: {
      LEAD_MIN_FILL_MS: '0',
      LEAD_RATE_LIMIT: '100000/60',
      ADMIN_EMAIL: AGENT_ACCOUNT.email,
      ADMIN_PASSWORD: AGENT_ACCOUNT.password,
    },
  },
});
