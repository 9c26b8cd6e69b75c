// `npm run test:deploy`: deploys the project with the real Supabase CLI to a throwaway PostgreSQL
// and tests the result, as a Supabase project would be deployed (docs/decisions/033):
//   1. the bare cluster gets only what a Supabase project already has (local-backend's platform.sql);
//   2. `supabase db push --include-seed` applies every migration and the seed;
//   3. `pg_prove` runs the pgTAP tests in supabase/tests/*.sql;
//   4. `deno check` type-checks every edge function's entry as Supabase's runtime would load it.
// Run by scripts/with-postgres.mjs, which starts the cluster and sets TEST_DATABASE_URL.
// Needs pg_prove and the pgTAP extension (Debian: postgresql-15-pgtap and
// libtap-parser-sourcehandler-pgtap-perl; .ci/run installs them).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.error('usage: node scripts/with-postgres.mjs node scripts/deploy-check.mjs');
  process.exit(2);
}

function run(name, command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    // A command that could not start (not installed: run `npm run setup`) says so, not just "failed".
    const reason = result.error ? `: ${result.error.message}` : '';
    console.error(`✖ ${name} failed (${seconds} s)${reason}`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}

const psql = (name, args) => run(name, 'psql', [url, '-q', '-X', '-v', 'ON_ERROR_STOP=1', ...args]);

psql('the platform stand-in', ['-f', 'packages/local-backend/src/db/platform.sql']);

// The CLI asks for TLS unless told not to; the throwaway cluster has none.
run('supabase db push --include-seed', 'node_modules/.bin/supabase', [
  'db',
  'push',
  '--db-url',
  `${url}?sslmode=disable`,
  '--include-seed',
  '--yes',
]);

// As on Supabase, pgTAP lives in the extensions schema, which the tests reach through search_path.
psql('pgTAP', ['-c', 'create extension if not exists pgtap with schema extensions']);
const tests = readdirSync('supabase/tests')
  .filter((file) => file.endsWith('.sql'))
  .sort()
  .map((file) => join('supabase/tests', file));
run('pg_prove supabase/tests/*.sql', 'pg_prove', ['--dbname', url, '--failures', ...tests], {
  env: { ...process.env, PGOPTIONS: '-c search_path=public,extensions' },
});

// Each function type-checked from its own folder, with its own import map (deno.json), as
// `supabase functions deploy` bundles it.
// The `deno` npm package of packages/local-backend, installed as run-functions.ts installs it.
const deno = createRequire(resolve('packages/local-backend/package.json'))(
  'deno/install_api.cjs',
).runInstall();
const functions = readdirSync('supabase/functions')
  .filter((name) => !name.startsWith('_') && existsSync(join('supabase/functions', name, 'index.ts')))
  .sort();
const denoEnv = {
  ...process.env,
  DENO_DIR: resolve('node_modules/.cache/deno'),
  DENO_NO_UPDATE_CHECK: '1',
  // npm: imports download through whatever CA the machine trusts (a proxy's, in some CI).
  DENO_TLS_CA_STORE: 'system,mozilla',
  ...(process.env.NODE_EXTRA_CA_CERTS ? { DENO_CERT: process.env.NODE_EXTRA_CA_CERTS } : {}),
  NO_COLOR: '1',
};
for (const name of functions) {
  const dir = join('supabase/functions', name);
  run(
    `deno check ${dir}/index.ts`,
    deno,
    ['check', '--config', join(dir, 'deno.json'), join(dir, 'index.ts')],
    {
      env: denoEnv,
    },
  );
}
