// Builds this agent's site with the engine (`@agent-sites/site-engine`): the browser bundle, every
// page prerendered, the shells, share cards, sitemap, RSS and host files, into site/dist.
//   node scripts/build.ts      (run from site/, as `pnpm --filter @agent-sites/site build`)
// `npm run build:site` (scripts/build-site.mjs at the root) starts a local backend to read the
// listings from when no Supabase project is configured; the engine's build-site.ts lists the settings.
import { fileURLToPath } from 'node:url';
import { BuildRefused, buildSite } from '@agent-sites/site-engine/build';
import { agentConfigPath } from '../build/agent-config.ts';

try {
  console.log(
    await buildSite({ root: fileURLToPath(new URL('..', import.meta.url)), agentConfig: agentConfigPath() }),
  );
} catch (error) {
  if (!(error instanceof BuildRefused)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
