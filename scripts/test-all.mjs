// `npm test`: every check the project has, in order, stopping at the first failure. Steps in one
// group run at the same time (each uses one core or waits on a server, where the machine has two);
// their output is printed whole, one step after the other, as each ends.
import { spawn } from 'node:child_process';

const groups = [
  [
    ['lint', 'eslint . --max-warnings 0'],
    ['format', 'prettier --check .'],
    ['typecheck', 'tsc -b'],
  ],
  [['unit, package, backend (PGlite) and story tests (both themes, axe)', 'vitest run']],
  [
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
  ],
  [['visual check (every story, both themes)', 'node scripts/visual-check.mjs']],
  [['package size budgets', 'pnpm --filter @agent-sites/ui size']],
  [['publishable packages: packed, then publint and attw (node16, bundler)', 'npm run -s check:packages']],
  [
    [
      "second agent's site from the tarballs (installed outside the workspace, built, served, walked)",
      'playwright test -c tests/second-site/playwright.config.ts',
    ],
  ],
  [
    [
      'site end-to-end (every route at 1280 and 390 px, axe, console, JavaScript budgets, headers)',
      'playwright test',
    ],
  ],
];

const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`;

/** Runs one step; alone it prints as it goes, beside others its output is kept until it ends. */
function run([name, command], alone) {
  const stepStarted = Date.now();
  if (alone) console.log(`\n▶ ${name}: ${command}`);
  const child = spawn(command, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], shell: true });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      if (!alone) {
        console.log(`\n▶ ${name}: ${command}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ name, status: code ?? (signal ? 1 : 0), took: Date.now() - stepStarted });
    });
  });
}

const started = Date.now();
const took = [];
let passed = 0;
for (const group of groups) {
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  for (const result of results) took.push(`  ${minutes(result.took).padStart(9)}  ${result.name}`);
  const failed = results.filter((result) => result.status !== 0);
  passed += results.length - failed.length;
  if (failed.length) {
    for (const result of failed) console.error(`\n✖ ${result.name} failed`);
    console.log(
      `steps: ${passed} passed, ${failed.length} failed\n${took.join('\n')}\n  total ${minutes(Date.now() - started)}`,
    );
    process.exit(failed[0].status);
  }
}
// Where the time went, so a slow step shows before `npm test` passes its 45 minutes.
console.log(
  `\nsteps: ${passed} passed, 0 failed\n${took.join('\n')}\n  total ${minutes(Date.now() - started)}`,
);
