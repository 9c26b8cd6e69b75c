// `npm run build:site`: the site's build (`pnpm --filter @agent-sites/site build`) given an API to
// read its listings and reviews from. With a Supabase project configured (VITE_SUPABASE_URL, or
// SITE_DATA_URL), that one; otherwise a local backend started here on a throwaway PGlite folder,
// seeded as a fresh `npm start` is, and stopped after the build. The pages then call the local
// backend on their own origin with its anon key (JWT_SECRET's; docs/decisions/018-local-backend-role.md).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, localKeys, startBackend } from '@agent-sites/local-backend';

/** Runs the site package's build with `env`; resolves with its exit code. */
function buildSite(env) {
  // Asynchronous: the backend it reads from may be this process, which must keep answering.
  const child = spawn('pnpm', ['--filter', '@agent-sites/site', 'build'], { stdio: 'inherit', env });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

let code;
if (process.env.SITE_DATA_URL || process.env.VITE_SUPABASE_URL) {
  code = await buildSite(process.env);
} else {
  const anonKey = localKeys(process.env.JWT_SECRET).anonKey;
  // A persistent DATA_DIR is never opened here: a running backend may hold it.
  const dataDir = await mkdtemp(join(tmpdir(), 'agent-sites-build-'));
  try {
    const backend = await startBackend(
      loadConfig({
        PORT: '0',
        DATA_DIR: dataDir,
        JWT_SECRET: process.env.JWT_SECRET,
        OUTBOX_INTERVAL_MS: '0',
      }),
    );
    try {
      code = await buildSite({
        ...process.env,
        SITE_DATA_URL: backend.url,
        SITE_DATA_ANON_KEY: anonKey,
        VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || anonKey,
      });
    } finally {
      await backend.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
process.exit(code);
