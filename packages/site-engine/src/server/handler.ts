import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { adminShellFor } from '../service-worker/admin-shells.ts';
import { freshPages } from './fresh-pages.ts';
import { cacheControl, securityHeaders } from './headers.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.map': 'application/json; charset=utf-8',
  // The back office's web app manifest.
  '.webmanifest': 'application/manifest+json; charset=utf-8',
};
const TEXT = 'text/plain; charset=utf-8';
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.map',
  '.webmanifest',
]);
/** Files the build writes for other hosts or for itself, never served. */
const HIDDEN = /(?:^|\/)(?:\.vite|_headers|_redirects|_shells)(?:\/|$)/;
/** The back office: `/admin` and every path below it, each answered with one of its shells. */
const ADMIN_PATH = /^\/admin(?:\/.*)?$/;
/** A listing page's path; its slug has the database's slug format. */
const LISTING_PATH = /^\/listing\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/;

interface CachedFile {
  mtimeMs: number;
  body: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
  /** How long it may be cached, when not as its path says (`cacheControl`). */
  cacheControl?: string;
}

export interface SiteHandlerOptions {
  /** The built site (`site/dist`). */
  root: string;
  /** The Supabase URL the pages call, allowed by the Content-Security-Policy. */
  supabaseUrl?: string;
  /**
   * The project's anon key. With it and `supabaseUrl`, a listing added after the build is answered
   * with the listing page's shell (status 200), which renders it in the browser; without them, or
   * when no such listing exists, `404.html`.
   */
  anonKey?: string;
  /**
   * Where the build left its server entry and page template (default: `dist-server` beside
   * `root`). With `supabaseUrl` and `anonKey`, the pages that show listings are rendered again
   * when the listings change, and a page that renders by its query (`/listings?area=lakeside`) is
   * rendered for it (`fresh-pages.ts`).
   */
  serverDir?: string;
}

/**
 * Serves the prerendered site: each path's own HTML file, hashed assets cached for a year,
 * compression, and the security headers on every response, whatever the method or path. Every
 * `/admin` path gets one of the back office's shells (status 200): sign-in's or the inbox's
 * prerendered page, or the frame the browser renders every other back-office page into. Unknown
 * paths get `404.html` with status 404. Other methods than GET and HEAD get 405 with `Allow` where
 * GET would find something, else the same 404.
 */
export function createSiteHandler(options: SiteHandlerOptions): (request: Request) => Promise<Response> {
  const root = normalize(options.root);
  const headers = securityHeaders({ supabaseUrl: options.supabaseUrl });
  const cache = new Map<string, CachedFile>();
  const serverDir = options.serverDir ?? join(root, '..', 'dist-server');
  const fresh =
    options.supabaseUrl && options.anonKey && existsSync(serverDir)
      ? freshPages({ serverDir, root, supabaseUrl: options.supabaseUrl, anonKey: options.anonKey })
      : undefined;

  async function load(file: string): Promise<CachedFile | undefined> {
    try {
      const info = await stat(file);
      if (!info.isFile()) return undefined;
      const cached = cache.get(file);
      if (cached?.mtimeMs === info.mtimeMs) return cached;
      const fresh = { mtimeMs: info.mtimeMs, body: new Uint8Array(await readFile(file)) };
      cache.set(file, fresh);
      return fresh;
    } catch {
      return undefined;
    }
  }

  /** The file for a URL path: the file itself, or the page's `index.html`. */
  async function resolve(pathname: string): Promise<{ file: string; entry: CachedFile } | undefined> {
    const candidates = extname(pathname) ? [pathname] : [join(pathname, 'index.html')];
    for (const candidate of candidates) {
      const file = normalize(join(root, candidate));
      if (file !== root && !file.startsWith(root + sep)) return undefined;
      const entry = await load(file);
      if (entry) return { file, entry };
    }
    return undefined;
  }

  /** Whether the project has a listing with this slug now, read as any visitor would read it. */
  async function listingExists(slug: string): Promise<boolean> {
    if (!options.supabaseUrl || !options.anonKey) return false;
    try {
      const response = await fetch(
        `${options.supabaseUrl}/rest/v1/listings?select=slug&slug=eq.${slug}&limit=1`,
        { headers: { apikey: options.anonKey, Authorization: `Bearer ${options.anonKey}` } },
      );
      return response.ok && ((await response.json()) as unknown[]).length === 1;
    } catch {
      return false;
    }
  }

  /**
   * What a GET of `pathname` (with its query, `search`) finds: the file and the status it answers
   * with. A page that renders by its query (the listings' filters) is answered for that query.
   */
  async function target(
    pathname: string,
    search: string,
  ): Promise<{ status: number; file: string; entry: CachedFile; path: string } | undefined> {
    const shells = join(root, '_shells');
    if (ADMIN_PATH.test(pathname)) {
      const file = join(shells, adminShellFor(pathname).file);
      const shell = await load(file);
      if (shell) return { status: 200, file, entry: shell, path: pathname };
    }
    const hidden = HIDDEN.test(pathname) || pathname.includes('\0');
    const renewed = hidden ? undefined : await fresh?.page(pathname, search);
    if (renewed && renewed !== 'gone') {
      const file = extname(pathname) ? join(root, pathname) : join(root, pathname, 'index.html');
      return { status: 200, file, entry: renewed, path: pathname };
    }
    const found = hidden || renewed === 'gone' ? undefined : await resolve(pathname);
    if (found) return { status: 200, ...found, path: pathname };
    const listing = LISTING_PATH.exec(pathname)?.[1];
    if (listing && (await listingExists(listing))) {
      const shell = await load(join(shells, 'listing.html'));
      if (shell) return { status: 200, file: join(shells, 'listing.html'), entry: shell, path: pathname };
    }
    const notFound = await load(join(root, '404.html'));
    if (notFound) return { status: 404, file: join(root, '404.html'), entry: notFound, path: '/404.html' };
    return undefined;
  }

  return async function handle(request) {
    let pathname: string;
    let search: string;
    try {
      const url = new URL(request.url);
      pathname = decodeURIComponent(url.pathname);
      search = url.search;
    } catch {
      return respond(request, 400, TEXT, new TextEncoder().encode('Bad request\n'));
    }
    // Only a read renders a page for its query; any other method is refused below anyway.
    const found = await target(pathname, request.method === 'GET' || request.method === 'HEAD' ? search : '');
    if (found?.status === 200 && request.method !== 'GET' && request.method !== 'HEAD') {
      const body = new TextEncoder().encode('Method not allowed: this address answers GET and HEAD only.\n');
      return respond(request, 405, TEXT, body, { Allow: 'GET, HEAD' });
    }
    if (!found) return respond(request, 404, TEXT, new TextEncoder().encode('Not found\n'));
    return send(request, found.status, found.file, found.entry, found.path);
  };

  function send(request: Request, status: number, file: string, entry: CachedFile, pathname: string) {
    const extension = extname(file);
    const type = TYPES[extension] ?? 'application/octet-stream';
    const etag = `"${entry.body.byteLength.toString(36)}-${Math.trunc(entry.mtimeMs).toString(36)}"`;
    const extra: Record<string, string> = {
      'Cache-Control': entry.cacheControl ?? cacheControl(pathname),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && request.headers.get('If-None-Match') === etag) {
      return respond(request, 304, type, new Uint8Array(), extra);
    }
    let body = entry.body;
    if (COMPRESSIBLE.has(extension) && body.byteLength > 1024) {
      const accepts = request.headers.get('Accept-Encoding') ?? '';
      if (/\bbr\b/.test(accepts)) {
        entry.br ??= brotliCompressSync(entry.body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 9,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        });
        body = entry.br;
        extra['Content-Encoding'] = 'br';
      } else if (/\bgzip\b/.test(accepts)) {
        entry.gzip ??= gzipSync(entry.body, { level: 9 });
        body = entry.gzip;
        extra['Content-Encoding'] = 'gzip';
      }
    }
    return respond(request, status, type, body, extra);
  }

  function respond(
    request: Request,
    status: number,
    type: string,
    body: Uint8Array,
    extra: Record<string, string> = {},
  ): Response {
    const all = new Headers({ ...headers, ...extra, 'Content-Type': type });
    if (status !== 304) all.set('Content-Length', String(body.byteLength));
    const payload = request.method === 'HEAD' || status === 304 ? null : (body as Uint8Array<ArrayBuffer>);
    return new Response(payload, { status, headers: all });
  }
}
