// Serves a built site on its own, without the local backend (a site's `serve` script calls it).
// PORT (default 4173) and HOST (default 127.0.0.1) choose where.
import type { Server } from 'node:http';
import { createSiteHandler } from './handler.ts';
import { securityHeaders } from './headers.ts';
import { createNodeServer } from './node-adapter.ts';

/**
 * Serves the site built into `root` (its `dist`) on PORT and HOST. With a Supabase project
 * (VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY), listings added after the build are served too
 * (see handler.ts).
 */
export function serveSite(root: string, env: Record<string, string | undefined> = process.env): Server {
  const handler = createSiteHandler({
    root,
    supabaseUrl: env.VITE_SUPABASE_URL,
    anonKey: env.VITE_SUPABASE_ANON_KEY,
  });
  const port = Number(env.PORT ?? 4173);
  const host = env.HOST ?? '127.0.0.1';
  return createNodeServer(handler, securityHeaders({ supabaseUrl: env.VITE_SUPABASE_URL })).listen(
    port,
    host,
    () => console.log(`site on http://${host}:${port}`),
  );
}
