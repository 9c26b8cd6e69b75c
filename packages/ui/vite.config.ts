import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

// Everything the package lists as a dependency or peer stays an import, so the consumer's
// bundler dedupes React, styled-components and formik and drops what it does not use.
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * Library mode inlines every asset as a `data:` URI, which would put the placeholder drawing into
 * every consumer's JavaScript. `new URL('./file', import.meta.url)` stays as written instead, for
 * the consumer's bundler to emit the file (scripts/copy-assets.mjs puts it beside the module):
 * hidden from Vite's asset transform on the way in, restored in the output. The stand-in has the
 * same length, so no column moves and the source maps stay true.
 */
function keepAssetUrls(): Plugin {
  const asset = /(new URL\(\s*'\.\/[^']+'\s*,\s*)import\.meta\.url/g;
  const hidden = 'import.meta.URL';
  return {
    name: 'keep-asset-urls',
    enforce: 'pre',
    transform: (code) =>
      code.includes('import.meta.url') ? { code: code.replace(asset, `$1${hidden}`), map: null } : null,
    renderChunk: (code) =>
      code.includes(hidden) ? { code: code.replaceAll(hidden, 'import.meta.url'), map: null } : null,
  };
}

export default defineConfig({
  plugins: [react(), keepAssetUrls()],
  build: {
    lib: { entry: 'src/index.ts', formats: ['es'] },
    outDir: 'dist',
    sourcemap: true,
    minify: false,
    target: 'es2022',
    rolldownOptions: {
      external: isExternal,
      // One output module per source module: a consumer importing ListingCard never parses a form.
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
