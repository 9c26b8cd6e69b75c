// `npm test`: every check the project has, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'eslint . --max-warnings 0'],
  ['format', 'prettier --check .'],
  ['typecheck', 'tsc -b'],
  ['unit, package, backend (PGlite) and story tests (both themes, axe)', 'vitest run'],
  [
    'backend contract and RLS tests on PostgreSQL',
    'node scripts/with-postgres.mjs vitest run --project backend --exclude packages/local-backend/test/durability.test.ts --exclude packages/local-backend/test/processes.test.ts --exclude packages/local-backend/test/seed.test.ts',
  ],
  ['edge functions under Deno', 'node packages/local-backend/test/deno/run-functions.ts'],
  [
    'deploy with the Supabase CLI (db push and seed, pgTAP by pg_prove, deno check)',
    'npm run -s test:deploy',
  ],
  ['static Storybook build', 'npm run -s build-storybook'],
  ['visual check (every story, both themes)', 'node scripts/visual-check.mjs'],
  ['package size budgets', 'pnpm --filter @agent-sites/ui size'],
  ['publishable packages: packed, then publint and attw (node16, bundler)', 'npm run -s check:packages'],
  [
    "second agent's site from the tarballs (installed outside the workspace, built, served, walked)",
    'playwright test -c tests/second-site/playwright.config.ts',
  ],
  [
    'site end-to-end (every route at 1280 and 390 px, axe, console, JavaScript budgets, headers)',
    'playwright test',
  ],
];

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;
const started = Date.now();
const took = [];
let passed = 0;
for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const stepStarted = Date.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  took.push(`  ${minutes(Date.now() - stepStarted).padStart(9)}  ${name}`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed`);
    console.log(
      `steps: ${passed} passed, 1 failed\n${took.join('\n')}\n  total ${minutes(Date.now() - started)}`,
    );
    process.exit(result.status ?? 1);
  }
  passed += 1;
}
// Where the time went, so a slow step shows before `npm test` passes its 45 minutes.
console.log(
  `\nsteps: ${passed} passed, 0 failed\n${took.join('\n')}\n  total ${minutes(Date.now() - started)}`,
);
