// Serves the built site on its own, without the local backend: `pnpm --filter @agent-sites/site serve`.
// PORT (default 4173) and HOST (default 127.0.0.1) choose where.
import { fileURLToPath } from 'node:url';
import { serveSite } from '@agent-sites/site-engine/server';

serveSite(fileURLToPath(new URL('../dist', import.meta.url)));
