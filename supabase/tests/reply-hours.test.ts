// The agent's real hours (issue 26, decision 041), with the functions' clock fixed at 4:08 AM on
// the agent's clock: the lead is promised the next working hour everywhere it is promised (the
// form's answer, the visitor's email), the agent's email and push alert say the same reply-by,
// the alert waits for working hours (quiet hours are on by default), and the inbox's figures count
// the reply against that reply-by. Between 8 AM and 8 PM the spec's 15 minutes hold.
import { FORM_TEXT } from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import {
  makeSubscriber,
  makeVapidKeys,
  type ReceivedPush,
  startPushService,
  type TestPushService,
} from '../../packages/local-backend/test/push-service.ts';
import createSubmitLead from '../functions/submit-lead/handler.ts';
import { functionEnv, makeInquiry, processOutboxAt } from './lead-factories.ts';

// The sample agent's clock is Detroit's (site/src/config/functions.ts gives the functions its zone).
/** Friday 27 November 2026, 4:08 AM in Detroit (EST, UTC-5). */
const FOUR_AM = new Date('2026-11-27T09:08:00Z');
/** 8 AM and 8:15 AM that morning: work starts, and the reply is due. */
const EIGHT_AM = new Date('2026-11-27T13:00:00Z');
const REPLY_BY = new Date('2026-11-27T13:15:00Z');
const VAPID = makeVapidKeys();

let push: TestPushService;
let t: TestBackend;
let agent: Client;

beforeAll(async () => {
  push = await startPushService();
  t = await startTestBackend({
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:alerts.agent@example.com',
    PUSH_SERVICE_ORIGINS: push.url,
    LEAD_RATE_LIMIT: '1000/600',
    // No sender on the backend's own clock: each run below names its time.
    OUTBOX_INTERVAL_MS: '0',
  });
  agent = await t.signIn(AGENT.email, AGENT.password);
});
afterAll(async () => {
  await t.close();
  await push.stop();
});

/** Sends an inquiry through submit-lead with its clock at `now`; answers the function's body. */
async function inquireAt(now: Date, name: string) {
  const submitLead = createSubmitLead(functionEnv(t), () => now);
  const response = await submitLead(
    new Request(`${t.url}/functions/v1/submit-lead`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        kind: 'inquiry',
        values: makeInquiry({ name, email: `${name.toLowerCase().replace(/\W/g, '.')}@example.com` }),
        page: '/contact',
        variant: 'contact',
        consentText: FORM_TEXT.consentLabel,
        elapsedMs: 9000,
      }),
    }),
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; reply: { text: string; inHours: boolean; by: string } };
}

/** The lead's emails as queued: subject and plain text, by kind. */
async function emailsOf(id: string) {
  const { data } = await t.service.from('outbox').select('kind, payload').eq('lead_id', id);
  const email = (kind: string) =>
    (data ?? []).find((row) => row.kind === kind)?.payload as { subject: string; text: string } | undefined;
  return { agent: email('agent_email'), visitor: email('visitor_email') };
}

/** The lead's push alert row, once the sender has looked at it. */
async function pushRowOf(id: string) {
  for (;;) {
    const { data } = await t.service
      .from('outbox')
      .select('status, next_attempt_at, attempts')
      .eq('lead_id', id)
      .eq('kind', 'push')
      .single();
    const held =
      data?.status === 'pending' && Date.parse(data.next_attempt_at as string) < Date.now() - 60_000;
    if (data && (held || ['sent', 'skipped', 'failed'].includes(data.status as string))) return data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a lead sent at 4:08 AM on the agent’s clock', () => {
  it('is promised 8 AM on screen and by email; the alert waits for 8 AM and says reply by 8:15', async () => {
    const device = makeSubscriber(`${push.url}/push/early-${crypto.randomUUID()}`);
    const subscribed = await agent
      .from('push_subscriptions')
      .insert({ endpoint: device.endpoint, ...device.keys, device: 'early' });
    expect(subscribed.error).toBeNull();

    const answer = await inquireAt(FOUR_AM, 'Early Riser');
    // What the form shows once sent: the server's promise, never "within 15 minutes".
    expect(answer.reply).toEqual({ text: 'after 8 AM', inHours: false, by: REPLY_BY.toISOString() });

    const { data: lead } = await t.service
      .from('leads')
      .select('created_at, reply_by')
      .eq('id', answer.id)
      .single();
    expect(new Date(lead!.created_at as string)).toEqual(FOUR_AM);
    expect(new Date(lead!.reply_by as string)).toEqual(REPLY_BY);

    const emails = await emailsOf(answer.id);
    expect(emails.visitor?.subject).toBe("Thanks for your message: I'll reply after 8 AM");
    expect(emails.visitor?.text).toContain("I'll reply after 8 AM by phone or email.");
    expect(emails.visitor?.text).not.toContain('15 minutes');
    expect(emails.agent?.text).toContain('Reply by 8:15 AM (Detroit time)');

    // Quiet hours are on by default: the alert is held until work starts, not sent at 4 AM.
    const held = await pushRowOf(answer.id);
    expect(held).toMatchObject({ status: 'pending' });
    expect(new Date(held.next_attempt_at as string)).toEqual(EIGHT_AM);
    expect(push.received.filter((received: ReceivedPush) => received.status === 201)).toEqual([]);

    expect((await processOutboxAt(t, new Date(EIGHT_AM.getTime() + 30_000))).status).toBe(200);
    await push.waitFor(1);
    const alert = JSON.parse(device.decrypt(push.received[0]!.body)) as { title: string; body: string };
    expect(alert.title).toBe('Question from Early Riser');
    expect(alert.body.split('\n')).toContain('Reply by 8:15 AM');
  });

  it('counts a reply at 8:12 AM as in time, and one at 8:20 AM as late', async () => {
    const early = await inquireAt(FOUR_AM, 'Answered Early');
    const late = await inquireAt(new Date(FOUR_AM.getTime() + 60_000), 'Answered Late');
    const contact = async (id: string, at: Date) => {
      // Marked contacted (the database notes the real time), then at the time the test says.
      const marked = await t.service.from('leads').update({ state: 'contacted' }).eq('id', id);
      expect(marked.error).toBeNull();
      const { error } = await t.service
        .from('leads')
        .update({ first_contacted_at: at.toISOString() })
        .eq('id', id);
      expect(error).toBeNull();
    };
    await contact(early.id, new Date('2026-11-27T13:12:00Z'));
    await contact(late.id, new Date('2026-11-27T13:20:00Z'));
    const { data } = await agent
      .from('lead_response_times')
      .select('id, promise_kept, reply_due_at')
      .in('id', [early.id, late.id]);
    const byId = new Map((data ?? []).map((row) => [row.id, row]));
    expect(byId.get(early.id)).toMatchObject({ promise_kept: true });
    expect(new Date(byId.get(early.id)!.reply_due_at as string)).toEqual(REPLY_BY);
    expect(byId.get(late.id)).toMatchObject({ promise_kept: false });
  });
});

describe('a lead sent in working hours', () => {
  it('is promised the spec’s 15 minutes', async () => {
    const noon = new Date('2026-11-27T17:00:00Z');
    const answer = await inquireAt(noon, 'Midday Visitor');
    expect(answer.reply).toEqual({
      text: 'within 15 minutes',
      inHours: true,
      by: new Date(noon.getTime() + 15 * 60_000).toISOString(),
    });
    const emails = await emailsOf(answer.id);
    expect(emails.visitor?.subject).toBe("Thanks for your message: I'll reply within 15 minutes");
    expect(emails.agent?.text).toContain('Reply by 12:15 PM (Detroit time)');
  });
});
