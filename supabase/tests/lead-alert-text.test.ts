// What a lead alert says and when it may go (supabase/functions/_shared/lead-alerts.ts), and the
// push and text settings' checks (config.ts): pure rules, no backend.
import { describe, expect, it } from 'vitest';
import { loadLeadConfig } from '../functions/_shared/config.ts';
import {
  type AlertLead,
  type AlertSettings,
  leadAlert,
  leadAlertSms,
  openedAlert,
  openedAlertSms,
  quietUntil,
  REMINDED_KINDS,
  textSummary,
} from '../functions/_shared/lead-alerts.ts';
import { SMS_MAX_LENGTH } from '../functions/_shared/sms.ts';

/** The sample agent's clock: the expected times below are Detroit's. */
const ZONE = 'America/Detroit';

const makeLead = (overrides: Partial<AlertLead> = {}): AlertLead => ({
  id: '3edea179-0000-4000-8000-000000000001',
  kind: 'tour',
  state: 'new',
  fields: { name: 'Renee Alvarez', email: 'renee@example.com' },
  listing_title: 'Craftsman Bungalow',
  listing_address: '1428 Maplewood Ave, Royal Oak, MI 48067',
  // 2:30 PM in Detroit (EST).
  created_at: '2026-11-25T19:30:00Z',
  ...overrides,
});

describe('leadAlert', () => {
  it('names the kind, the person, the listing and the reply-by time in Detroit', () => {
    expect(leadAlert(makeLead(), ZONE)).toEqual({
      title: 'Tour request from Renee Alvarez',
      body: '1428 Maplewood Ave, Royal Oak\nReply by 2:45 PM',
      path: '/admin/leads/3edea179-0000-4000-8000-000000000001',
      tag: 'lead:3edea179-0000-4000-8000-000000000001',
    });
  });

  it('names a valuation’s address and city as the visitor typed them', () => {
    const lead = makeLead({
      kind: 'valuation',
      listing_title: null,
      listing_address: null,
      fields: { name: 'Tomasz Nowak', address: '2217 Vinsetta Blvd', city: 'Royal Oak' },
    });
    expect(leadAlert(lead, ZONE)).toMatchObject({
      title: 'Valuation request from Tomasz Nowak',
      body: '2217 Vinsetta Blvd, Royal Oak\nReply by 2:45 PM',
    });
  });

  it('gives a partner request’s reply-by time with its weekday, a day later', () => {
    const lead = makeLead({
      kind: 'partnership',
      listing_title: null,
      listing_address: null,
      fields: { name: 'Andre Williams' },
    });
    expect(leadAlert(lead, ZONE).body).toBe('Reply by Thu 2:30 PM');
  });

  it('owes no reply-by time for a review, and names a subscriber by email', () => {
    const review = makeLead({
      kind: 'review',
      listing_title: null,
      listing_address: null,
      fields: { name: 'Maria Delgado' },
    });
    expect(leadAlert(review, ZONE)).toMatchObject({
      title: 'Review from Maria Delgado',
      body: 'Open it in the back office.',
    });
    const subscriber = makeLead({
      kind: 'subscribe',
      listing_title: null,
      listing_address: null,
      fields: { email: 'sam@example.com' },
    });
    expect(leadAlert(subscriber, ZONE).title).toBe('Subscription from sam@example.com');
  });

  it('keeps what a visitor typed on one short line', () => {
    const lead = makeLead({ fields: { name: `Renee\n\tAlvarez${' '.repeat(5)}${'x'.repeat(100)}` } });
    const { title } = leadAlert(lead, ZONE);
    expect(title).not.toMatch(/[\n\t]/);
    expect(title.length).toBeLessThanOrEqual('Tour request from '.length + 60);
    expect(title.endsWith('…')).toBe(true);
  });

  it('marks the reminder as still new', () => {
    expect(leadAlert(makeLead(), ZONE, true).title).toBe('Still new: Tour request from Renee Alvarez');
  });

  it('as a text message, ends with the link to the lead', () => {
    expect(leadAlertSms(makeLead(), 'https://alexmorgan.example.com', ZONE)).toBe(
      'Tour request from Renee Alvarez\n1428 Maplewood Ave, Royal Oak. Reply by 2:45 PM\n' +
        'https://alexmorgan.example.com/admin/leads/3edea179-0000-4000-8000-000000000001',
    );
  });
});

describe('a saved-search visitor', () => {
  it('is said on a tour request’s alert, with the search in its words', () => {
    const lead = makeLead({ savedSearch: '3+ bed homes in Springfield under $450,000' });
    expect(leadAlert(lead, ZONE).body).toBe(
      '1428 Maplewood Ave, Royal Oak\nReply by 2:45 PM\nHas a saved search: 3+ bed homes in Springfield under $450,000',
    );
    expect(leadAlertSms(lead, 'https://agent.example', ZONE)).toContain(
      '\nHas a saved search: 3+ bed homes in Springfield under $450,000\n',
    );
  });

  it('who opened a listing twice today is named with the listing, linking the search’s lead', () => {
    const opened = {
      leadId: '3edea179-0000-4000-8000-000000000002',
      email: 'jordan.ellis@example.com',
      listing: '1428 Maplewood Ave, Springfield',
    };
    expect(openedAlert(opened)).toEqual({
      title: 'Saved search: a listing opened twice',
      body: 'jordan.ellis@example.com opened 1428 Maplewood Ave, Springfield twice today from their saved search',
      path: '/admin/leads/3edea179-0000-4000-8000-000000000002',
      tag: 'opened:3edea179-0000-4000-8000-000000000002',
    });
    expect(openedAlertSms(opened, 'https://agent.example')).toBe(
      'jordan [.] ellis@example [.] com opened 1428 Maplewood Ave, Springfield twice today from their saved search\nhttps://agent.example/admin/leads/3edea179-0000-4000-8000-000000000002',
    );
  });
});

describe('what a visitor typed, on the agent’s phone', () => {
  const mallory = makeLead({
    fields: {
      name: 'Mallory Call +1 900 555 0199 now https://evil.example/x',
      email: 'mallory@evil.example',
      phone: '(248) 555-0142',
    },
  });

  it('reaches a push notification shortened and with its format characters removed', () => {
    const lead = makeLead({
      fields: { name: 'Renee\u202E zevlA\u202C\u200B\u2066 Alvarez\u00AD', phone: '(248) 555-0142' },
    });
    expect(leadAlert(lead, ZONE)).toMatchObject({
      title: 'Tour request from Renee zevlA Alvarez',
      body: '1428 Maplewood Ave, Royal Oak\nReply by 2:45 PM\nCall back: +1 248-555-0142',
    });
  });

  it('reaches a text message with its number and link broken, and the phone field’s number labelled', () => {
    expect(leadAlertSms(mallory, 'https://alexmorgan.example.com', ZONE)).toBe(
      [
        'Tour request from Mallory Call [number] now https: //evil [.] example/x',
        '1428 Maplewood Ave, Royal Oak. Reply by 2:45 PM',
        'Call back: +1 248-555-0142',
        'https://alexmorgan.example.com/admin/leads/3edea179-0000-4000-8000-000000000001',
      ].join('\n'),
    );
  });

  it('gives no call-back line for a phone field that holds no phone number', () => {
    const lead = makeLead({ fields: { name: 'Renee Alvarez', phone: 'call 900 555 0199 now' } });
    expect(leadAlertSms(lead, 'https://alexmorgan.example.com', ZONE)).not.toMatch(/Call back|900/);
    expect(leadAlert(lead, ZONE).body).not.toContain('Call back');
  });

  it('breaks an email address a subscriber typed in a text, not in a push notification', () => {
    const lead = makeLead({
      kind: 'subscribe',
      listing_title: null,
      listing_address: null,
      fields: { email: 'sam@example.com' },
    });
    expect(leadAlertSms(lead, 'https://alexmorgan.example.com', ZONE).split('\n')[0]).toBe(
      'Subscription from sam@example [.] com',
    );
    expect(leadAlert(lead, ZONE).title).toBe('Subscription from sam@example.com');
  });

  it('fits a text in one SMS_MAX_LENGTH however long the typed address, keeping the link whole', () => {
    const lead = makeLead({
      kind: 'valuation',
      listing_title: null,
      listing_address: null,
      fields: {
        name: 'x'.repeat(200),
        address: 'a.b'.repeat(200),
        city: 'c'.repeat(200),
        phone: '2485550142',
      },
    });
    const text = leadAlertSms(lead, `https://${'long'.repeat(10)}.example.com`, ZONE, true);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    const lines = text.split('\n');
    expect(lines.at(-1)).toBe(`https://${'long'.repeat(10)}.example.com/admin/leads/${lead.id}`);
    expect(lines.at(-2)).toBe('Call back: +1 248-555-0142');
    expect(lines[1]).toMatch(/\.\.\.\. Reply by 2:45 PM$/);
  });
});

describe('textSummary', () => {
  it('counts the leads the ceiling held since when, and links the inbox', () => {
    const since = new Date('2026-11-25T20:05:00Z');
    expect(
      textSummary(3, since, new Date('2026-11-25T21:00:00Z'), 'https://alexmorgan.example.com', ZONE),
    ).toBe('3 more leads since 3:05 PM - open the inbox: https://alexmorgan.example.com/admin/leads');
    expect(textSummary(1, since, new Date('2026-11-26T14:00:00Z'), 'https://a.example', ZONE)).toBe(
      '1 more lead since Wed 3:05 PM - open the inbox: https://a.example/admin/leads',
    );
  });
});

describe('REMINDED_KINDS', () => {
  it('are the kinds promised a reply within 15 minutes', () => {
    expect([...REMINDED_KINDS].sort()).toEqual(['inquiry', 'relocation', 'tour', 'valuation']);
  });
});

describe('quietUntil', () => {
  const settings: AlertSettings = {
    sms_enabled: false,
    quiet_hours_enabled: true,
    quiet_start: '21:00:00',
    quiet_end: '07:00:00',
    no_reply_kinds_enabled: true,
    sms_per_hour: 10,
    sms_per_day: 40,
  };

  it('holds an alert at 11:40 PM until 7:00 AM, across midnight', () => {
    // 11:40 PM EST on Nov 25 is 04:40 UTC on Nov 26.
    expect(quietUntil(settings, new Date('2026-11-26T04:40:30Z'), ZONE)).toEqual(
      new Date('2026-11-26T12:00:00Z'),
    );
  });

  it('lets an alert go outside quiet hours, or with them off', () => {
    expect(quietUntil(settings, new Date('2026-11-25T19:30:00Z'), ZONE)).toBeUndefined();
    expect(
      quietUntil({ ...settings, quiet_hours_enabled: false }, new Date('2026-11-26T04:40:00Z'), ZONE),
    ).toBeUndefined();
  });

  it('holds within a span inside one day (a lunch hour)', () => {
    const lunch = { ...settings, quiet_start: '12:00', quiet_end: '13:00' };
    expect(quietUntil(lunch, new Date('2026-11-25T17:15:00Z'), ZONE)).toEqual(
      new Date('2026-11-25T18:00:00Z'),
    );
    expect(quietUntil(lunch, new Date('2026-11-25T18:00:00Z'), ZONE)).toBeUndefined();
  });

  it('ends at 7:00 AM on the wall clock across the change to daylight saving time', () => {
    // 11 PM EST on Mar 7, 2026; clocks spring forward at 2 AM on Mar 8, so 7 AM is EDT (11:00 UTC).
    expect(quietUntil(settings, new Date('2026-03-08T04:00:00Z'), ZONE)).toEqual(
      new Date('2026-03-08T11:00:00Z'),
    );
  });
});

describe('the push and text settings', () => {
  const base = {
    SUPABASE_URL: 'http://127.0.0.1:3000',
    SUPABASE_SERVICE_ROLE_KEY: 'key',
    AGENT_TIME_ZONE: 'UTC',
  };
  const load = (env: Record<string, string>) => loadLeadConfig((name) => ({ ...base, ...env })[name]);

  it('are off when unset', () => {
    expect(load({})).toMatchObject({ push: undefined, sms: undefined, alertProblems: {} });
  });

  it('name what is wrong without refusing the lead forms', () => {
    const config = load({
      VAPID_PUBLIC_KEY: 'short',
      SMS_ACCOUNT_SID: 'AC123',
      SMS_FROM: '313-555-0100',
      SMS_API_URL: 'http://sms.example.com',
    });
    expect(config.alertProblems.push).toMatch(/VAPID_PUBLIC_KEY must be a P-256 public key/);
    expect(config.alertProblems.push).toMatch(/VAPID_PRIVATE_KEY must be/);
    expect(config.alertProblems.sms).toContain('SMS_AUTH_TOKEN is required');
    expect(config.alertProblems.sms).toContain('AGENT_MOBILE is required');
    expect(config.alertProblems.sms).toContain('SMS_FROM must be a phone number in E.164 form');
    expect(config.alertProblems.sms).toContain('SMS_API_URL must be an https: URL');
  });

  it('default to Twilio’s API and the agent’s email as the VAPID subject', () => {
    const config = load({
      AGENT_EMAIL: 'alex@example.com',
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
      SMS_ACCOUNT_SID: 'AC123',
      SMS_AUTH_TOKEN: 'token',
      SMS_FROM: '+13135550100',
      AGENT_MOBILE: '+12485550142',
    });
    expect(config.alertProblems).toEqual({});
    expect(config.push?.subject).toBe('mailto:alex@example.com');
    expect(config.sms?.apiUrl).toBe('https://api.twilio.com');
  });
});
