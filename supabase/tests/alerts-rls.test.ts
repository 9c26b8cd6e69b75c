// Who may touch the agent's alert devices (push_subscriptions) and settings (alert_settings):
// anon is refused outright, a signed-in stranger sees nothing and changes nothing, the agent reads
// and writes their own, and no one but the functions' service role reads the outbox rows they cause.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import { makeSubscriber } from '../../packages/local-backend/test/push-service.ts';
import { pushEndpointProblem } from '../functions/_shared/push-services.ts';

let t: TestBackend;
let agent: Client;
let stranger: Client;
let agentId: string;
let deviceId: string;

const device = (name: string) => {
  const subscriber = makeSubscriber(`https://fcm.googleapis.com/fcm/send/${name}`);
  return { endpoint: subscriber.endpoint, ...subscriber.keys, device: name };
};

beforeAll(async () => {
  t = await startTestBackend();
  agent = await t.signIn(AGENT.email, AGENT.password);
  stranger = await t.stranger();
  agentId = (await agent.auth.getUser()).data.user!.id;
  const { data, error } = await agent
    .from('push_subscriptions')
    .insert(device('agent-phone'))
    .select('id')
    .single();
  if (error) throw error;
  deviceId = data.id as string;
});
afterAll(() => t.close());

async function tables() {
  const [devices, settings] = await Promise.all([
    t.service.from('push_subscriptions').select('id, user_id, endpoint, p256dh, auth, device').order('id'),
    t.service.from('alert_settings').select('*'),
  ]);
  return { devices: devices.data, settings: settings.data };
}

describe('without a session (anon)', () => {
  it.each([
    ['read the devices', (c: Client) => c.from('push_subscriptions').select('id')],
    ['subscribe a device', (c: Client) => c.from('push_subscriptions').insert(device('anon'))],
    ['remove a device', (c: Client) => c.from('push_subscriptions').delete().eq('id', deviceId)],
    ['read the settings', (c: Client) => c.from('alert_settings').select('*')],
    [
      'change the settings',
      (c: Client) => c.from('alert_settings').update({ sms_enabled: true }).eq('id', true),
    ],
  ])('cannot %s: 401 permission denied', async (_name, operation) => {
    const before = await tables();
    const outcome = await operation(t.anon);
    expect(outcome.status).toBe(401);
    expect(outcome.error?.code).toBe('42501');
    expect(await tables()).toEqual(before);
  });
});

describe('as a signed-in user who is not the agent', () => {
  it('sees neither the agent’s devices nor the settings', async () => {
    expect((await stranger.from('push_subscriptions').select('id')).data).toEqual([]);
    expect((await stranger.from('alert_settings').select('*')).data).toEqual([]);
  });

  it('cannot subscribe a device: 403 row-level security', async () => {
    const outcome = await stranger.from('push_subscriptions').insert(device('stranger'));
    expect(outcome).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('changes nothing by updating or deleting the agent’s rows', async () => {
    const before = await tables();
    const changed = await stranger
      .from('push_subscriptions')
      .update({ device: 'mine now' })
      .eq('id', deviceId)
      .select();
    expect(changed.data).toEqual([]);
    const removed = await stranger.from('push_subscriptions').delete().eq('id', deviceId).select();
    expect(removed.data).toEqual([]);
    const settings = await stranger
      .from('alert_settings')
      .update({ sms_enabled: true })
      .eq('id', true)
      .select();
    expect(settings.data).toEqual([]);
    expect(await tables()).toEqual(before);
  });
});

describe('as the agent', () => {
  it('subscribes a device as their own, renews its keys and removes it', async () => {
    const phone = device('agent-tablet');
    const added = await agent.from('push_subscriptions').insert(phone).select('id, user_id, device').single();
    expect(added.data).toMatchObject({ user_id: agentId, device: 'agent-tablet' });
    // The same device subscribing again (new keys, same endpoint) is one row.
    const renewed = device('agent-tablet');
    const upsert = await agent
      .from('push_subscriptions')
      .upsert({ ...renewed, endpoint: phone.endpoint }, { onConflict: 'endpoint' })
      .select('id, p256dh');
    expect(upsert.data).toEqual([{ id: added.data!.id, p256dh: renewed.p256dh }]);
    const removed = await agent.from('push_subscriptions').delete().eq('id', added.data!.id).select('id');
    expect(removed.data).toEqual([{ id: added.data!.id }]);
  });

  it('cannot subscribe a device in another user’s name', async () => {
    const strangerId = (await stranger.auth.getUser()).data.user!.id;
    const outcome = await agent
      .from('push_subscriptions')
      .insert({ ...device('planted'), user_id: strangerId });
    expect(outcome).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('is refused keys that are not a browser’s, with the column named', async () => {
    const outcome = await agent.from('push_subscriptions').insert({ ...device('bad'), p256dh: 'not-a-key' });
    expect(outcome).toMatchObject({ status: 400, error: { code: '23514' } });
    expect(outcome.error?.message).toContain('push_subscriptions_p256dh_key');
  });

  // Where a browser's subscription can point, and what a stolen session might point it at instead:
  // the database keeps the second out, and the sender sends to none of it (loopback stand-ins only
  // when PUSH_SERVICE_ORIGINS names them, as tests do).
  it.each([
    ['https://fcm.googleapis.com/fcm/send/cXk:APA91b', 'stored', 'sent'],
    ['https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk', 'stored', 'sent'],
    ['https://web.push.apple.com/QGx2Zk0', 'stored', 'sent'],
    ['https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB', 'stored', 'sent'],
    ['http://127.0.0.1:9/push/stand-in', 'stored', 'refused'],
    ['https://push.example.com/send/1', 'refused', 'refused'],
    ['https://169.254.169.254/latest/meta-data/', 'refused', 'refused'],
    ['https://[::ffff:a9fe:a9fe]/latest/', 'refused', 'refused'],
    ['http://10.0.0.5/push', 'refused', 'refused'],
    ['http://fcm.googleapis.com/fcm/send/1', 'refused', 'refused'],
    ['https://fcm.googleapis.com:8443/fcm/send/1', 'refused', 'refused'],
    ['https://fcm.googleapis.com.attacker.test/fcm/send/1', 'refused', 'refused'],
    ['https://attacker.test/fcm.googleapis.com/1', 'refused', 'refused'],
    ['https://agent:secret@fcm.googleapis.com/fcm/send/1', 'refused', 'refused'],
    ['https://push.apple.com/QGx2Zk0', 'refused', 'refused'],
  ])('%s: %s by the database, %s by the sender', async (endpoint, stored, sent) => {
    const outcome = await agent
      .from('push_subscriptions')
      .insert({ ...device('endpoint'), endpoint })
      .select('id');
    if (stored === 'stored') {
      expect(outcome.error).toBeNull();
      await agent.from('push_subscriptions').delete().eq('endpoint', endpoint);
    } else {
      expect(outcome).toMatchObject({ status: 400, error: { code: '23514' } });
      expect(outcome.error?.message).toContain('push_subscriptions_endpoint_at_a_push_service');
    }
    expect(pushEndpointProblem(endpoint, []) ? 'refused' : 'sent').toBe(sent);
  });

  it('reads and changes the settings, one row, quiet hours on and 8 AM to 8 PM by default', async () => {
    const read = await agent
      .from('alert_settings')
      .select('sms_enabled, quiet_hours_enabled, quiet_start, quiet_end, working_hours');
    const daily = { start: '08:00', end: '20:00' };
    expect(read.data).toEqual([
      {
        sms_enabled: false,
        quiet_hours_enabled: true,
        quiet_start: '21:00:00',
        quiet_end: '07:00:00',
        working_hours: { sun: daily, mon: daily, tue: daily, wed: daily, thu: daily, fri: daily, sat: daily },
      },
    ]);
    const weekdays = { ...read.data![0]!.working_hours, sat: null, sun: { start: '10:00', end: '14:00' } };
    const changed = await agent
      .from('alert_settings')
      .update({
        quiet_hours_enabled: false,
        quiet_start: '22:30',
        quiet_end: '06:30',
        working_hours: weekdays,
      })
      .eq('id', true)
      .select('quiet_hours_enabled, quiet_start, quiet_end, working_hours')
      .single();
    expect(changed.data).toEqual({
      quiet_hours_enabled: false,
      quiet_start: '22:30:00',
      quiet_end: '06:30:00',
      working_hours: weekdays,
    });
    const backwards = await agent
      .from('alert_settings')
      .update({ working_hours: { ...weekdays, mon: { start: '18:00', end: '09:00' } } })
      .eq('id', true);
    expect(backwards.error?.message).toContain('alert_settings_working_hours_valid');
    expect((await agent.from('alert_settings').insert({ id: true })).error?.code).toBe('42501');
    expect((await agent.from('alert_settings').delete().eq('id', true)).error?.code).toBe('42501');
  });

  it('cannot read the outbox the alerts go through', async () => {
    const outcome = await agent.from('outbox').select('id');
    expect(outcome).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('sets the ceiling on texts, within its range, with the constraint named', async () => {
    const read = await agent.from('alert_settings').select('sms_per_hour, sms_per_day').single();
    expect(read.data).toEqual({ sms_per_hour: 10, sms_per_day: 40 });
    const changed = await agent
      .from('alert_settings')
      .update({ sms_per_hour: 5, sms_per_day: 20 })
      .eq('id', true)
      .select('sms_per_hour, sms_per_day')
      .single();
    expect(changed.data).toEqual({ sms_per_hour: 5, sms_per_day: 20 });
    for (const [values, constraint] of [
      [{ sms_per_hour: 0 }, 'alert_settings_sms_per_hour_range'],
      [{ sms_per_day: 5000 }, 'alert_settings_sms_per_day_range'],
      [{ sms_per_hour: 30, sms_per_day: 20 }, 'alert_settings_sms_day_holds_hour'],
    ] as const) {
      const outcome = await agent.from('alert_settings').update(values).eq('id', true);
      expect(outcome).toMatchObject({ status: 400, error: { code: '23514' } });
      expect(outcome.error?.message).toContain(constraint);
    }
  });

  it('can neither read the texts counted against the ceiling nor decide one', async () => {
    for (const client of [agent, t.anon]) {
      expect((await client.from('alert_texts').select('id')).error?.code).toBe('42501');
      const decided = await client.rpc('decide_alert_text', { text_id: crypto.randomUUID() });
      expect(decided.error?.code).toBe('42501');
    }
  });
});
