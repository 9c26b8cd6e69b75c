import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { siteEngine } from '@agent-sites/site-engine/build';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    siteEngine({
      definition: 'src/site.ts',
      agentConfig: here('src/config/agent.ts'),
      photosDir: here('src/assets/photos'),
    }),
  ],
});
