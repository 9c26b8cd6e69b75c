// Installs the workspace with the pinned pnpm when node_modules is missing or older than the
// lockfile, so `npm start` and `npm test` work on a machine that has only Node and npm.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const PNPM = 'pnpm@10.34.8';
const marker = 'node_modules/.modules.yaml';
const inputs = ['pnpm-lock.yaml', 'package.json', 'pnpm-workspace.yaml'];

const installedAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
const stale = inputs.some((file) => existsSync(file) && statSync(file).mtimeMs > installedAt);

if (stale) {
  const frozen = process.env.CI ? ' --frozen-lockfile' : '';
  console.log(`Installing the workspace with ${PNPM}${frozen}...`);
  execSync(`npx -y ${PNPM} install${frozen}`, { stdio: 'inherit' });
}
