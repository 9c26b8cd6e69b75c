import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { markdown } from './build/markdown-plugin.ts';
import { pureRouter } from './build/pure-router-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The site compiles the library from source: one copy of every styled module, in one definition
// order on the server and in the browser, so prerendered class names match on hydration.
export default defineConfig({
  plugins: [react(), markdown(), pureRouter()],
  resolve: {
    alias: [
      { find: /^@agent-sites\/ui\/fonts\.css$/, replacement: here('../packages/ui/src/theme/fonts.css') },
      { find: /^@agent-sites\/ui$/, replacement: here('../packages/ui/src/index.ts') },
    ],
  },
  envPrefix: 'VITE_',
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: {
    outDir: 'dist',
    manifest: true,
    // Every browser the site supports preloads modules natively; the polyfill would ship to all.
    modulePreload: { polyfill: false },
    target: 'es2022',
    // Small assets stay files so the CSP never needs `data:` for fonts or scripts.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The app shell (main.tsx and everything it imports) in one chunk: `boot.ts` loads it
          // with a dynamic import, which would otherwise scatter the modules that pages share
          // with the shell into a dozen tiny chunks, each a request and its own gzip overhead.
          groups: [
            // Vite's preload helper stays out of the shell: `boot.ts` imports it statically, and
            // inside `main` it would make the whole shell a static import, fetched with the HTML.
            { name: 'preload-helper', test: /preload-helper/, priority: 1 },
            { name: 'main', test: /[\\/]site[\\/]src[\\/]main\.tsx$/ },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the prerender build so it shares the browser build's module graph.
    noExternal: ['@agent-sites/ui', '@agent-sites/schemas', 'styled-components', 'react-toastify'],
  },
  // `npm run dev`: the site with hot reload; API calls go to the local backend (`npm run backend`).
  server: {
    port: 5173,
    host: '127.0.0.1',
    proxy: Object.fromEntries(
      ['/rest', '/auth', '/storage', '/functions'].map((prefix) => [prefix, 'http://127.0.0.1:3000']),
    ),
  },
  preview: { port: 4173, host: '127.0.0.1' },
});
