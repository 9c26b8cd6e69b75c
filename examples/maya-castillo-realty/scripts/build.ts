// Builds the site into dist/ with the engine: every page prerendered, the shells, share cards,
// sitemap and host files. The listings are read from SITE_DATA_URL (or VITE_SUPABASE_URL).
import { fileURLToPath } from 'node:url';
import { buildSite } from '@agent-sites/site-engine/build';

console.log(
  await buildSite({
    root: fileURLToPath(new URL('..', import.meta.url)),
    agentConfig: fileURLToPath(new URL('../src/config/agent.ts', import.meta.url)),
  }),
);
