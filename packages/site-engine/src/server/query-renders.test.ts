import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SERVER_FILES, type SiteData } from '../build/pages.ts';
import { jobQueue, lruCache, renderWorker } from './query-renders.ts';

describe('lruCache', () => {
  const cache = (maxEntries: number, maxBytes: number) =>
    lruCache<string>({ maxEntries, maxBytes, size: (value) => value.length });

  it('lets the value used longest ago go first once it holds as many as allowed', () => {
    const kept = cache(2, 100);
    kept.set('a', 'A');
    kept.set('b', 'B');
    expect(kept.get('a')).toBe('A');
    kept.set('c', 'C');
    expect(kept.get('b')).toBeUndefined();
    expect([kept.get('a'), kept.get('c')]).toEqual(['A', 'C']);
  });

  it('keeps within its bytes, and never keeps a value larger than all of them', () => {
    const kept = cache(10, 6);
    kept.set('a', 'aaa');
    kept.set('b', 'bbb');
    kept.set('c', 'ccc');
    expect(kept.get('a')).toBeUndefined();
    expect(kept.usage).toEqual({ entries: 2, bytes: 6 });
    kept.set('huge', 'x'.repeat(7));
    expect(kept.get('huge')).toBeUndefined();
    expect(kept.usage.bytes).toBeLessThanOrEqual(6);
  });

  it('counts a value set again once', () => {
    const kept = cache(10, 100);
    kept.set('a', 'aaaa');
    kept.set('a', 'aa');
    expect(kept.usage).toEqual({ entries: 1, bytes: 2 });
  });
});

/** A job that finishes when the test says so. */
function held<T>() {
  let finish = (_value: T) => {};
  let started = false;
  const job = () => {
    started = true;
    return new Promise<T>((resolve) => (finish = resolve));
  };
  return { job, finish: (value: T) => finish(value), started: () => started };
}

describe('jobQueue', () => {
  it('runs one job at a time, the next when the one before has finished', async () => {
    const queue = jobQueue<string>({ concurrency: 1, waiting: 2 });
    const first = held<string>();
    const second = held<string>();
    const one = queue.run('one', first.job);
    const two = queue.run('two', second.job);
    expect([first.started(), second.started()]).toEqual([true, false]);
    first.finish('1');
    expect(await one).toBe('1');
    expect(second.started()).toBe(true);
    second.finish('2');
    expect(await two).toBe('2');
  });

  it('refuses a job at once when the line is full, unless it must be done', async () => {
    const queue = jobQueue<string>({ concurrency: 1, waiting: 1 });
    const running = held<string>();
    const waiting = held<string>();
    const must = held<string>();
    void queue.run('running', running.job);
    const waited = queue.run('waiting', waiting.job);
    expect(queue.run('refused', () => Promise.resolve('never'))).toBeUndefined();
    const done = queue.run('must', must.job, true);
    expect(done).toBeDefined();
    running.finish('r');
    await Promise.resolve();
    waiting.finish('w');
    expect(await waited).toBe('w');
    must.finish('m');
    expect(await done).toBe('m');
  });

  it('shares one run between the callers of the same job, and runs it again once it has finished', async () => {
    const queue = jobQueue<number>({ concurrency: 1, waiting: 0 });
    let runs = 0;
    const job = () => Promise.resolve(++runs);
    const [a, b] = [queue.run('page', job), queue.run('page', job)];
    expect(a).toBe(b);
    expect(await a).toBe(1);
    expect(await queue.run('page', job)).toBe(2);
  });

  it('frees its place when a job fails', async () => {
    const queue = jobQueue<string>({ concurrency: 1, waiting: 0 });
    await expect(queue.run('bad', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await queue.run('good', () => Promise.resolve('ok'))).toBe('ok');
  });
});

describe('renderWorker', () => {
  // A build's server entry that renders the listings it was given, and stops its thread when asked to crash.
  const serverDir = mkdtempSync(join(tmpdir(), 'render-worker-'));
  writeFileSync(
    join(serverDir, SERVER_FILES.entry),
    `export async function render(location, site) {
       if (location.includes('crash')) process.exit(1);
       if (location.includes('throw')) throw new Error('no such page');
       return { status: 200, head: '', styles: '', modules: [], data: '', canonical: 'https://example.com' + location,
         html: location + ': ' + site.listings.map((l) => l.title).join(', '), shareCard: { path: '/card.jpg' } };
     }`,
  );
  writeFileSync(join(serverDir, SERVER_FILES.template), '<main><!--app-html--></main>');
  writeFileSync(join(serverDir, SERVER_FILES.manifest), '{}');
  afterAll(() => rmSync(serverDir, { recursive: true, force: true }));
  // The stand-in entry reads only the listings' titles.
  const site = (version: string, title: string) =>
    ({ listingsVersion: version, reviews: [], listings: [{ title }] }) as unknown as SiteData;
  const html = (page: { body: Uint8Array }) => new TextDecoder().decode(page.body);

  it('renders with the data of the version it was last given', async () => {
    const worker = renderWorker(serverDir);
    try {
      const first = await worker.render({ location: '/listings', path: '/listings' }, site('v1', 'House A'));
      expect(html(first)).toBe('<main>/listings: House A</main>');
      const second = await worker.render({ location: '/', path: '/' }, site('v2', 'House B'));
      expect(html(second)).toBe('<main>/: House B</main>');
    } finally {
      await worker.close();
    }
  });

  it("answers a page's error as an error, and starts again after its thread stops", async () => {
    const worker = renderWorker(serverDir);
    try {
      const data = site('v1', 'House A');
      await expect(worker.render({ location: '/throw', path: '/throw' }, data)).rejects.toThrow(
        'no such page',
      );
      await expect(worker.render({ location: '/crash', path: '/crash' }, data)).rejects.toThrow(
        'The render worker stopped',
      );
      const after = await worker.render({ location: '/listings', path: '/listings' }, data);
      expect(html(after)).toBe('<main>/listings: House A</main>');
    } finally {
      await worker.close();
    }
  });
});
