// `npm run backend`: the local backend alone (the API, no site; `npm run dev` proxies to it), its
// functions given this site's settings (site/src/config/functions.ts) under anything the
// environment sets, as `npm start` does.
import { runBackend } from '@agent-sites/local-backend';
import { functionSettings } from '../site/src/config/functions.ts';

await runBackend({}, { ...functionSettings, ...process.env });
