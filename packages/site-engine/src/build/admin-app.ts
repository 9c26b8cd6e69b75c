// The back office as an installable app, for the build: what its service worker precaches (the
// shell and every file the shell and the back office's code load, and nothing of the public
// pages), the links the shell gains (the manifest, the home-screen icon), the icons rendered to
// PNG, and the service worker itself, compiled from the engine's `service-worker/admin-sw.ts`.
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { build } from 'vite';
import { engineFile } from '../engine-files.ts';
import { ADMIN_SHELLS } from '../service-worker/admin-shells.ts';

export { ADMIN_SHELLS, adminRedirects } from '../service-worker/admin-shells.ts';

/** Vite's build manifest with what the crawl below follows. */
export type ChunkManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[]; assets?: string[] }
>;

/** The back office's route and the app shell, in the engine's `src/`. */
export const ADMIN_ROUTE = 'routes/admin.tsx';
const APP_SHELL = 'app/main.tsx';

/** The site's pages, as Vite's manifest keys them: the back office never keeps them. */
const SITE_PAGES = 'src/routes/';

/**
 * Every URL the back office needs to open offline: its shells (`/admin`, `/admin/sign-in`, and
 * `/admin/*` for every other path), the files their HTML names (the boot script, fonts), the app
 * shell's chunks and the back office's route and pages with all they import, the manifest and
 * icons. The site's pages are never followed into. `engineModules` is where the manifest finds
 * the engine's modules (`../packages/site-engine/src`).
 */
export function adminPrecache(
  shellHtml: string,
  manifest: ChunkManifest,
  extra: readonly string[],
  engineModules: string,
): string[] {
  const urls = new Set<string>([...ADMIN_SHELLS.map((shell) => shell.path), ...extra]);
  // Whole paths, folders included (/assets/photos/…): a folder alone is no file, and one missing
  // file fails the worker's whole install.
  for (const match of shellHtml.matchAll(/\/assets\/[\w./-]+/g)) urls.add(match[0]);
  const seen = new Set<string>();
  const visit = (key: string, followDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) urls.add(`/${file}`);
    for (const imported of chunk.imports ?? []) visit(imported, followDynamic);
    if (!followDynamic) return;
    for (const imported of chunk.dynamicImports ?? []) {
      // A page of the site is not the back office's to keep; its own pages (routes/admin/) are.
      if (imported.startsWith(SITE_PAGES)) continue;
      visit(imported, true);
    }
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    // The boot script, which the shell's HTML loads, and what it imports.
    if (urls.has(`/${chunk.file}`)) visit(key, false);
  }
  visit(`${engineModules}/${engineFile(APP_SHELL)}`, false);
  visit(`${engineModules}/${engineFile(ADMIN_ROUTE)}`, true);
  return [...urls].sort();
}

/** The back office's shell with its app links: the manifest, and the icon iOS puts on the home screen. */
export function withAppLinks(shellHtml: string, manifestPath: string, touchIcon: string): string {
  if (!shellHtml.includes('</head>')) throw new Error('The admin shell has no </head>');
  const links = `<link rel="manifest" href="${manifestPath}"><link rel="apple-touch-icon" href="${touchIcon}">`;
  return shellHtml.replace('</head>', `${links}</head>`);
}

/** An SVG icon as a square PNG of `size` pixels. */
export function renderIcon(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: Math.max(72, Math.ceil((72 * size) / 512)) })
    .resize(size, size)
    .png()
    .toBuffer();
}

/**
 * Compiles the service worker to `<dist>/admin-sw.js` (one classic script, as service workers are
 * registered by default), with the precache list and a version naming its cache.
 */
export async function buildServiceWorker(
  root: string,
  dist: string,
  precache: readonly string[],
): Promise<void> {
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: {
      __PRECACHE__: JSON.stringify(precache),
      __CACHE_VERSION__: JSON.stringify(version),
    },
    build: {
      outDir: dist,
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: {
        input: fileURLToPath(new URL(engineFile('../service-worker/admin-sw.ts'), import.meta.url)),
        output: { format: 'iife', entryFileNames: 'admin-sw.js' },
      },
    },
  });
}
