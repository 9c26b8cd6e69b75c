import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

// Everything the package lists as a dependency or peer stays an import, so the consumer's
// bundler dedupes React, styled-components and formik and drops what it does not use.
const externals = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  plugins: [react()],
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
