// Serves the built site on its own, without the local backend: `pnpm --filter @agent-sites/site serve`.
// PORT (default 4173) and HOST (default 127.0.0.1) choose where.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createSiteHandler } from './handler.ts';
import { toWebRequest, writeWebResponse } from './node-adapter.ts';

// With a Supabase project, listings added after the build are served too (see handler.ts).
const handler = createSiteHandler({
  root: fileURLToPath(new URL('../dist', import.meta.url)),
  supabaseUrl: process.env.VITE_SUPABASE_URL,
  anonKey: process.env.VITE_SUPABASE_ANON_KEY,
});
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

createServer(async (req, res) => {
  await writeWebResponse(res, await handler(toWebRequest(req)));
}).listen(port, host, () => console.log(`site on http://${host}:${port}`));
