// What the second site's server (serve.ts) and its test (second-site.spec.ts) share.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The second agent's site in this repository, copied from here to a folder outside the workspace. */
export const EXAMPLE = fileURLToPath(new URL('../../examples/maya-castillo-realty/', import.meta.url));

/** Where the server on `port` writes the mail its SMTP catcher received, one JSON file a message. */
export function secondSiteMailDir(port: number | string): string {
  return join(tmpdir(), `agent-sites-second-site-mail-${port}`);
}
