import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { agentConfigPath } from './build/agent-config.ts';
import { siteEngine } from '@agent-sites/site-engine/build';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The site compiles the library from source: one copy of every styled module, with the same ids on
// the server and in the browser (the engine's plugin gives each an id from its file and place), so
// prerendered class names match on hydration.
export default defineConfig({
  plugins: [
    react(),
    // The site's definition (src/site.ts) and the forms' words as the engine imports them, its
    // photos, articles and the engine's build settings. Every import of the agent's config
    // resolves to the one `agentConfigPath()` names.
    siteEngine({
      definition: 'src/site.ts',
      forms: 'src/content/forms.ts',
      agentConfig: agentConfigPath(),
      photosDir: here('src/assets/photos'),
    }),
  ],
  resolve: {
    alias: [
      { find: /^@agent-sites\/ui\/fonts\.css$/, replacement: here('../packages/ui/src/theme/fonts.css') },
      { find: /^@agent-sites\/ui$/, replacement: here('../packages/ui/src/index.ts') },
    ],
  },
  envPrefix: 'VITE_',
  build: { outDir: 'dist' },
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
