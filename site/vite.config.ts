import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { agentConfigPath } from './build/agent-config.ts';
import { markdown, pictures, pureRouter } from '@agent-sites/site-engine/build';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Every import of the agent's config resolves to the one `agentConfigPath()` names.
const agentConfig = agentConfigPath();

// The site compiles the library from source: one copy of every styled module, with the same ids on
// the server and in the browser (`oxc` below), so prerendered class names match on hydration.
export default defineConfig({
  plugins: [
    react(),
    markdown(),
    pictures({ agentConfig, photosDir: here('src/assets/photos') }),
    pureRouter(),
  ],
  resolve: {
    alias: [
      { find: /^@agent-sites\/ui\/fonts\.css$/, replacement: here('../packages/ui/src/theme/fonts.css') },
      { find: /^@agent-sites\/ui$/, replacement: here('../packages/ui/src/index.ts') },
      { find: /^(?:\.\.?\/)+(?:config\/)?agent\.ts$/, replacement: agentConfig },
    ],
  },
  // Each styled component gets an id from its file and place in it (Oxc's port of styled-components'
  // own Babel plugin), not from how many were defined before it: the browser evaluates the chunks in
  // another order than the prerenderer, so counted ids gave the browser other class names than the
  // page's HTML, and hydration inserted every rule again (docs/decisions/036-cheaper-hydration.md).
  // The CSS in the templates is minified and the definitions marked pure as well.
  oxc: {
    plugins: {
      styledComponents: { ssr: true, displayName: false, fileName: false, minify: true, pure: true },
    },
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
            // What `boot.ts` imports statically stays out of the shell (Vite's preload helper, and
            // the early input the app takes from boot): inside `main` it would make the whole shell
            // a static import, fetched with the HTML.
            {
              name: 'boot',
              test: /preload-helper|[\\/]site[\\/]src[\\/]app[\\/]early-input\.ts$/,
              priority: 1,
            },
            // The library's headings, text, layout and card, which nearly every page's sections use,
            // go with the shell: captured with the listing cards below, they made pages without a
            // listing fetch the cards.
            {
              name: 'main',
              test: /[\\/]site[\\/]src[\\/]main\.tsx$|[\\/]ui[\\/]src[\\/]components[\\/](?:Typography|Layout|Card)[\\/]/,
            },
            // A listing's card and the words on it (status labels, prices) are always used together,
            // on /listings, a listing's page and the home page: one request rather than two.
            {
              name: 'listing-cards',
              test: /[\\/]site[\\/]src[\\/]features[\\/]listings[\\/]ListingGrid\.tsx$|[\\/]schemas[\\/]src[\\/]listing-vocabulary\.ts$/,
            },
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
