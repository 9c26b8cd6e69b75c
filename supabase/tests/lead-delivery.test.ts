// Delivery through the outbox: a mail outage loses nothing and sends nothing twice, 200 visitors at
// once get 200 stored leads and 200 agent emails, and the webhook is signed and retried.
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import {
  addresses,
  type ParsedMail,
  startMailServer,
  type TestMailServer,
} from '../../packages/local-backend/test/mail-server.ts';
import { invoke, makeInquiry, makeInquirySubmission } from './lead-factories.ts';

const AGENT_EMAIL = 'agent.delivery@example.com';
const WEBHOOK_SECRET = 'a-webhook-secret-for-tests';
let t: TestBackend;
let mail: TestMailServer;

interface Hook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  status: number;
}
const hooks: Hook[] = [];
/** How many of the next webhook calls the receiver refuses with a 500. */
let failNextHooks = 0;
/** How many of the next webhook calls the receiver sends on to another path with a 307. */
let redirectNextHooks = 0;
let receiver: Server;

beforeAll(async () => {
  mail = await startMailServer();
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      if (redirectNextHooks > 0 && path === '/leads') {
        redirectNextHooks -= 1;
        hooks.push({ path, headers: request.headers, body, status: 307 });
        response.writeHead(307, { location: '/elsewhere' }).end();
        return;
      }
      const status = failNextHooks > 0 ? 500 : 204;
      if (failNextHooks > 0) failNextHooks -= 1;
      hooks.push({ path, headers: request.headers, body, status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  t = await startTestBackend({
    SMTP_URL: mail.url,
    AGENT_EMAIL,
    LEAD_RATE_LIMIT: '1000/600',
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    OUTBOX_INTERVAL_MS: '200',
    OUTBOX_RETRY_BASE_SECONDS: '1',
  });
});
afterAll(async () => {
  await t.close();
  await mail.stop();
  await new Promise((resolve) => receiver.close(resolve));
});

const toAgentAbout = (name: string) => (message: ParsedMail) =>
  addresses(message.to).includes(AGENT_EMAIL) && (message.subject ?? '').includes(name);

/** Waits until the outbox has nothing left to send. */
async function outboxDrained() {
  for (;;) {
    const { count } = await t.service
      .from('outbox')
      .select('id', { count: 'exact', head: true })
      .in('status', ['pending', 'sending']);
    if (count === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const submit = (name: string, email: string) =>
  invoke(t.anon, 'submit-lead', makeInquirySubmission({ values: makeInquiry({ name, email }) }));

describe('a mail outage', () => {
  it('answers success, keeps every lead, and sends each email exactly once when mail returns', async () => {
    await mail.stop();
    const names = ['Outage Visitor One', 'Outage Visitor Two', 'Outage Visitor Three', 'Outage Visitor Four'];
    const answers = await Promise.all(names.map((name, i) => submit(name, `outage.${i}@example.com`)));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    const ids = answers.map((answer) => answer.body.id as string);
    const stored = await t.service.from('leads').select('id').in('id', ids);
    expect(stored.data).toHaveLength(names.length);
    // Each email was tried and failed, and waits for its retry.
    for (;;) {
      const { data } = await t.service.from('outbox').select('attempts, last_error, kind').in('lead_id', ids);
      const emails = (data ?? []).filter((row) => row.kind !== 'webhook');
      if (emails.length === names.length * 2 && emails.every((row) => row.attempts >= 1 && row.last_error))
        break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    await mail.start();
    for (const [i, name] of names.entries()) {
      await mail.waitFor(1, toAgentAbout(name));
      await mail.waitFor(1, (message) => addresses(message.to).includes(`outage.${i}@example.com`));
    }
    await outboxDrained();
    for (const [i, name] of names.entries()) {
      expect(mail.messages.filter(toAgentAbout(name))).toHaveLength(1);
      expect(mail.messages.filter((m) => addresses(m.to).includes(`outage.${i}@example.com`))).toHaveLength(
        1,
      );
    }
  });
});

describe('200 visitors at once', () => {
  it('stores 200 leads and sends 200 agent emails, none twice', async () => {
    const names = Array.from({ length: 200 }, (_, i) => `Crowd Visitor ${String(i).padStart(3, '0')}`);
    const answers = await Promise.all(names.map((name, i) => submit(name, `crowd.${i}@example.com`)));
    expect(answers.map((answer) => answer.status)).toEqual(names.map(() => 200));
    const ids = answers.map((answer) => answer.body.id as string);
    expect(new Set(ids).size).toBe(200);
    const { count } = await t.service
      .from('leads')
      .select('id', { count: 'exact', head: true })
      .in('id', ids);
    expect(count).toBe(200);

    const emails = await mail.waitFor(200, toAgentAbout('Crowd Visitor'), 120_000);
    await outboxDrained();
    const all = mail.messages.filter(toAgentAbout('Crowd Visitor'));
    expect(all).toHaveLength(200);
    expect(new Set(all.map((message) => message.messageId)).size).toBe(200);
    expect(new Set(emails.map((message) => message.subject?.split(' (')[0])).size).toBe(200);
  }, 180_000);
});

describe('the lead webhook', () => {
  it('posts the lead signed with the secret, and retries through the outbox when refused', async () => {
    failNextHooks = 2;
    const before = hooks.length;
    const answer = await submit('Webhook Visitor', 'webhook.visitor@example.com');
    const id = answer.body.id as string;
    const mine = () => hooks.slice(before).filter((hook) => hook.body.includes(id));
    while (!mine().some((hook) => hook.status === 204))
      await new Promise((resolve) => setTimeout(resolve, 100));

    const attempts = mine();
    expect(attempts.map((hook) => hook.status)).toEqual([500, 500, 204]);
    // The same delivery each time: one id, one body.
    expect(new Set(attempts.map((hook) => hook.headers['x-webhook-id'])).size).toBe(1);
    expect(new Set(attempts.map((hook) => hook.body)).size).toBe(1);
    const delivered = attempts.at(-1)!;
    const expected = `sha256=${createHmac('sha256', WEBHOOK_SECRET).update(delivered.body).digest('hex')}`;
    expect(delivered.headers['x-signature-256']).toBe(expected);
    expect(Number(delivered.headers['x-webhook-timestamp'])).toBeGreaterThan(1_700_000_000);
    expect(JSON.parse(delivered.body)).toMatchObject({
      event: 'lead.created',
      lead: {
        id,
        kind: 'inquiry',
        fields: { name: 'Webhook Visitor', email: 'webhook.visitor@example.com' },
        listing: { slug: '1428-maplewood-ave-royal-oak' },
      },
    });
    const row = await t.service
      .from('outbox')
      .select('status, attempts')
      .eq('lead_id', id)
      .eq('kind', 'webhook')
      .single();
    expect(row.data).toEqual({ status: 'sent', attempts: 3 });
  });

  it('never follows a redirect: the signed lead goes only to the configured address, and is retried there', async () => {
    redirectNextHooks = 1;
    const before = hooks.length;
    const answer = await submit('Redirected Visitor', 'redirected.visitor@example.com');
    const id = answer.body.id as string;
    const mine = () => hooks.slice(before).filter((hook) => hook.body.includes(id));
    while (!mine().some((hook) => hook.status === 204))
      await new Promise((resolve) => setTimeout(resolve, 100));

    expect(mine().map((hook) => [hook.path, hook.status])).toEqual([
      ['/leads', 307],
      ['/leads', 204],
    ]);
  });
});
