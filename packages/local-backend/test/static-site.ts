// A stand-in for the built site in the backend's tests: one folder's files on the backend's own
// origin, as `scripts/serve.mjs` puts the real site there (`startBackend(config, { site })`).
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import type { BackendOptions } from '../src/index.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.jpg': 'image/jpeg',
};

/** Serves `dir`'s files (`/` is `index.html`); anything else is 404. */
export function staticSite(dir: string): NonNullable<BackendOptions['site']> {
  return () => async (request) => {
    try {
      // normalize() on an absolute path drops every `..` that would climb above `dir`.
      const path = normalize(decodeURIComponent(new URL(request.url).pathname));
      const body = await readFile(join(dir, path === '/' ? 'index.html' : path));
      return new Response(body, {
        headers: {
          'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
          'content-length': String(body.byteLength),
        },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  };
}
