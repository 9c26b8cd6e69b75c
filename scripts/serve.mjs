// Builds the site and serves it with the local backend (site, REST, auth, storage, functions) in one
// process: what `npm start` runs, and what the end-to-end tests and Lighthouse run against.
//   node scripts/serve.mjs [port] [--fresh] [--no-build] [--market[=size]]
// --fresh uses a throwaway DATA_DIR (a new seeded database); otherwise DATA_DIR (default ./data)
// keeps its data between runs. --market (or MLS_STAND_IN=size) adds a made-up MLS market of
// 10,000 listings (or `size`) from a RESO Web API stand-in on loopback, imported by the backend's
// mls-sync function and changing every minute, as an agent with a feed would see the site. The backend's other settings come from the environment
// (packages/local-backend/README.md).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { liveMarket, runBackend } from '@agent-sites/local-backend';
import { createSiteHandler } from '@agent-sites/site-engine/server';
import { functionSettings } from '../site/src/config/functions.ts';

const args = process.argv.slice(2);
const port = args.find((arg) => /^\d+$/.test(arg)) ?? process.env.PORT ?? '3000';
const fresh = args.includes('--fresh');
const siteDir = fileURLToPath(new URL('../site/dist', import.meta.url));

if (!args.includes('--no-build')) {
  execFileSync(process.execPath, [fileURLToPath(new URL('build-site.mjs', import.meta.url))], {
    stdio: 'inherit',
  });
}
if (!existsSync(join(siteDir, 'index.html'))) {
  console.error(`The site is not built (${siteDir} has no index.html): run npm run build:site.`);
  process.exit(1);
}

const marketArg = args.find((arg) => /^--market(?:=\d+)?$/.test(arg));
const marketSize = marketArg
  ? Number(marketArg.split('=')[1] ?? 10_000)
  : Number(process.env.MLS_STAND_IN ?? 0);
// Without a real feed's settings: a feed set in the environment is the one to import.
const market =
  marketSize > 0 && !process.env.MLS_RESO_URL
    ? await liveMarket({ size: marketSize, state: 'MI', agentMlsId: 'SAMPLE-AGENT' })
    : undefined;

const dataDir = fresh ? mkdtempSync(join(tmpdir(), 'agent-sites-')) : (process.env.DATA_DIR ?? 'data');
// runBackend exits the process once stopped (SIGTERM, SIGINT); a throwaway folder goes with it.
if (fresh) process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));

const backend = await runBackend(
  {
    // The site's pages and headers name the API, which is this server: known once it listens.
    site: ({ url, anonKey }) => createSiteHandler({ root: siteDir, supabaseUrl: url, anonKey }),
  },
  // The functions' settings from the site's configuration (its time zone), under the environment's.
  {
    ...functionSettings,
    ...market?.settings,
    ...process.env,
    PORT: port,
    HOST: process.env.HOST ?? '127.0.0.1',
    DATA_DIR: dataDir,
  },
);

market?.start({ url: backend.url, serviceRoleKey: backend.keys.serviceRoleKey });
