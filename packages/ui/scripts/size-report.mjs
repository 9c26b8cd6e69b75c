// Prints the gzipped bytes a consumer ships for the package's entry point and for each named
// export imported alone (React and styled-components excluded, as every site already has them),
// and fails when an export exceeds its budget in package.json "sizeBudgets".
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundle, distEntry } from './bundle.mjs';

// A fresh clone has no dist/ yet: build it rather than fail (a stale one is the caller's to rebuild).
if (!existsSync(distEntry)) {
  console.log('No dist/ yet: building the library first.\n');
  const cwd = fileURLToPath(new URL('..', import.meta.url));
  const build = spawnSync('npm', ['run', 'build'], { cwd, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const { '//': _note, ...budgets } = pkg.sizeBudgets ?? {};
const entry = await import(distEntry);
// Components and functions a site imports; constants ride along with their component.
const names = Object.keys(entry).filter((name) => /^[A-Z][a-z]/.test(name));

const gz = (code) => gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

const rows = [];
rows.push({ name: '. (everything)', bytes: gz(await bundle(`export * from '@agent-sites/ui';`)) });
for (const name of names) {
  rows.push({ name, bytes: gz(await bundle(`export { ${name} } from '@agent-sites/ui';`)) });
}

const over = [];
console.log(`@agent-sites/ui: gzipped size of what a consumer bundles (peers excluded)\n`);
console.log(`${'import'.padEnd(28)}${'size'.padStart(10)}${'budget'.padStart(10)}`);
for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
  const key = row.name.startsWith('.') ? '.' : row.name;
  const budget = budgets[key] ?? budgets['*'];
  if (budget && row.bytes > budget) over.push(`${row.name} is ${kb(row.bytes)}, budget ${kb(budget)}`);
  console.log(
    `${row.name.padEnd(28)}${kb(row.bytes).padStart(10)}${(budget ? kb(budget) : '').padStart(10)}`,
  );
}
if (over.length) {
  console.error(`\nOver budget:\n${over.join('\n')}`);
  process.exit(1);
}
