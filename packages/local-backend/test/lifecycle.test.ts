// The backend's life in one process, on either engine: a second backend on a DATA_DIR that another
// holds is refused, and a restart after a crash sends at once the emails its crashed run had claimed,
// instead of after their two-minute lease. (Separate processes: processes.test.ts.)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataDirInUseError } from '../src/data-dir-lock.ts';
import { loadConfig, startBackend } from '../src/index.ts';
import { startTestBackend, type TestBackend } from './harness.ts';

describe('one backend per DATA_DIR, in one process', () => {
  it('a second backend on the same folder is refused before it touches the database', async () => {
    const t = await startTestBackend();
    try {
      await expect(startBackend(loadConfig(t.env, t.dataDir))).rejects.toThrow(DataDirInUseError);
      const { error } = await t.anon.from('listings').select('id').limit(1);
      expect(error).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('after a crash', () => {
  let t: TestBackend;
  beforeAll(async () => {
    t = await startTestBackend({ OUTBOX_INTERVAL_MS: '0' });
  });
  afterAll(() => t.close());

  it('a restart sends at once the emails its crashed run had claimed, not after their lease', async () => {
    // As a run that crashed while sending leaves them: claimed under its name, leased for minutes.
    const sender = `local-backend:${t.dataDir}`;
    await t.backend.db.transaction('admin', {}, (tx) =>
      tx.query(
        `insert into public.outbox (kind, payload, dedupe_key, status, attempts, locked_until, locked_by)
         values ('visitor_email', $1::jsonb, 'crashed-run-confirmation', 'sending', 1,
                 now() + interval '110 seconds', $2)`,
        [
          JSON.stringify({
            to: 'waiting.visitor@example.com',
            subject: 'Thanks for your message',
            text: 'I will reply within 15 minutes.',
            html: '<p>I will reply within 15 minutes.</p>',
          }),
          sender,
        ],
      ),
    );
    await t.backend.close();
    const restarted = await startBackend(loadConfig({ ...t.env, OUTBOX_INTERVAL_MS: '100' }, t.dataDir));
    try {
      await vi.waitFor(
        async () => {
          const rows = await restarted.db.transaction('admin', { readOnly: true }, (tx) =>
            tx.query<{ status: string }>(
              "select status::text as status from public.outbox where dedupe_key = 'crashed-run-confirmation'",
            ),
          );
          expect(rows).toEqual([{ status: 'sent' }]);
        },
        { timeout: 15_000, interval: 100 },
      );
      const mail = readdirSync(join(t.dataDir, 'mail'));
      expect(mail.length).toBeGreaterThan(0);
    } finally {
      await restarted.close();
    }
  });
});
