// Each message once (decision 030), at the sender: an email sent whose "sent" mark could not be
// written is marked, never sent again, and a text in doubt is looked up at the provider first.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsService, type TestSmsService } from '../../packages/local-backend/test/sms-service.ts';
import { loadLeadConfig, type SmsConfig } from '../functions/_shared/config.ts';
import type { MailMessage, Mailer } from '../functions/_shared/mail.ts';
import { deliverOutbox } from '../functions/_shared/outbox.ts';
import { sendSms } from '../functions/_shared/sms.ts';

const config = loadLeadConfig(
  (name) =>
    ({
      SUPABASE_URL: 'http://127.0.0.1:54321',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key',
      AGENT_TIME_ZONE: 'UTC',
    })[name],
);

/** A database whose "sent" marks fail while `full` is set, and which hands the row out until marked. */
function outboxOfOne(id: string) {
  const state = { full: true, status: 'pending', providerRef: null as string | null };
  const row = { id, kind: 'visitor_email', lead_id: null, attempts: 0, in_doubt: false, created_at: '' };
  const payload = { to: 'visitor@example.com', subject: 'Thanks', html: '<p>Thanks</p>', text: 'Thanks' };
  const admin = {
    rpc(name: string, args: Record<string, unknown>) {
      if (name === 'claim_outbox') {
        // Its lease passes at once: every claim hands the row out again until it is marked.
        return Promise.resolve({ data: state.status === 'sent' ? [] : [{ ...row, payload }], error: null });
      }
      if (name === 'complete_outbox') {
        if (state.full) return Promise.resolve({ error: { message: 'No space left on device' } });
        state.status = 'sent';
        state.providerRef = args.provider_ref as string | null;
        return Promise.resolve({ error: null });
      }
      throw new Error(`Unexpected ${name}`);
    },
  } as unknown as SupabaseClient;
  return { admin, state };
}

describe('an email sent whose mark could not be written', () => {
  it('is marked with the provider’s answer once there is room, never sent again', async () => {
    const sent: MailMessage[] = [];
    const mailer: Mailer = {
      transport: 'smtp',
      send: (message) => {
        sent.push(message);
        return Promise.resolve('smtp:250 2.0.0 Ok: queued as 4bX9');
      },
    };
    const { admin, state } = outboxOfOne('9b0d3c1e-7f43-4d8a-9a51-0c6f2f1d2e11');
    await deliverOutbox(admin, mailer, config);
    // Claimed again while the disk is still full, and again once there is room.
    await deliverOutbox(admin, mailer, config);
    state.full = false;
    await deliverOutbox(admin, mailer, config);

    expect(sent).toHaveLength(1);
    expect(state).toMatchObject({ status: 'sent', providerRef: 'smtp:250 2.0.0 Ok: queued as 4bX9' });
  });
});

describe('a text message in doubt', () => {
  const credentials = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'sms-token' };
  let service: TestSmsService;
  let sms: SmsConfig;
  beforeAll(async () => {
    service = await startSmsService(credentials);
    sms = { ...credentials, from: '+13135550100', to: '+12485550142', apiUrl: service.url };
  });
  afterAll(() => service.stop());

  it('is not sent again when the provider lists it as sent; the provider’s sid is kept', async () => {
    const since = new Date();
    const body = 'Question from Maya Patel\nhttp://127.0.0.1/admin/leads/1';
    const first = await sendSms(sms, body);
    const again = await sendSms(sms, body, { inDoubtSince: since });
    expect(service.messages.filter((message) => message.body === body)).toHaveLength(1);
    expect(again).toBe(first);
  });

  it('is sent when the provider has none like it', async () => {
    const body = 'Tour request from Dan Okafor\nhttp://127.0.0.1/admin/leads/2';
    await sendSms(sms, body, { inDoubtSince: new Date() });
    expect(service.messages.filter((message) => message.body === body)).toHaveLength(1);
  });
});
