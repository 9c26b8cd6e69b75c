// Rendering pages off the main thread, a bounded number at a time, and keeping what was rendered
// within a bounded size: the one process that serves the site also takes the visitors' leads, and
// a render must never keep a lead waiting. See docs/decisions/028-rendering-by-query.md.
import { Worker } from 'node:worker_threads';
import { engineFile } from '../engine-files.ts';
import type { SiteData } from '../build/pages.ts';
import type { RenderJob, WorkerAnswer, WorkerPage, WorkerRequest } from './render-worker.ts';

export type { RenderJob, WorkerPage };

/**
 * A map that keeps the values used last, within `maxEntries` values and `maxBytes` bytes (by
 * `size`): the oldest use goes first. A value larger than `maxBytes` alone is not kept.
 */
export function lruCache<V>(options: { maxEntries: number; maxBytes: number; size: (value: V) => number }) {
  const { maxEntries, maxBytes, size } = options;
  const entries = new Map<string, V>();
  let bytes = 0;
  const remove = (key: string) => {
    const value = entries.get(key);
    if (value === undefined) return;
    entries.delete(key);
    bytes -= size(value);
  };
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Map keeps insertion order: moved to the end, the value is the latest used.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: V): void {
      remove(key);
      if (size(value) > maxBytes) return;
      entries.set(key, value);
      bytes += size(value);
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    /** How many values, and how many bytes, are kept. */
    get usage() {
      return { entries: entries.size, bytes };
    },
  };
}

/**
 * Runs jobs `concurrency` at a time, with at most `waiting` more in line. A job asked for again
 * while it runs or waits (by its key) shares that run.
 */
export function jobQueue<Result>(options: { concurrency: number; waiting: number }) {
  const { concurrency, waiting } = options;
  const started = new Map<string, Promise<Result>>();
  const line: (() => void)[] = [];
  let running = 0;
  const next = () => {
    while (running < concurrency && line.length > 0) line.shift()?.();
  };
  return {
    /**
     * The result of `job`, run when its turn comes; `undefined` at once when the line is full
     * (the caller has an answer of its own for that), unless `always` (work that must be done,
     * which waits however long the line).
     */
    run(key: string, job: () => Promise<Result>, always = false): Promise<Result> | undefined {
      const shared = started.get(key);
      if (shared) return shared;
      if (!always && running >= concurrency && line.length >= waiting) return undefined;
      const result = new Promise<Result>((resolve, reject) => {
        line.push(() => {
          running += 1;
          // Its place is free before its callers hear, so one asking again gets a new run.
          const done = () => {
            running -= 1;
            started.delete(key);
            next();
          };
          job().then(
            (value) => {
              done();
              resolve(value);
            },
            (error: unknown) => {
              done();
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
        });
      });
      started.set(key, result);
      next();
      return result;
    },
  };
}

/**
 * The build's prerenderer in a worker thread (`render-worker.ts`): it loads the server entry
 * there, keeps the site's data of the listings version it was last given, and answers each render
 * with the page's HTML (and, when asked, its gzip and brotli copies) as bytes moved, not copied,
 * to this thread. The worker starts on the first render and again after it fails; it never keeps
 * the process alive.
 */
export function renderWorker(serverDir: string) {
  let worker: Worker | undefined;
  let workerVersion: string | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (page: WorkerPage) => void; reject: (error: Error) => void }>();

  function start(): Worker {
    const started = new Worker(new URL(engineFile('./render-worker.ts'), import.meta.url), {
      workerData: { serverDir },
    });
    started.unref();
    const fail = (error: Error) => {
      if (worker === started) {
        worker = undefined;
        workerVersion = undefined;
      }
      for (const { reject } of waiting.values()) reject(error);
      waiting.clear();
    };
    started.on('message', (answer: WorkerAnswer) => {
      const asked = waiting.get(answer.id);
      waiting.delete(answer.id);
      if ('error' in answer) asked?.reject(new Error(answer.error));
      else asked?.resolve(answer.page);
    });
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`The render worker stopped (exit code ${code})`)));
    return started;
  }

  return {
    /** The page `job` names, rendered from `site`. */
    render(job: RenderJob, site: SiteData): Promise<WorkerPage> {
      worker ??= start();
      // Messages arrive in order: the data goes once per version, before the renders that need it.
      if (workerVersion !== site.listingsVersion) {
        worker.postMessage({ type: 'site', site } satisfies WorkerRequest);
        workerVersion = site.listingsVersion;
      }
      const id = nextId++;
      const answer = new Promise<WorkerPage>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ type: 'render', id, job } satisfies WorkerRequest);
      return answer;
    },
    /** Stops the worker (tests); the next render starts another. */
    async close(): Promise<void> {
      const stopping = worker;
      worker = undefined;
      workerVersion = undefined;
      await stopping?.terminate();
    },
  };
}

export type RenderWorker = ReturnType<typeof renderWorker>;
