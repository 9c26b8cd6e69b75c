// The backend as its own process, on PGlite (the PostgreSQL run leaves this file out, as it does
// durability.test.ts: a spawned backend here always uses PGlite): one process per DATA_DIR, a SIGTERM
// that finishes what it accepted, and a SIGKILL in the middle of a burst of leads.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { FORM_TEXT } from '@agent-sites/schemas';
import { WORKSPACE_ROOT } from '../src/config.ts';
import { localKeys } from '../src/index.ts';
import { AGENT } from './harness.ts';
import { addresses, startMailServer } from './mail-server.ts';
import { startResendService } from './resend-service.ts';
import { type RunningBackend, spawnBackend, stopBackend } from './spawn-backend.ts';

/** A fresh PGlite folder from the migrated template (or a new one, migrated by the first start). */
function dataFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'local-backend-lifecycle-'));
  const template = inject('pgliteTemplate');
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/**
 * Starts `node src/main.ts` and answers its exit code and everything it printed. `wrapper` is a
 * command that runs it (its arguments follow).
 */
function runToExit(
  env: Record<string, string>,
  wrapper: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const [command = process.execPath, ...args] = [
    ...wrapper,
    process.execPath,
    join(WORKSPACE_ROOT, 'packages/local-backend/src/main.ts'),
  ];
  const child = spawn(command, args, {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

const inquiry = (i: number) => ({
  kind: 'inquiry',
  values: {
    name: `Burst Visitor ${i}`,
    email: `burst.${i}@example.com`,
    phone: '(248) 555-0142',
    lookingTo: 'buy',
    timeline: '3-6',
    budget: '300-400k',
    area: 'Royal Oak',
    notes: '',
    consent: true,
  },
  page: '/contact',
  consentText: FORM_TEXT.consentLabel,
  elapsedMs: 15_000,
  website: '',
});

type Answer = { i: number; status: number; body: string };

/** Sends inquiry `i` as the site does; a connection that fails or is cut answers status 0. */
function submitLead(url: string, i: number): Promise<Answer> {
  const key = localKeys().anonKey;
  return fetch(`${url}/functions/v1/submit-lead`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(inquiry(i)),
  }).then(
    async (response) => ({ i, status: response.status, body: await response.text() }),
    () => ({ i, status: 0, body: 'connection refused or closed' }),
  );
}

/** The stored leads by the visitor's email, each with its outbox rows, read with the service role. */
async function leadsWithOutbox(url: string) {
  const service = createClient(url, localKeys().serviceRoleKey, { auth: { persistSession: false } });
  const [{ data: leads }, { data: outbox }] = await Promise.all([
    service.from('leads').select('id, fields'),
    service.from('outbox').select('lead_id, kind, status'),
  ]);
  return new Map(
    (leads ?? []).map((lead) => [
      (lead.fields as { email: string }).email,
      (outbox ?? []).filter((row) => row.lead_id === lead.id) as { kind: string; status: string }[],
    ]),
  );
}

const burstEnv = (dir: string) => ({
  DATA_DIR: dir,
  DATABASE_URL: '',
  LEAD_RATE_LIMIT: '1000/600',
  ADMIN_EMAIL: AGENT.email,
  ADMIN_PASSWORD: AGENT.password,
});

describe('one backend per DATA_DIR', () => {
  const dir = dataFolder();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'a second process on the same folder refuses to start, saying why; the first keeps serving',
    { timeout: 120_000 },
    async () => {
      const first = await spawnBackend({ DATA_DIR: dir, DATABASE_URL: '' });
      try {
        const second = await runToExit({ DATA_DIR: dir, DATABASE_URL: '' });
        expect(second.code).toBe(1);
        expect(second.output).toContain(
          `Another local backend (process ${first.child.pid}) is using DATA_DIR ${dir}`,
        );
        const listings = await fetch(`${first.url}/rest/v1/listings?select=id`, {
          headers: { apikey: localKeys().anonKey },
        });
        expect(listings.status).toBe(200);
      } finally {
        await stopBackend(first.child, 'SIGKILL');
      }
      // A crashed holder's lock is taken over.
      const third = await spawnBackend({ DATA_DIR: dir, DATABASE_URL: '' });
      await stopBackend(third.child);
    },
  );
});

/**
 * Whether a read-only folder can be made here for a child: a read-only tmpfs mounted in the
 * child's own user and mount namespaces (`unshare`), which stops root's writes too (chmod does not).
 */
const READ_ONLY_MOUNTS = spawnSync('unshare', ['-rm', 'true']).status === 0;

describe('a DATA_DIR the backend cannot write', () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-backend-unwritable-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** One line naming the folder and what to do, exit code 1, and no stack trace. */
  function expectClearRefusal(answer: { code: number | null; output: string }, dataDir: string) {
    expect(answer.code, answer.output).toBe(1);
    const lines = answer.output.trim().split('\n');
    expect(lines, answer.output).toHaveLength(1);
    expect(lines[0]).toContain(`cannot write to DATA_DIR ${dataDir}`);
    expect(lines[0]).toMatch(/Set DATA_DIR to a folder it can write/);
    expect(answer.output).not.toMatch(/^\s+at /m);
  }

  it('exits saying so when the path runs through a file', async () => {
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    expectClearRefusal(await runToExit({ DATA_DIR: dataDir, DATABASE_URL: '' }), dataDir);
  });

  it.skipIf(!READ_ONLY_MOUNTS)('exits saying so when the folder is on a read-only file system', async () => {
    const dataDir = join(dir, 'read-only');
    mkdirSync(dataDir);
    const mountReadOnly = [
      'unshare',
      '-rm',
      'sh',
      '-c',
      'mount -t tmpfs -o ro tmpfs "$0" && exec "$@"',
      dataDir,
    ];
    expectClearRefusal(await runToExit({ DATA_DIR: dataDir, DATABASE_URL: '' }, mountReadOnly), dataDir);
  });
});

describe('SIGTERM', () => {
  const dir = dataFolder();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'stops taking requests at once, answers those it accepted, keeps every acknowledged lead, and exits 0',
    { timeout: 180_000 },
    async () => {
      const env = burstEnv(dir);
      const running = await spawnBackend(env);
      const exited = new Promise<number | null>((resolve) => running.child.once('exit', resolve));
      const send = (i: number) => submitLead(running.url, i);
      const burst: Promise<Answer>[] = [];
      for (let i = 0; i < 30; i++) burst.push(send(i));
      // The stop comes while the burst is being answered.
      await Promise.race(burst);
      running.child.kill('SIGTERM');
      const late = await send(1000);
      const answers = await Promise.all(burst);
      expect(await exited).toBe(0);

      // Nothing is taken after the stop, and nothing is cut: every request gets a whole answer, a
      // success or a refusal to retry, and the one sent after the stop is refused.
      expect(late.status).toBe(503);
      for (const answer of answers) expect([200, 503], answer.body).toContain(answer.status);
      const acknowledged = answers.filter((answer) => answer.status === 200).map((answer) => answer.i);
      expect(acknowledged.length).toBeGreaterThan(0);

      const again = await spawnBackend(env);
      try {
        // Each acknowledged lead is stored, and its emails were sent or wait in the outbox.
        const stored = await leadsWithOutbox(again.url);
        for (const i of acknowledged) {
          const rows = stored.get(`burst.${i}@example.com`);
          expect(rows, `burst.${i}`).toBeDefined();
          expect(rows!.map((row) => row.kind).sort(), `burst.${i}`).toEqual(['agent_email', 'visitor_email']);
          for (const row of rows!) expect(['sent', 'pending']).toContain(row.status);
        }
      } finally {
        await stopBackend(again.child);
      }
    },
  );
});

/** How many deliveries repeat one made before: the same Message-ID received twice counts once. */
const repeats = (messageIds: (string | undefined)[]) => messageIds.length - new Set(messageIds).size;

/** Every email row of the outbox: whether it was sent, and whether an attempt was left in doubt. */
async function emailRows(url: string) {
  const service = createClient(url, localKeys().serviceRoleKey, { auth: { persistSession: false } });
  const { data, error } = await service
    .from('outbox')
    .select('status, in_doubt, provider_ref')
    .in('kind', ['agent_email', 'visitor_email']);
  if (error) throw new Error(error.message);
  return data as { status: string; in_doubt: boolean; provider_ref: string | null }[];
}

/** Email rows still marked as being sent whose email the catcher has: sent, the mark not written. */
async function sentButNotMarked(url: string, mail: MailCatcher): Promise<number> {
  const service = createClient(url, localKeys().serviceRoleKey, { auth: { persistSession: false } });
  const { data, error } = await service.from('outbox').select('id').eq('status', 'sending');
  if (error) throw new Error(error.message);
  const received = mail.received().map((email) => email.messageId ?? '');
  return (data ?? []).filter((row) => received.some((id) => id.startsWith(`<${row.id}@`))).length;
}

/** Each acknowledged lead's two emails are marked sent, and so is every other email row. */
async function everyEmailSent(url: string, acknowledged: number[]): Promise<void> {
  const stored = await leadsWithOutbox(url);
  for (const i of acknowledged) {
    const rows = stored.get(`burst.${i}@example.com`);
    expect(rows?.map((row) => `${row.kind}:${row.status}`).sort(), `burst.${i}`).toEqual([
      'agent_email:sent',
      'visitor_email:sent',
    ]);
  }
  // The leads stored but not acknowledged (the answer was cut) have theirs sent too.
  for (const row of await emailRows(url)) expect(row.status).toBe('sent');
}

/** Where the backend sends mail in a test, and what arrived there. */
interface MailCatcher {
  env: Record<string, string>;
  /** Each email received, by its recipients and Message-ID. */
  received(): { to: string[]; messageId: string | undefined }[];
  stop(): Promise<void>;
}

const MAIL_SERVICES = [
  {
    name: 'SMTP',
    // SMTP cannot be asked what it took: an email in doubt goes again under its Message-ID.
    dedupes: false,
    async start(onReceived?: () => void): Promise<MailCatcher> {
      const smtp = await startMailServer(onReceived);
      return {
        env: { SMTP_URL: smtp.url },
        received: () => smtp.messages.map((mail) => ({ to: addresses(mail.to), messageId: mail.messageId })),
        stop: () => smtp.stop(),
      };
    },
  },
  {
    name: "Resend's API",
    // The same Idempotency-Key within a day sends nothing.
    dedupes: true,
    async start(onReceived?: () => void): Promise<MailCatcher> {
      const resend = await startResendService('re_test_key', onReceived);
      return {
        env: { RESEND_API_KEY: 're_test_key', RESEND_API_URL: resend.url },
        received: () => resend.emails.map((email) => ({ to: email.to, messageId: email.messageId })),
        stop: () => resend.stop(),
      };
    },
  },
];

/**
 * Every acknowledged visitor's confirmation arrived; answers how many emails arrived twice, and
 * prints the figures.
 */
async function countDuplicates(
  run: string,
  url: string,
  mail: MailCatcher,
  acknowledged: number[],
): Promise<{ twice: number; inDoubt: number }> {
  const received = mail.received();
  for (const i of acknowledged) {
    const to = `burst.${i}@example.com`;
    expect(
      received.some((email) => email.to.includes(to)),
      to,
    ).toBe(true);
  }
  const rows = await emailRows(url);
  const twice = repeats(received.map((email) => email.messageId));
  const inDoubt = rows.filter((row) => row.in_doubt).length;
  console.log(
    `${run}: ${acknowledged.length} leads acknowledged, 0 lost; ${rows.length} emails, ` +
      `${inDoubt} in doubt, ${twice} received twice`,
  );
  return { twice, inDoubt };
}

describe.each(MAIL_SERVICES)('SIGKILL in the middle of a burst, mail over $name', (service) => {
  const dir = dataFolder();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'loses no acknowledged lead, the restart sends every one of their emails at once, each once where the provider can tell',
    { timeout: 180_000 },
    async () => {
      // The kill comes as the tenth email arrives, before its sender hears that it did: that one
      // and those on their way with it are in doubt when the backend starts again.
      let running: RunningBackend | undefined;
      let untilKill = 10;
      const mail = await service.start(() => {
        if (--untilKill === 0) running?.child.kill('SIGKILL');
      });
      try {
        const env = { ...burstEnv(dir), ...mail.env };
        running = await spawnBackend(env);
        const burst: Promise<Answer>[] = [];
        for (let i = 0; i < 40; i++) burst.push(submitLead(running.url, i));
        await Promise.race(burst);
        await new Promise((resolve) => running!.child.once('exit', resolve));
        const acknowledged = (await Promise.all(burst)).filter((a) => a.status === 200).map((a) => a.i);
        expect(acknowledged.length).toBeGreaterThan(0);

        // The outbox timer runs far less often than the wait below: only the start's own run can send.
        const again = await spawnBackend({ ...env, OUTBOX_INTERVAL_MS: '600000' });
        try {
          await vi.waitFor(() => everyEmailSent(again.url, acknowledged), { timeout: 20_000, interval: 250 });
          const { twice, inDoubt } = await countDuplicates(
            `Kill mid-burst, mail over ${service.name}`,
            again.url,
            mail,
            acknowledged,
          );
          if (service.dedupes) expect(twice).toBe(0);
          else expect(twice).toBeLessThanOrEqual(inDoubt);
        } finally {
          await stopBackend(again.child);
        }
      } finally {
        await mail.stop();
      }
    },
  );
});

/**
 * A filesystem of its own for DATA_DIR, small enough to fill: a tmpfs, which only root may mount
 * (as CI runs). Undefined where it cannot be mounted: the test below is then skipped.
 */
function smallDisk(): string | undefined {
  const dir = mkdtempSync(join(tmpdir(), 'local-backend-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=128m', 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  const template = inject('pgliteTemplate');
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** Writes a file until the disk refuses another byte. */
function fillDisk(dir: string): void {
  const file = openSync(join(dir, 'filler'), 'w');
  const block = Buffer.alloc(1 << 16);
  try {
    for (;;) writeSync(file, block);
  } catch {
    // ENOSPC: full.
  } finally {
    closeSync(file);
  }
}

const disk = process.env.TEST_DATABASE_URL ? undefined : smallDisk();

describe.skipIf(!disk)('a full disk in the middle of a burst', () => {
  afterAll(() => {
    execFileSync('umount', [disk!]);
    rmSync(disk!, { recursive: true, force: true });
  });

  it(
    'loses no acknowledged lead, and once there is room again marks what went rather than sending it twice',
    { timeout: 180_000 },
    async () => {
      // The disk fills as the first email arrives, before its sender hears that it did: the
      // "sent" marks written after it find no room.
      let full = false;
      const mail = await MAIL_SERVICES[0]!.start(() => {
        if (!full) fillDisk(disk!);
        full = true;
      });
      const running = await spawnBackend({
        ...burstEnv(disk!),
        ...mail.env,
        OUTBOX_INTERVAL_MS: '500',
      });
      try {
        const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => submitLead(running.url, i)));
        // A lead that found no room is refused with a request to try again, never a 500.
        for (const answer of answers) expect([200, 503], answer.body).toContain(answer.status);
        const acknowledged = answers.filter((a) => a.status === 200).map((a) => a.i);
        expect(acknowledged.length).toBeGreaterThan(0);
        const stuck = await sentButNotMarked(running.url, mail);

        rmSync(join(disk!, 'filler'));
        await vi.waitFor(() => everyEmailSent(running.url, acknowledged), { timeout: 30_000, interval: 250 });
        const { twice } = await countDuplicates(
          `Disk full mid-burst (${stuck} sent but not marked while full)`,
          running.url,
          mail,
          acknowledged,
        );
        expect(twice).toBe(0);
      } finally {
        await stopBackend(running.child);
        await mail.stop();
      }
    },
  );
});
