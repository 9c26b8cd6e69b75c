// `node scripts/check-packages.mjs`: packs every publishable workspace package (each package's
// `prepack` builds it) and lints the tarball, the file a consumer installs, with publint and
// attw (node16 and bundler resolution). Exits non-zero on any problem. `packPublishable` is shared
// with tests/package/, which installs the same tarballs outside the workspace.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

/** @returns {{ name: string, dir: string, manifest: Record<string, any> }[]} */
export function publishablePackages() {
  const packagesDir = join(root, 'packages');
  return readdirSync(packagesDir)
    .map((folder) => join(packagesDir, folder))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ name: manifest.name, dir, manifest }));
}

/**
 * Packs each publishable package with pnpm, which runs its `prepack` (the build), replaces
 * `workspace:` versions and applies `publishConfig` (docs/decisions/032-publishable-packages.md).
 * @param {string} destination folder for the tarballs
 * @returns {{ name: string, tarball: string, manifest: Record<string, any> }[]}
 */
export function packPublishable(destination) {
  return publishablePackages().map(({ name, dir, manifest }) => {
    const result = spawnSync(bin('pnpm'), ['pack', '--pack-destination', destination], {
      cwd: dir,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`pnpm pack ${name} failed:\n${result.stdout}${result.stderr}`);
    const tarball = join(destination, `${name.replace(/^@/, '').replace('/', '-')}-${manifest.version}.tgz`);
    return { name, tarball, manifest };
  });
}

/** Subpaths attw cannot check (stylesheets and images are neither JavaScript nor types). */
function assetEntrypoints(manifest) {
  return Object.entries(manifest.exports ?? {})
    .filter(([, target]) => typeof target === 'string' && /\.(?:css|svg)$/.test(target))
    .map(([subpath]) => subpath);
}

/**
 * The subpaths a wildcard export (`./app/*.tsx`) serves, one a source module, which attw otherwise
 * skips: so every module a site imports from the engine is checked as published.
 */
function wildcardEntrypoints(dir, manifest) {
  const exports = manifest.publishConfig?.exports ?? manifest.exports ?? {};
  return Object.keys(exports)
    .filter((subpath) => subpath.includes('*'))
    .flatMap((subpath) => {
      const [prefix, suffix] = subpath.slice(2).split('*');
      const folder = join(dir, 'src', prefix);
      if (!existsSync(folder)) return [];
      return readdirSync(folder, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith(suffix) && !/\.(?:test|stories|d)\.tsx?$/.test(file))
        .filter((file) => !(suffix === '.ts' && file.endsWith('.d.ts')))
        .map((file) => `./${prefix}${file.split(sep).join('/')}`);
    });
}

function run(command, args) {
  console.log(`$ ${command.replace(join(root, 'node_modules/.bin/'), '')} ${args.join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit' }).status === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const destination = mkdtempSync(join(tmpdir(), 'agent-sites-pack-'));
  let failed = 0;
  try {
    const dirs = new Map(publishablePackages().map(({ name, dir }) => [name, dir]));
    for (const { name, tarball, manifest } of packPublishable(destination)) {
      console.log(`\n${name}: ${tarball}`);
      if (!run(bin('publint'), ['run', tarball, '--strict'])) failed += 1;
      const excluded = assetEntrypoints(manifest);
      // The packages are ES modules only: CommonJS consumers import() them, so that rule is off;
      // every other node16 and bundler problem fails.
      const attw = [
        tarball,
        '--profile',
        'node16',
        '--ignore-rules',
        'cjs-resolves-to-esm',
        '--format',
        'ascii',
      ];
      if (excluded.length) attw.push('--exclude-entrypoints', ...excluded);
      const wildcards = wildcardEntrypoints(dirs.get(name), manifest);
      if (wildcards.length) attw.push('--include-entrypoints', ...wildcards);
      if (!run(bin('attw'), attw)) failed += 1;
    }
  } finally {
    rmSync(destination, { recursive: true, force: true });
  }
  if (failed) {
    console.error(`\n${failed} check(s) failed`);
    process.exit(1);
  }
}
