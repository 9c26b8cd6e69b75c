// A site on a static host is rebuilt when the agent saves a listing: each transaction that changes
// listings queues one outbox row, and process-outbox POSTs SITE_REBUILD_HOOK_URL for it (a stand-in
// hook here), retrying with backoff as for emails. Visitors queue nothing; without a hook, nothing
// is called.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import { invoke, makeInquirySubmission } from './lead-factories.ts';

interface HookCall {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}

/** A stand-in for a Netlify build hook: records every request, and answers as told. */
const calls: HookCall[] = [];
/** What the next requests are answered with, first first (0: the connection is cut); 200 once it is empty. */
const answers: number[] = [];
let hook: Server;
const HOOK_PATH = '/build_hooks/6734e1f0c2a9d40081b6f2aa';

beforeAll(async () => {
  hook = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const status = answers.shift() ?? 200;
      calls.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body,
        status,
      });
      if (status === 0) request.socket.destroy();
      else if (status >= 300 && status < 400) response.writeHead(status, { location: '/elsewhere' }).end();
      else response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise((resolve) => hook.close(resolve)));

const hookUrl = () => `http://127.0.0.1:${(hook.address() as AddressInfo).port}${HOOK_PATH}`;

let listingNumber = 0;
/** A listing of this file's own, at an address no other test uses. */
const makeListing = (overrides: Record<string, unknown> = {}) => ({
  title: 'Colonial Near Downtown Plymouth',
  address: `${400 + ++listingNumber} Penniman Ave`,
  city: 'Plymouth',
  state: 'MI',
  zip_code: '48170',
  price: 429000,
  status: 'current',
  ...overrides,
});

/** Runs process-outbox as pg_cron (or the local backend's timer) would; it answers once it has sent. */
async function processOutbox(t: TestBackend) {
  const answer = await invoke(t.service, 'process-outbox', {});
  expect(answer.status).toBe(200);
  return answer.body as { claimed: number; sent: number; failed: number };
}

/** The hook calls made while `action` ran and the outbox was processed once after it. */
async function callsAfter(t: TestBackend, action: () => PromiseLike<unknown>): Promise<HookCall[]> {
  const before = calls.length;
  await action();
  await processOutbox(t);
  return calls.slice(before);
}

/**
 * Runs the outbox until the retry is due (its backoff), then expects exactly one more call to the
 * hook, which succeeded.
 */
async function expectRetriedOnce(t: TestBackend) {
  const before = calls.length;
  await vi.waitFor(
    async () => {
      await processOutbox(t);
      expect(calls.slice(before).map((call) => call.status)).toEqual([200]);
    },
    { timeout: 20_000, interval: 250 },
  );
}

async function rebuildRows(t: TestBackend) {
  const { data, error } = await t.service
    .from('outbox')
    .select('id, status, attempts, last_error, payload, lead_id')
    .eq('kind', 'site_rebuild')
    .order('created_at');
  expect(error).toBeNull();
  return data ?? [];
}

async function insertListing(client: Client, overrides: Record<string, unknown> = {}) {
  const { data, error } = await client.from('listings').insert(makeListing(overrides)).select('id').single();
  expect(error).toBeNull();
  return (data as { id: string }).id;
}

describe('with SITE_REBUILD_HOOK_URL', () => {
  let t: TestBackend;
  let agent: Client;

  beforeAll(async () => {
    // No timer: each test runs process-outbox itself, so every call is counted where it was caused.
    t = await startTestBackend({
      SITE_REBUILD_HOOK_URL: hookUrl(),
      OUTBOX_INTERVAL_MS: '0',
      OUTBOX_RETRY_BASE_SECONDS: '1',
    });
    agent = await t.signIn(AGENT.email, AGENT.password);
    // The seed's listings queued a rebuild of their own: send it before the tests count.
    await processOutbox(t);
  });
  afterAll(() => t.close());

  it('posts to the hook once when the agent saves a listing, and once more for the next save', async () => {
    const id = await insertListing(agent);
    await processOutbox(t);

    const first = await callsAfter(t, () =>
      agent.from('listings').update({ price: 419000 }).eq('id', id).throwOnError(),
    );
    expect(first).toEqual([
      expect.objectContaining({ method: 'POST', path: HOOK_PATH, body: '{}', status: 200 }),
    ]);
    expect(first[0]!.headers['content-type']).toBe('application/json');
    expect(first[0]!.headers['user-agent']).toMatch(/^agent-sites-rebuild\//);

    const second = await callsAfter(t, () =>
      agent.from('listings').update({ status: 'pending' }).eq('id', id).throwOnError(),
    );
    expect(second).toHaveLength(1);
  });

  it('posts once for a new listing and once for a deleted one', async () => {
    let id = '';
    const added = await callsAfter(t, async () => (id = await insertListing(agent)));
    expect(added.map((call) => call.path)).toEqual([HOOK_PATH]);

    const deleted = await callsAfter(t, () => agent.from('listings').delete().eq('id', id).throwOnError());
    expect(deleted.map((call) => call.path)).toEqual([HOOK_PATH]);
  });

  it('posts once for a save that changes several listings, or one listing twice, in one transaction', async () => {
    const ids = [await insertListing(agent), await insertListing(agent)];
    await processOutbox(t);
    const several = await callsAfter(t, () =>
      agent.from('listings').update({ price: 399000 }).in('id', ids).throwOnError(),
    );
    expect(several).toHaveLength(1);

    // A new header photo unsets the old one, then joins the gallery: the listing row changes twice
    // in the one transaction (the audit log shows both), and one build is asked for.
    const [id] = ids as [string];
    const folder = `plymouth-colonial-${listingNumber}`;
    await agent
      .from('listing_photos')
      .insert({ listing_id: id, path: `${folder}/front.jpg`, is_header: true })
      .throwOnError();
    await processOutbox(t);
    const audited = async () =>
      (await agent.from('audit_log').select('id').eq('table_name', 'listings').eq('row_id', id)).data ?? [];
    const auditedBefore = (await audited()).length;
    const twice = await callsAfter(t, () =>
      agent
        .from('listing_photos')
        .insert({ listing_id: id, path: `${folder}/yard.jpg`, is_header: true })
        .throwOnError(),
    );
    expect(await audited()).toHaveLength(auditedBefore + 2);
    expect(twice).toHaveLength(1);
  });

  it('queues nothing for a visitor or a signed-in stranger, whose writes change no listing', async () => {
    const id = await insertListing(agent);
    await processOutbox(t);
    const queued = (await rebuildRows(t)).length;
    const stranger = await t.stranger();

    const made = await callsAfter(t, async () => {
      const anonWrites = [
        await t.anon.from('listings').insert(makeListing()),
        await t.anon.from('listings').update({ price: 1 }).eq('id', id),
        await t.anon.from('listings').delete().eq('id', id),
      ];
      for (const write of anonWrites) expect(write.error).toMatchObject({ code: '42501' });
      expect((await stranger.from('listings').insert(makeListing())).error).toMatchObject({ code: '42501' });
      // Row-level security filters the stranger's update and delete down to no row at all.
      expect((await stranger.from('listings').update({ price: 1 }).eq('id', id).select('id')).data).toEqual(
        [],
      );
      expect((await stranger.from('listings').delete().eq('id', id).select('id')).data).toEqual([]);
    });

    expect(made).toEqual([]);
    expect(await rebuildRows(t)).toHaveLength(queued);
    expect((await agent.from('listings').select('price').eq('id', id).single()).data).toEqual({
      price: 429000,
    });
  });

  it('keeps a hook that answered 500 for a later run, which posts it once more and succeeds', async () => {
    answers.push(500);
    const first = await callsAfter(t, () => insertListing(agent));
    expect(first.map((call) => call.status)).toEqual([500]);
    const waiting = (await rebuildRows(t)).at(-1)!;
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_error: 'The rebuild hook answered 500',
    });

    await expectRetriedOnce(t);
    const sent = (await rebuildRows(t)).find((row) => row.id === waiting.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    // Retried as it was queued: no listing, no lead, nothing a visitor typed.
    expect(sent).toMatchObject({ payload: { reason: 'listings' }, lead_id: null });
  });

  it('does not follow a redirect, which would turn the POST into a GET that builds nothing', async () => {
    answers.push(302);
    const redirected = await callsAfter(t, () => insertListing(agent));
    expect(redirected.map((call) => [call.method, call.path, call.status])).toEqual([
      ['POST', HOOK_PATH, 302],
    ]);
    expect((await rebuildRows(t)).at(-1)).toMatchObject({
      status: 'pending',
      last_error: 'The rebuild hook answered 302',
    });

    await expectRetriedOnce(t);
  });

  it('keeps a rebuild whose hook could not be reached for a later run, naming the host but not the path', async () => {
    answers.push(0);
    const cut = await callsAfter(t, () => insertListing(agent));
    expect(cut.map((call) => call.status)).toEqual([0]);
    const waiting = (await rebuildRows(t)).at(-1)!;
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toMatch(
      new RegExp(
        `^The rebuild hook at 127\\.0\\.0\\.1:${(hook.address() as AddressInfo).port} could not be reached: `,
      ),
    );
    expect(waiting.last_error).not.toContain(HOOK_PATH);

    await expectRetriedOnce(t);
  });

  it('lists a rebuild the outbox gave up on in words for the agent, without the hook’s address', async () => {
    const before = (await rebuildRows(t)).map((row) => row.id);
    await insertListing(agent);
    const [id] = (await rebuildRows(t)).map((row) => row.id as string).filter((row) => !before.includes(row));
    await t.service
      .from('outbox')
      .update({ status: 'failed', attempts: 30, last_error: 'The rebuild hook answered 404' })
      .eq('id', id)
      .throwOnError();
    const failed = await agent.rpc('failed_deliveries');
    expect(failed.error).toBeNull();
    expect(failed.data).toContainEqual({
      id,
      kind: 'site_rebuild',
      lead_id: null,
      recipient: 'Site rebuild hook',
      subject: 'Rebuild the site after a listing change',
      attempts: 30,
      last_error: 'The rebuild hook answered 404',
      created_at: expect.any(String),
    });
    expect(JSON.stringify(failed.data)).not.toContain(HOOK_PATH);

    const retried = await callsAfter(t, () => agent.rpc('retry_delivery', { delivery: id }).throwOnError());
    expect(retried.map((call) => call.status)).toEqual([200]);
  });
});

describe('without SITE_REBUILD_HOOK_URL', () => {
  let t: TestBackend;
  let agent: Client;

  beforeAll(async () => {
    t = await startTestBackend({ OUTBOX_INTERVAL_MS: '0' });
    agent = await t.signIn(AGENT.email, AGENT.password);
    await processOutbox(t);
  });
  afterAll(() => t.close());

  it('calls nothing, and the rebuild is marked sent rather than failed or retried', async () => {
    const before = (await rebuildRows(t)).map((row) => row.id);
    const made = await callsAfter(t, () => insertListing(agent));
    expect(made).toEqual([]);
    const added = (await rebuildRows(t)).filter((row) => !before.includes(row.id));
    expect(added).toEqual([expect.objectContaining({ status: 'sent', attempts: 1, last_error: null })]);
  });
});

describe('with a SITE_REBUILD_HOOK_URL that may not be called', () => {
  let t: TestBackend;
  let agent: Client;

  beforeAll(async () => {
    t = await startTestBackend({
      OUTBOX_INTERVAL_MS: '0',
      SITE_REBUILD_HOOK_URL: 'http://hooks.example.com/build_hooks/6734e1f0c2a9d40081b6f2aa',
    });
    agent = await t.signIn(AGENT.email, AGENT.password);
  });
  afterAll(() => t.close());

  it('still takes every lead; only the rebuild fails, saying why without the secret path', async () => {
    const lead = await invoke(t.anon, 'submit-lead', makeInquirySubmission());
    expect(lead.status).toBe(200);

    const before = (await rebuildRows(t)).map((row) => row.id);
    const made = await callsAfter(t, () => insertListing(agent));
    expect(made).toEqual([]);
    const added = (await rebuildRows(t)).filter((row) => !before.includes(row.id));
    expect(added).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
    expect(added[0]?.last_error).toMatch(/^SITE_REBUILD_HOOK_URL must be an https: URL/);
    expect(added[0]?.last_error).not.toContain('6734e1f0');
  });
});
