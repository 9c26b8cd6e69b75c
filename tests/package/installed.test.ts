import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
/**
 * The peers at the workspace's own versions, so npm finds them in its cache when it can, and the
 * types a server-rendering consumer has (styled-components' declarations name Node's streams).
 */
const peers = ['react', 'react-dom', 'styled-components', '@types/react', '@types/node'].map(
  (name) => `${name}@${rootManifest.devDependencies[name]}`,
);

// What a consumer of the published packages writes, resolved the strictest way TypeScript has.
const consumerSource = `
import { LISTING_STATUS_TEXT, type ListingStatus } from '@agent-sites/schemas';
import { ListingCard, StatusBadge, baseTheme, createTheme, type Theme } from '@agent-sites/ui';

const status: ListingStatus = 'pending';
const theme: Theme = createTheme(baseTheme, {});
export const used = [ListingCard, StatusBadge, theme, LISTING_STATUS_TEXT[status].label];
`;

// Server rendering under plain Node: no bundler, no TypeScript, no ssr.noExternal.
const renderScript = `
const { LISTING_STATUS_TEXT } = await import('@agent-sites/schemas');
const { StatusBadge, ThemeProvider, baseTheme } = await import('@agent-sites/ui');
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const html = renderToString(
  createElement(ThemeProvider, { theme: baseTheme }, createElement(StatusBadge, { status: 'pending' })),
);
console.log(JSON.stringify({ label: LISTING_STATUS_TEXT.pending.label, html }));
`;

// Under plain Node the default placeholder is the shipped file's own URL: the same file the
// package exports as `@agent-sites/ui/placeholder.svg`.
const placeholderScript = `
const { PLACEHOLDER_PHOTO_SRC } = await import('@agent-sites/ui');
const { fileURLToPath } = await import('node:url');
console.log(JSON.stringify({
  exported: fileURLToPath(import.meta.resolve('@agent-sites/ui/placeholder.svg')),
  fallback: fileURLToPath(PLACEHOLDER_PHOTO_SRC),
}));
`;

describe('the packed packages installed outside the workspace', () => {
  let consumer: string;

  beforeAll(() => {
    consumer = mkdtempSync(join(tmpdir(), 'agent-sites-consumer-'));
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    execFileSync(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        ...inject('tarballs'),
        ...peers,
      ],
      { cwd: consumer, stdio: 'pipe' },
    );
  });

  afterAll(() => {
    if (consumer) rmSync(consumer, { recursive: true, force: true });
  });

  it('imports both packages under plain Node and renders a component on the server', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', renderScript], {
      cwd: consumer,
      encoding: 'utf8',
    });
    const { label, html } = JSON.parse(output) as { label: string; html: string };
    expect(label).not.toBe('');
    expect(html).toContain(label);
  });

  it('ships the placeholder drawing the library defaults to, as the file it exports', () => {
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', placeholderScript], {
      cwd: consumer,
      encoding: 'utf8',
    });
    const { exported, fallback } = JSON.parse(output) as { exported: string; fallback: string };
    expect(fallback).toBe(exported);
    expect(readFileSync(exported, 'utf8')).toContain('<title>Photo coming soon</title>');
  });

  it("gives a consumer's Vite build the placeholder as an asset file, not bytes in its JavaScript", async () => {
    writeFileSync(
      join(consumer, 'app.js'),
      `import { ListingCard } from '@agent-sites/ui';\nconsole.log(ListingCard);\n`,
    );
    // Vite's defaults: files under 4 kB would be inlined into the script unless the library says no.
    const result = await build({
      root: consumer,
      configFile: false,
      logLevel: 'silent',
      build: { write: false, rolldownOptions: { input: join(consumer, 'app.js') } },
    });
    const output = (Array.isArray(result) ? result : [result]).flatMap((bundle) =>
      'output' in bundle ? bundle.output : [],
    );
    const drawing = output.find(
      (file) => file.type === 'asset' && /placeholder-[\w-]+\.svg$/.test(file.fileName),
    );
    expect(drawing?.fileName).toBeDefined();
    const code = output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n');
    expect(code).toContain(drawing!.fileName);
    expect(code).not.toContain('data:image/svg');
  });

  it('type-checks a consumer under module nodenext without allowImportingTsExtensions', () => {
    writeFileSync(join(consumer, 'consumer.ts'), consumerSource);
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          noEmit: true,
          types: ['node'],
        },
        files: ['consumer.ts'],
      }),
    );
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', consumer], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});
