// The server the end-to-end tests and Lighthouse run against: builds the site, then serves it with
// the local backend on a fresh database in a temporary DATA_DIR (or, before the backend exists in
// this checkout, the site's own static server). Usage: node scripts/e2e-server.mjs [port]
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.argv[2] ?? '4317';
const backend = 'packages/local-backend/src/main.ts';

if (!process.argv.includes('--no-build')) {
  execSync('pnpm --filter @agent-sites/site build', { stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'agent-sites-e2e-'));
const child =
  existsSync(backend) && process.env.E2E_SERVER !== 'static'
    ? spawn(process.execPath, [backend], {
        stdio: 'inherit',
        env: { ...process.env, PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir },
      })
    : spawn(process.execPath, ['site/server/serve.ts'], {
        stdio: 'inherit',
        env: { ...process.env, PORT: port },
      });

const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
