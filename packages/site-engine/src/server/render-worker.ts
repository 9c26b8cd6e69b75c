// The worker thread that renders pages for the site's server (`query-renders.ts`), so React's
// rendering and the compression of its HTML never hold the main thread, which answers leads.
import { setPriority } from 'node:os';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { loadPrerenderer, type RenderedPage, type SiteData } from '../build/pages.ts';

/** A page to render: `location` is its path with the query it renders for, if any. */
export interface RenderJob {
  location: string;
  /** The page's path, which its HTML names (`data-path`). */
  path: string;
  /** Whether to make the gzip and brotli copies too (a page kept for a query). */
  compress?: boolean;
}

/** A rendered page: its HTML as bytes, and what the sitemap and share cards need of it. */
export interface WorkerPage extends Pick<
  RenderedPage,
  'status' | 'canonical' | 'lastModified' | 'shareCard' | 'listingsVersion'
> {
  body: Uint8Array;
  gzip?: Uint8Array;
  br?: Uint8Array;
}

export type WorkerRequest = { type: 'site'; site: SiteData } | { type: 'render'; id: number; job: RenderJob };

export type WorkerAnswer = { id: number; page: WorkerPage } | { id: number; error: string };

if (!isMainThread && parentPort) {
  // The lowest priority for this thread alone: on Linux, setpriority on the calling task (pid 0)
  // applies to that thread, so on a busy machine the main thread, and the leads, go first.
  // Elsewhere it may lower the whole process, or be refused; either is fine.
  try {
    setPriority(19);
  } catch {
    // Not allowed here: the renders run at the process's priority.
  }
  const port = parentPort;
  const { serverDir } = workerData as { serverDir: string };
  const encoder = new TextEncoder();
  let prerenderer: ReturnType<typeof loadPrerenderer> | undefined;
  let site: SiteData | undefined;
  // One render at a time, in the order asked: the data a render reads is the one sent before it.
  let line = Promise.resolve();

  async function render({ location, path, compress }: RenderJob): Promise<WorkerPage> {
    prerenderer ??= loadPrerenderer(serverDir);
    const { server, write } = await prerenderer;
    const page = await server.render(location, site);
    const body = encoder.encode(write(page, path));
    const { status, canonical, lastModified, shareCard, listingsVersion } = page;
    const shown = { status, canonical, lastModified, shareCard, listingsVersion };
    if (!compress) return { ...shown, body };
    // The site handler's own settings (handler.ts), so a page's copies are the same either way.
    // Copied into arrays of their own: zlib's buffers may share a pool, which cannot be moved.
    const br = new Uint8Array(
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      }),
    );
    const gzip = new Uint8Array(gzipSync(body, { level: 9 }));
    return { ...shown, body, gzip, br };
  }

  port.on('message', (request: WorkerRequest) => {
    if (request.type === 'site') {
      line = line.then(() => {
        site = request.site;
      });
      return;
    }
    line = line.then(async () => {
      try {
        const page = await render(request.job);
        const moved = [page.body, page.gzip, page.br].flatMap((bytes) => (bytes ? [bytes.buffer] : []));
        port.postMessage({ id: request.id, page } satisfies WorkerAnswer, moved as ArrayBuffer[]);
      } catch (error) {
        port.postMessage({
          id: request.id,
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        } satisfies WorkerAnswer);
      }
    });
  });
}
