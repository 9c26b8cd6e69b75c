// `node src/main.ts`: the local backend alone (the API, no site), started from the environment.
// `runBackend` is the same command for scripts that give it a site (`scripts/serve.mjs`) or a site's
// function settings (`scripts/backend.mjs`, which `npm run backend` runs).
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError, DataDirUnwritableError } from './data-dir-lock.ts';
import { type Backend, type BackendOptions, startBackend, usesDevelopmentSecret } from './server.ts';

/**
 * Starts the backend from `env`, prints how to reach it, and stops it gracefully on SIGINT or
 * SIGTERM, then exits. A bad environment, or a `DATA_DIR` in use or that cannot be written, is
 * printed in a line and exits with 1.
 */
export async function runBackend(
  options: BackendOptions = {},
  env: Record<string, string | undefined> = process.env,
): Promise<Backend> {
  let config;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let backend: Backend;
  try {
    backend = await startBackend(config, options);
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof DataDirUnwritableError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const where = config.databaseUrl
    ? 'the PostgreSQL server in DATABASE_URL'
    : `PGlite in ${config.dataDir}/pglite`;
  console.log(`Local backend on ${backend.url} (database: ${where})`);
  if (backend.migrations.applied.length > 0)
    console.log(`  applied ${backend.migrations.applied.join(', ')}`);
  if (backend.migrations.seeded)
    console.log(`  seeded a fresh database from ${config.seedPath} and supabase/seed-photos`);
  console.log(`  VITE_SUPABASE_URL=${backend.url}`);
  console.log(`  VITE_SUPABASE_ANON_KEY=${backend.keys.anonKey}`);
  // The service role key bypasses every policy: printed only when it is the public development one,
  // never into a self-hosted server's logs (docs/decisions/018-local-backend-role.md).
  if (usesDevelopmentSecret(config)) console.log(`  service role key: ${backend.keys.serviceRoleKey}`);
  if (config.admin) console.log(`  agent account: ${config.admin.email}`);
  else console.log('  no agent account: set ADMIN_EMAIL and ADMIN_PASSWORD to create one');
  if (usesDevelopmentSecret(config)) {
    console.log('  JWT_SECRET is the public development default: set your own before exposing this server');
  }
  if (!options.site) console.log('  no site: other paths answer 404 (npm start serves the site with it)');

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping`);
    backend.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  return backend;
}

if (import.meta.main) await runBackend();
