// Row-level security of the lead tables: visitors and signed-in strangers can neither read, add,
// change nor delete leads, consents, subscribers, the outbox or the rate limits, nor call the
// service-role functions; the agent reads leads and changes only their state and notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AGENT,
  type Client,
  startTestBackend,
  type TestBackend,
} from '../../packages/local-backend/test/harness.ts';
import { invoke, makeInquirySubmission } from './lead-factories.ts';

let t: TestBackend;
let agent: Client;
let stranger: Client;
let leadId: string;

const TABLES = ['leads', 'lead_consents', 'subscribers', 'outbox', 'rate_limits'] as const;
const ROWS: Record<(typeof TABLES)[number], Record<string, unknown>> = {
  leads: { kind: 'inquiry', fields: {}, page: '/' },
  lead_consents: { lead_id: '00000000-0000-0000-0000-000000000000', consent_text: 'yes' },
  subscribers: { email: 'x@example.com', confirm_token: 'a', unsubscribe_token: 'b' },
  outbox: { kind: 'agent_email', payload: {}, dedupe_key: 'rls' },
  rate_limits: { ip: '10.0.0.1', window_start: new Date().toISOString(), hits: 0 },
};

/** A column every row has, for filters that match everything. */
const STAMP: Record<(typeof TABLES)[number], string> = {
  leads: 'created_at',
  lead_consents: 'consented_at',
  subscribers: 'created_at',
  outbox: 'created_at',
  rate_limits: 'window_start',
};
/** Tables a signed-in user may query (the agent's), where row-level security shows them nothing. */
const AGENT_TABLES = new Set(['leads', 'lead_consents', 'subscribers']);

beforeAll(async () => {
  t = await startTestBackend({ LEAD_RATE_LIMIT: '100/600' });
  agent = await t.signIn(AGENT.email, AGENT.password);
  stranger = await t.stranger();
  const answer = await invoke(t.anon, 'submit-lead', makeInquirySubmission());
  leadId = answer.body.id as string;
  await invoke(t.anon, 'submit-lead', {
    kind: 'subscribe',
    values: { email: 'reader@example.com' },
    page: '/blog',
  });
});
afterAll(() => t.close());

/** Every table still holds what it held: nothing refused may have changed. */
async function counts() {
  const entries = await Promise.all(
    TABLES.map(async (table) => {
      const { count } = await t.service.from(table).select('*', { count: 'exact', head: true });
      return [table, count] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe.each([
  ['anon (every visitor)', () => t.anon, 401],
  ['a signed-in user who is not the agent', () => stranger, 403],
])('%s', (_who, client, status) => {
  it.each(TABLES)('cannot read, insert, update or delete %s', async (table) => {
    const before = await counts();
    const read = await client().from(table).select('*');
    if (status === 403 && AGENT_TABLES.has(table)) expect(read).toMatchObject({ status: 200, data: [] });
    else expect({ status: read.status, code: read.error?.code }).toEqual({ status, code: '42501' });
    const insert = await client().from(table).insert(ROWS[table]);
    expect({ status: insert.status, code: insert.error?.code }).toEqual({ status, code: '42501' });
    const stamp = STAMP[table];
    const update = await client()
      .from(table)
      .update({ [stamp]: null })
      .not(stamp, 'is', null);
    expect(update.error?.code).toBe('42501');
    const remove = await client().from(table).delete().not(stamp, 'is', null);
    expect(remove.error?.code).toBe('42501');
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['submit_lead', { lead: { kind: 'inquiry', fields: {}, page: '/' } }],
    ['claim_outbox', {}],
    ['confirm_subscription', { token: 'x' }],
    ['unsubscribe_subscription', { token: 'x' }],
  ])('cannot call %s', async (name, args) => {
    const { error } = await client().rpc(name, args);
    expect(error).toMatchObject({ code: '42501', message: `permission denied for function ${name}` });
  });

  it('cannot run the outbox', async () => {
    const answer = await invoke(client(), 'process-outbox', {});
    expect(answer).toMatchObject({ status: 403, body: { error: { code: 'service_role_only' } } });
  });
});

describe('the agent', () => {
  it('reads leads, their consents and the subscribers', async () => {
    const leads = await agent.from('leads').select('id, kind, fields').eq('id', leadId);
    expect(leads.data).toEqual([expect.objectContaining({ id: leadId, kind: 'inquiry' })]);
    const consents = await agent.from('lead_consents').select('lead_id').eq('lead_id', leadId);
    expect(consents.data).toEqual([{ lead_id: leadId }]);
    const subscribers = await agent.from('subscribers').select('email');
    expect(subscribers.data).toEqual([{ email: 'reader@example.com' }]);
  });

  it('changes a lead’s state and notes, and the first contact time is kept', async () => {
    const { data, error } = await agent
      .from('leads')
      .update({ state: 'contacted', notes: 'Called back, tour on Saturday.' })
      .eq('id', leadId)
      .select('state, notes, first_contacted_at')
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({ state: 'contacted', notes: 'Called back, tour on Saturday.' });
    expect(data!.first_contacted_at).toEqual(expect.any(String));
  });

  it('cannot change what the visitor sent, nor delete a lead', async () => {
    const change = await agent.from('leads').update({ fields: {} }).eq('id', leadId);
    expect(change.error).toMatchObject({ code: '42501', message: 'permission denied for table leads' });
    const remove = await agent.from('leads').delete().eq('id', leadId);
    expect(remove.error).toMatchObject({ code: '42501' });
  });

  it('cannot read the outbox or the rate limits', async () => {
    for (const table of ['outbox', 'rate_limits']) {
      const { error } = await agent.from(table).select('*');
      expect(error).toMatchObject({ code: '42501' });
    }
  });
});
