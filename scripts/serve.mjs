// Builds the site and serves it with the local backend (site, REST, auth, storage, functions) in one
// process: what `npm start` runs, and what the end-to-end tests and Lighthouse run against.
//   node scripts/serve.mjs [port] [--fresh] [--no-build]
// --fresh uses a throwaway DATA_DIR (a new seeded database); otherwise DATA_DIR (default ./data)
// keeps its data between runs.
import { execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const port = args.find((arg) => /^\d+$/.test(arg)) ?? process.env.PORT ?? '3000';
const fresh = args.includes('--fresh');

if (!args.includes('--no-build')) {
  execSync('pnpm --filter @agent-sites/site build', { stdio: 'inherit' });
}

const dataDir = fresh ? mkdtempSync(join(tmpdir(), 'agent-sites-')) : (process.env.DATA_DIR ?? 'data');
const child = spawn(process.execPath, ['packages/local-backend/src/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: port, HOST: process.env.HOST ?? '127.0.0.1', DATA_DIR: dataDir },
});

const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (fresh) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
