// Bundles a snippet that imports from the built package, the way a consumer's Vite build would,
// and returns the minified code. Shared by the size report and the tree-shaking test.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export const distEntry = fileURLToPath(new URL('../dist/index.js', import.meta.url));
const PEERS = ['react', 'react-dom', 'styled-components'];

/**
 * @param {string} source the consumer's entry module; import from '@agent-sites/ui'
 * @param {{ includePeers?: boolean }} [options] bundle React and styled-components too
 * @returns {Promise<string>} the minified bundle
 */
export async function bundle(source, { includePeers = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'ui-consumer-'));
  const entry = join(dir, 'consumer.js');
  writeFileSync(entry, source);
  try {
    return await bundleEntry(entry, includePeers);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bundleEntry(entry, includePeers) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'consumer-entry',
        resolveId: (id) => (id === '@agent-sites/ui' ? distEntry : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry, formats: ['es'], fileName: 'consumer' },
      rolldownOptions: {
        external: includePeers ? [] : (id) => PEERS.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  return outputs
    .flatMap((output) => ('output' in output ? output.output : []))
    .filter((chunk) => chunk.type === 'chunk')
    .map((chunk) => chunk.code)
    .join('\n');
}
