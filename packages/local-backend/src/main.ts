// `npm start` / `npm run backend`: starts the local backend from the environment and prints how to reach it.
import { ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { startBackend, usesDevelopmentSecret } from './server.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

let backend;
try {
  backend = await startBackend(config);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
const where = config.databaseUrl
  ? 'the PostgreSQL server in DATABASE_URL'
  : `PGlite in ${config.dataDir}/pglite`;
console.log(`Local backend on ${backend.url} (database: ${where})`);
if (backend.migrations.applied.length > 0) console.log(`  applied ${backend.migrations.applied.join(', ')}`);
if (backend.migrations.seeded)
  console.log('  seeded a fresh database from supabase/seed.sql and supabase/seed-photos');
console.log(`  VITE_SUPABASE_URL=${backend.url}`);
console.log(`  VITE_SUPABASE_ANON_KEY=${backend.keys.anonKey}`);
console.log(`  service role key: ${backend.keys.serviceRoleKey}`);
if (config.admin) console.log(`  agent account: ${config.admin.email}`);
else console.log('  no agent account: set ADMIN_EMAIL and ADMIN_PASSWORD to create one');
if (usesDevelopmentSecret(config)) {
  console.log('  JWT_SECRET is the public development default: set your own before exposing this server');
}

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
