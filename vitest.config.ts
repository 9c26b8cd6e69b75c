import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { agentConfigPath } from './site/build/agent-config.ts';
import { agentSite, pictures } from '@agent-sites/site-engine/build';
import { chromiumLaunchOptions } from './tests/chromium.ts';

const configDir = fileURLToPath(new URL('./.storybook', import.meta.url));

export { chromiumLaunchOptions };

const storyThemes = ['default', 'coastal'] as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'site/src/**/*.test.ts', 'site/build/**/*.test.ts'],
          environment: 'node',
        },
        // Unit tests read the library's source, so they need no build of it first (`npm run
        // test:unit` on a fresh clone); the package project tests the built library. The engine's
        // modules import the site's definition and the agent's photos as the site's build does.
        plugins: [
          agentSite({
            definition: fileURLToPath(new URL('./site/src/site.ts', import.meta.url)),
            forms: fileURLToPath(new URL('./site/src/content/forms.ts', import.meta.url)),
            agentConfig: agentConfigPath(),
          }),
          pictures({
            agentConfig: agentConfigPath(),
            photosDir: fileURLToPath(new URL('./site/src/assets/photos', import.meta.url)),
          }),
        ],
        resolve: {
          alias: { '@agent-sites/ui': fileURLToPath(new URL('./packages/ui/src/index.ts', import.meta.url)) },
        },
      },
      {
        // The local backend and the supabase/ project, driven with supabase-js (PGlite, or the
        // PostgreSQL server in TEST_DATABASE_URL).
        test: {
          name: 'backend',
          include: ['packages/local-backend/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['packages/local-backend/test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        // The site's production build run as a host runs it (a minute or two).
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'package',
          include: ['tests/package/**/*.test.ts'],
          environment: 'node',
          // Packs the publishable packages (each pack builds its package) once for every file.
          globalSetup: ['tests/package/global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      // Every story is a test (render, play function, axe), once per theme.
      ...storyThemes.map((theme) => ({
        plugins: [storybookTest({ configDir })],
        define: { __STORY_THEME__: JSON.stringify(theme) },
        test: {
          name: `stories:${theme}`,
          // Stories that type a whole form take a few seconds on a loaded 2-core machine.
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: 'chromium' as const }],
          },
        },
      })),
    ],
  },
});
