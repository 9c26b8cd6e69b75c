// Serves the built site on its own, without the local backend: `pnpm --filter @agent-sites/site serve`.
// PORT (default 4173) and HOST (default 127.0.0.1) choose where.
import { fileURLToPath } from 'node:url';
import { createSiteHandler } from './handler.ts';
import { securityHeaders } from './headers.ts';
import { createNodeServer } from './node-adapter.ts';

// With a Supabase project, listings added after the build are served too (see handler.ts).
const handler = createSiteHandler({
  root: fileURLToPath(new URL('../dist', import.meta.url)),
  supabaseUrl: process.env.VITE_SUPABASE_URL,
  anonKey: process.env.VITE_SUPABASE_ANON_KEY,
});
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

createNodeServer(handler, securityHeaders({ supabaseUrl: process.env.VITE_SUPABASE_URL })).listen(
  port,
  host,
  () => console.log(`site on http://${host}:${port}`),
);
