// Lead alerts on the agent's phone (issue 17), against a Web Push service stand-in and an SMS
// provider stand-in on loopback: each new lead reaches each subscribed device once, encrypted for
// it (decrypted here with http_ece) and signed for its push service (the VAPID JWT verified here),
// and the agent's mobile once by text; an outage is retried and delivers once; a dropped
// subscription is forgotten; quiet hours hold alerts back; a lead still new ten minutes after its
// alert alerts once more (the clock moved on rather than waited for).
import { FORM_TEXT } from '@agent-sites/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
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
  type TestSubscriber,
  verifyVapid,
} from '../../packages/local-backend/test/push-service.ts';
import { startSmsService, type TestSmsService } from '../../packages/local-backend/test/sms-service.ts';
import {
  invoke,
  LISTING_SLUG,
  makeInquirySubmission,
  makePartnershipRequest,
  makeTourRequest,
  makeValuationRequest,
  processOutboxAt,
  workAllDay,
} from './lead-factories.ts';

const VAPID = makeVapidKeys();
const SMS = { accountSid: `AC${'0123456789abcdef'.repeat(2)}`, authToken: 'sms-auth-token-for-tests' };
const AGENT_MOBILE = '+12485550142';
const SMS_FROM = '+13135550100';

let push: TestPushService;
let sms: TestSmsService;
let t: TestBackend;
let agent: Client;
let env: Record<string, string>;

beforeAll(async () => {
  push = await startPushService();
  sms = await startSmsService(SMS);
  env = {
    VAPID_PUBLIC_KEY: VAPID.publicKey,
    VAPID_PRIVATE_KEY: VAPID.privateKey,
    VAPID_SUBJECT: 'mailto:alerts.agent@example.com',
    SMS_ACCOUNT_SID: SMS.accountSid,
    SMS_AUTH_TOKEN: SMS.authToken,
    SMS_FROM,
    AGENT_MOBILE,
    SMS_API_URL: sms.url,
    PUSH_SERVICE_ORIGINS: push.url,
    LEAD_RATE_LIMIT: '1000/600',
    OUTBOX_INTERVAL_MS: '200',
    OUTBOX_RETRY_BASE_SECONDS: '1',
  };
  t = await startTestBackend(env);
  agent = await t.signIn(AGENT.email, AGENT.password);
});
/**
 * The spec's 15 minutes at any hour these tests run (the hours: reply-hours.test.ts), and quiet
 * hours (on by default) off until a test turns them on, as afterEach leaves them.
 */
beforeAll(async () => {
  await workAllDay(t.service);
  const quiet = await t.service.from('alert_settings').update({ quiet_hours_enabled: false }).eq('id', true);
  if (quiet.error) throw quiet.error;
});
afterAll(async () => {
  await t.close();
  await push.stop();
  await sms.stop();
});

/** Each test subscribes its own devices; none stays to receive the next test's leads. */
afterEach(async () => {
  await t.service.from('push_subscriptions').delete().neq('endpoint', '');
  await t.service
    .from('alert_settings')
    .update({
      sms_enabled: false,
      quiet_hours_enabled: false,
      no_reply_kinds_enabled: true,
      sms_per_hour: 10,
      sms_per_day: 40,
    })
    .eq('id', true);
});

/** Subscribes a new device as the back office does, with the agent's session. */
async function subscribe(name: string): Promise<TestSubscriber> {
  const device = makeSubscriber(`${push.url}/push/${name}-${crypto.randomUUID()}`);
  const { error } = await agent
    .from('push_subscriptions')
    .insert({ endpoint: device.endpoint, ...device.keys, device: name });
  if (error) throw error;
  return device;
}

const at = (device: TestSubscriber) => (received: ReceivedPush) =>
  received.path === new URL(device.endpoint).pathname;

interface Alert {
  title: string;
  body: string;
  path: string;
  tag: string;
}

/** What `device` was sent and took, decrypted. */
const alertsTo = (device: TestSubscriber): Alert[] =>
  push.received
    .filter((received) => at(device)(received) && received.status === 201)
    .map((received) => JSON.parse(device.decrypt(received.body)) as Alert);

/** Waits until none of the lead's alerts is queued or being sent (held ones excepted). */
async function alertsSettled(leadId: string) {
  for (;;) {
    const { data } = await t.service
      .from('outbox')
      .select('status, next_attempt_at')
      .eq('lead_id', leadId)
      .in('kind', ['push', 'sms']);
    const busy = (data ?? []).filter(
      (row) =>
        row.status === 'sending' ||
        (row.status === 'pending' && Date.parse(row.next_attempt_at as string) <= Date.now() + 60_000),
    );
    if (busy.length === 0) return data ?? [];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const submit = async (body: Record<string, unknown>) => {
  const answer = await invoke(t.anon, 'submit-lead', body);
  expect(answer.status).toBe(200);
  return answer.body.id as string;
};

const tourRequest = (name: string) =>
  submit({
    kind: 'tour',
    values: makeTourRequest({ name }),
    page: `/listing/${LISTING_SLUG}`,
    listingSlug: LISTING_SLUG,
    consentText: FORM_TEXT.consentLabel,
    elapsedMs: 9000,
  });

/** The reply-by time as the agent reads it: 15 minutes after the lead, on Detroit's clock (and day). */
async function replyBy(leadId: string) {
  const { data } = await t.service.from('leads').select('created_at').eq('id', leadId).single();
  const received = new Date(data!.created_at as string);
  const due = new Date(received.getTime() + 15 * 60_000);
  const day = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'America/Detroit' });
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Detroit',
    // After 11:45 PM the reply is due the next day, and the alert names its weekday.
    ...(day(due) === day(received) ? {} : { weekday: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  })
    .format(due)
    .replace(/\s/gu, ' ');
}

describe('a new lead', () => {
  it('reaches each subscribed device once, encrypted for it and signed for its push service', async () => {
    const phone = await subscribe('phone');
    const laptop = await subscribe('laptop');
    const id = await tourRequest('Renee Alvarez');
    await push.waitFor(2, (received) => at(phone)(received) || at(laptop)(received));
    await alertsSettled(id);

    for (const device of [phone, laptop]) {
      const received = push.received.filter(at(device));
      expect(received).toHaveLength(1);
      const message = received[0]!;
      // RFC 8030's delivery headers, RFC 8291's encoding.
      expect(message.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        'content-type': 'application/octet-stream',
        ttl: '86400',
        urgency: 'high',
      });
      expect(verifyVapid(message.headers.authorization, device.endpoint)).toMatchObject({
        publicKey: VAPID.publicKey,
        aud: push.url,
        sub: 'mailto:alerts.agent@example.com',
      });
      expect(JSON.parse(device.decrypt(message.body))).toEqual({
        title: 'Tour request from Renee Alvarez',
        body: `1428 Maplewood Ave, Royal Oak\nReply by ${await replyBy(id)}\nCall back: +1 248-555-0142`,
        path: `/admin/leads/${id}`,
        tag: `lead:${id}`,
      });
    }
  });

  it('with text messages on, texts the same facts to the agent’s mobile once', async () => {
    const phone = await subscribe('phone');
    expect(
      (await agent.from('alert_settings').update({ sms_enabled: true }).eq('id', true)).error,
    ).toBeNull();
    const id = await submit({
      kind: 'valuation',
      values: makeValuationRequest({ name: 'Tomasz Nowak' }),
      page: '/sellers',
      consentText: FORM_TEXT.consentLabel,
      elapsedMs: 9000,
    });
    await sms.waitFor(1, (message) => message.body.includes(id));
    await alertsSettled(id);

    const texts = sms.messages.filter((message) => message.body.includes(id));
    expect(texts).toEqual([
      {
        accountSid: SMS.accountSid,
        to: AGENT_MOBILE,
        from: SMS_FROM,
        body: [
          'Valuation request from Tomasz Nowak',
          `2217 Vinsetta Blvd, Royal Oak. Reply by ${await replyBy(id)}`,
          'Call back: +1 248-555-0173',
          `${t.url}/admin/leads/${id}`,
        ].join('\n'),
      },
    ]);
    expect(alertsTo(phone)).toEqual([
      expect.objectContaining({
        title: 'Valuation request from Tomasz Nowak',
        body: `2217 Vinsetta Blvd, Royal Oak\nReply by ${await replyBy(id)}\nCall back: +1 248-555-0173`,
      }),
    ]);
  });

  it('from a visitor who typed a number, a link and a right-to-left override texts them as data', async () => {
    await agent.from('alert_settings').update({ sms_enabled: true }).eq('id', true);
    const id = await tourRequest('Mallory\u202E Call +1 900 555 0199 now https://evil.example/x');
    await sms.waitFor(1, (message) => message.body.includes(id));
    await alertsSettled(id);
    expect(
      sms.messages.filter((message) => message.body.includes(id)).map((message) => message.body),
    ).toEqual([
      [
        'Tour request from Mallory Call [number] now https: //evil [.] example/x',
        `1428 Maplewood Ave, Royal Oak. Reply by ${await replyBy(id)}`,
        'Call back: +1 248-555-0142',
        `${t.url}/admin/leads/${id}`,
      ].join('\n'),
    ]);
  });

  it('stored as spam alerts nobody', async () => {
    const phone = await subscribe('phone');
    const id = await submit(makeInquirySubmission({ website: 'https://spam.example.com' }));
    const { data } = await t.service.from('outbox').select('kind').eq('lead_id', id);
    expect(data).toEqual([]);
    expect(alertsTo(phone)).toEqual([]);
  });
});

describe('delivery', () => {
  it('retries while the push service is down and delivers once when it returns', async () => {
    const phone = await subscribe('outage');
    await push.stop();
    const id = await tourRequest('Outage Visitor');
    // Tried, refused by the closed port, and waiting for its retry.
    for (;;) {
      const { data } = await t.service
        .from('outbox')
        .select('attempts, last_error, status')
        .eq('lead_id', id)
        .eq('kind', 'push')
        .single();
      if (data && data.attempts >= 1 && data.status === 'pending') {
        expect(data.last_error).toMatch(/^The push service at 127\.0\.0\.1:\d+ could not be reached/);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await push.start();
    await push.waitFor(1, at(phone));
    await alertsSettled(id);
    expect(alertsTo(phone)).toEqual([expect.objectContaining({ title: 'Tour request from Outage Visitor' })]);
    const { data } = await t.service
      .from('outbox')
      .select('status, attempts')
      .eq('lead_id', id)
      .eq('kind', 'push');
    expect(data).toEqual([{ status: 'sent', attempts: expect.any(Number) as number }]);
    expect(data![0]!.attempts).toBeGreaterThanOrEqual(2);
  });

  it('forgets a device whose push service says its subscription is gone', async () => {
    const dropped = await subscribe('dropped');
    push.gone.add(new URL(dropped.endpoint).pathname);
    const first = await tourRequest('Gone Device Visitor');
    const rows = await alertsSettled(first);
    expect(rows).toEqual([expect.objectContaining({ status: 'skipped' })]);
    const { data } = await agent.from('push_subscriptions').select('id').eq('endpoint', dropped.endpoint);
    expect(data).toEqual([]);
    const second = await tourRequest('After Gone Visitor');
    expect(await alertsSettled(second)).toEqual([]);
    expect(push.received.filter(at(dropped))).toHaveLength(1);
  });
});

describe('an endpoint that is not a push service’s', () => {
  it('is sent nothing, and the failed alert says why', async () => {
    // Another server on this machine, as a stolen session could name one (a database, an admin
    // port): the database stores loopback endpoints for stand-ins, the sender only the one configured.
    const elsewhere = await startPushService();
    try {
      const planted = makeSubscriber(`${elsewhere.url}/push/planted`);
      const stored = await agent
        .from('push_subscriptions')
        .insert({ endpoint: planted.endpoint, ...planted.keys, device: 'planted' });
      expect(stored.error).toBeNull();
      const id = await tourRequest('Planted Endpoint Visitor');
      await alertsSettled(id);
      const { data } = await t.service
        .from('outbox')
        .select('status, last_error')
        .eq('lead_id', id)
        .eq('kind', 'push');
      expect(data).toEqual([
        {
          status: 'failed',
          last_error: `A push endpoint must be an https: URL at a browser's push service (fcm.googleapis.com, *.push.services.mozilla.com, *.push.apple.com, *.notify.windows.com), got "${new URL(elsewhere.url).origin}/…"`,
        },
      ]);
      expect(elsewhere.received).toEqual([]);
    } finally {
      await elsewhere.stop();
    }
  });
});

describe('quiet hours', () => {
  it('hold the alert back while the email goes, and release it when they end', async () => {
    const phone = await subscribe('quiet');
    // An hour either side of now on Detroit's clock.
    const detroit = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Detroit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const hourAway = (sign: number) => detroit.format(new Date(Date.now() + sign * 60 * 60_000));
    const quiet = { quiet_hours_enabled: true, quiet_start: hourAway(-1), quiet_end: hourAway(1) };
    expect((await agent.from('alert_settings').update(quiet).eq('id', true)).error).toBeNull();

    const id = await tourRequest('Late Night Visitor');
    for (;;) {
      const { data } = await t.service
        .from('outbox')
        .select('kind, status, next_attempt_at')
        .eq('lead_id', id);
      const alert = data?.find((row) => row.kind === 'push');
      const email = data?.find((row) => row.kind === 'agent_email');
      if (
        email?.status === 'sent' &&
        alert?.status === 'pending' &&
        Date.parse(alert.next_attempt_at as string) > Date.now()
      ) {
        const wait = Date.parse(alert.next_attempt_at as string) - Date.now();
        expect(wait).toBeGreaterThan(58 * 60_000);
        expect(wait).toBeLessThanOrEqual(60 * 60_000);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(alertsTo(phone)).toEqual([]);

    expect(
      (await agent.from('alert_settings').update({ quiet_hours_enabled: false }).eq('id', true)).error,
    ).toBeNull();
    await push.waitFor(1, at(phone));
    expect(alertsTo(phone)).toEqual([
      expect.objectContaining({ title: 'Tour request from Late Night Visitor' }),
    ]);
  });
});

describe('the reminder', () => {
  it('alerts once more about a lead still new ten minutes on, and not about one contacted meanwhile', async () => {
    const phone = await subscribe('reminders');
    await agent.from('alert_settings').update({ sms_enabled: true }).eq('id', true);
    const waiting = await submit(
      makeInquirySubmission({ values: makeInquirySubmission().values, variant: 'contact' }),
    );
    const called = await tourRequest('Called Back Visitor');
    const partner = await submit({
      kind: 'partnership',
      values: makePartnershipRequest(),
      page: '/partnerships',
      elapsedMs: 9000,
    });
    for (const id of [waiting, called, partner]) await alertsSettled(id);
    await agent.from('leads').update({ state: 'contacted' }).eq('id', called);

    const tenMinutesOn = new Date(Date.now() + 10 * 60_000 + 1000);
    const run = () => processOutboxAt(t, tenMinutesOn);
    expect((await run()).status).toBe(200);
    await alertsSettled(waiting);
    const again = (await (await run()).json()) as { remindersQueued: number };
    expect(again.remindersQueued).toBe(0);

    const about = (id: string) => alertsTo(phone).filter((alert) => alert.path.endsWith(id));
    expect(about(waiting).map((alert) => alert.title)).toEqual([
      'Question from Jordan Ellis',
      'Still new: Question from Jordan Ellis',
    ]);
    expect(about(called)).toHaveLength(1);
    // A partner request is promised a reply within 24 hours: no reminder ten minutes in.
    expect(about(partner)).toHaveLength(1);
    const texts = (id: string) => sms.messages.filter((message) => message.body.includes(id));
    expect(texts(waiting).map((message) => message.body.split('\n')[0])).toEqual([
      'Question from Jordan Ellis',
      'Still new: Question from Jordan Ellis',
    ]);
    expect(texts(called)).toHaveLength(1);
  });
});

describe('the ceiling on texts', () => {
  it('holds the texts past it, even for leads sent at once, and then sends one summary with the inbox link', async () => {
    // The texts other tests sent this hour do not count here.
    await t.service.from('alert_texts').delete().neq('outcome', '');
    const settings = { sms_enabled: true, sms_per_hour: 2, sms_per_day: 40 };
    expect((await agent.from('alert_settings').update(settings).eq('id', true)).error).toBeNull();

    const names = ['Ceiling One', 'Ceiling Two', 'Ceiling Three', 'Ceiling Four', 'Ceiling Five'];
    const ids = await Promise.all(names.map((name) => tourRequest(name)));
    for (const id of ids) await alertsSettled(id);
    const textsAbout = () => sms.messages.filter((message) => ids.some((id) => message.body.includes(id)));
    expect(textsAbout()).toHaveLength(2);
    const { data: rows } = await t.service
      .from('outbox')
      .select('status, last_error')
      .in('lead_id', ids)
      .eq('kind', 'sms');
    expect(rows!.filter((row) => row.status === 'sent')).toHaveLength(2);
    expect(rows!.filter((row) => row.status === 'skipped')).toEqual(
      Array.from({ length: 3 }, () => ({
        status: 'skipped',
        last_error: 'Past the ceiling of 2 texts an hour or 40 a day: the summary text tells of this lead.',
      })),
    );

    // One summary waits for the hour to pass.
    const { data: queued } = await t.service
      .from('outbox')
      .select('id, status, next_attempt_at')
      .is('lead_id', null)
      .eq('kind', 'sms');
    expect(queued).toHaveLength(1);
    const summary = queued![0]!;
    expect(summary.status).toBe('pending');
    expect(Date.parse(summary.next_attempt_at as string)).toBeGreaterThan(Date.now() + 50 * 60_000);

    // The agent answered every lead but the three held ones (the two texted here and the earlier
    // tests' texted leads), so no reminder of theirs competes with the summary for the new hour's
    // texts (which of them a batch decides first is not fixed).
    const heldLeads = ids.filter((id) => !textsAbout().some((message) => message.body.includes(id)));
    expect(heldLeads).toHaveLength(3);
    const answered = await t.service
      .from('leads')
      .update({ state: 'contacted' })
      .eq('state', 'new')
      .not('id', 'in', `(${heldLeads.join(',')})`);
    expect(answered.error).toBeNull();

    // An hour on: the summary is due, and goes as the one text for the three leads.
    const hourOn = new Date(Date.parse(summary.next_attempt_at as string) + 1000);
    // The row is made due (claims compare with the database's clock) for a run on the hour's clock.
    // The backend's own sender (every 200 ms, on the real clock) may claim it first, find the hour
    // not over and put it back for later: then it is made due again, at most a few times.
    const before = sms.messages.length;
    const sentSince = () =>
      sms.messages.slice(before).filter((message) => !message.body.includes('/admin/leads/'));
    for (let attempt = 0; attempt < 5 && sentSince().length === 0; attempt++) {
      await vi.waitFor(async () => {
        const row = await t.service.from('outbox').select('status').eq('id', summary.id).single();
        expect(row.data?.status).toBe('pending');
      });
      await t.service
        .from('outbox')
        .update({ next_attempt_at: new Date().toISOString() })
        .eq('id', summary.id);
      expect((await processOutboxAt(t, hourOn)).status).toBe(200);
    }
    const { data: held } = await t.service
      .from('alert_texts')
      .select('decided_at')
      .eq('outcome', 'held')
      .order('decided_at')
      .limit(1)
      .single();
    // The time the first text was held, on the agent's clock, with its weekday when the hour on
    // fell on the next day there (a run near midnight in Detroit).
    const heldAt = new Date(held!.decided_at as string);
    const dayInDetroit = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'America/Detroit' });
    const since = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/Detroit',
      ...(dayInDetroit(heldAt) === dayInDetroit(hourOn) ? {} : { weekday: 'short' }),
      hour: 'numeric',
      minute: '2-digit',
    })
      .format(heldAt)
      .replace(/\s/gu, ' ');
    expect(sentSince().map((message) => message.body)).toEqual([
      `3 more leads since ${since} - open the inbox: ${t.url}/admin/leads`,
    ]);
  });

  it('counts the reminders too', async () => {
    await t.service.from('alert_texts').delete().neq('outcome', '');
    expect(
      (await agent.from('alert_settings').update({ sms_enabled: true, sms_per_hour: 1 }).eq('id', true))
        .error,
    ).toBeNull();
    const id = await tourRequest('Reminded Once');
    await alertsSettled(id);
    expect(sms.messages.filter((message) => message.body.includes(id))).toHaveLength(1);

    // Ten minutes on, the reminder is due but the hour's one text went: it is held.
    const tenMinutesOn = new Date(Date.now() + 10 * 60_000 + 1000);
    expect((await processOutboxAt(t, tenMinutesOn)).status).toBe(200);
    await alertsSettled(id);
    expect(sms.messages.filter((message) => message.body.includes(id))).toHaveLength(1);
    const { data } = await t.service
      .from('outbox')
      .select('status, payload')
      .eq('lead_id', id)
      .eq('kind', 'sms')
      .order('created_at');
    expect(data).toEqual([
      { status: 'sent', payload: {} },
      { status: 'skipped', payload: { reminder: true } },
    ]);
  });
});
