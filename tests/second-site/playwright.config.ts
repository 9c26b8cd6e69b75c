import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium.ts';

const PORT = Number(process.env.SECOND_SITE_PORT ?? 4327);

/**
 * The second agent's site (examples/), built from the packed packages outside the workspace and
 * served on its own backend (serve.ts), walked in the system Chromium.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /second-site\.spec\.ts$/,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunchOptions,
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    command: `node tests/second-site/serve.ts ${PORT}`,
    cwd: '../..',
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 600_000,
    stdout: 'pipe',
  },
});
