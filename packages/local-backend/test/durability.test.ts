// Killing the process loses no committed row: every write acknowledged before SIGKILL is there after
// a restart on the same DATA_DIR (and a fresh DATA_DIR is seeded, a reused one is not seeded again).
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { localKeys } from '../src/index.ts';
import { AGENT } from './harness.ts';
import { spawnBackend, stopBackend } from './spawn-backend.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'local-backend-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = () =>
  spawnBackend({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: AGENT.email,
    ADMIN_PASSWORD: AGENT.password,
    ...(process.env.TEST_DATABASE_URL ? {} : { DATABASE_URL: '' }),
  });
const kill = (child: ChildProcess) => stopBackend(child, 'SIGKILL');

// PGlite's files are the database here; on PostgreSQL durability is the server's (the PostgreSQL run
// excludes this file: scripts/test-all.mjs).
describe('on PGlite', () => {
  it('keeps every acknowledged write through SIGKILL and restart', { timeout: 180_000 }, async () => {
    const template = inject('pgliteTemplate');
    if (template) cpSync(template, dataDir, { recursive: true });
    const first = await start();
    const client = createClient(first.url, localKeys().anonKey, { auth: { persistSession: false } });
    await client.auth.signInWithPassword(AGENT);
    const slugs: string[] = [];
    for (let i = 0; i < 25; i++) {
      const slug = `durable-${i}`;
      const { error } = await client.from('listings').insert({
        slug,
        title: 'Durable',
        address: `${i} Commit St`,
        city: 'Troy',
        state: 'MI',
        zip_code: '48084',
      });
      expect(error).toBeNull();
      slugs.push(slug);
    }
    const { error: updateError } = await client
      .from('listings')
      .update({ price: 123456 })
      .eq('slug', 'durable-0');
    expect(updateError).toBeNull();
    await kill(first.child);

    const second = await start();
    try {
      const anon = createClient(second.url, localKeys().anonKey, { auth: { persistSession: false } });
      const { data } = await anon
        .from('listings')
        .select('slug, price')
        .like('slug', 'durable-*')
        .order('slug');
      expect(data!.map((row) => row.slug).sort()).toEqual([...slugs].sort());
      expect(data!.find((row) => row.slug === 'durable-0')!.price).toBe(123456);
      const seeded = await anon.from('listings').select('slug').eq('slug', '1428-maplewood-ave-royal-oak');
      expect(seeded.data).toHaveLength(1);
    } finally {
      await kill(second.child);
    }
  });
});
