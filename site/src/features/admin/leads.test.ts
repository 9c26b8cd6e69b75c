import { describe, expect, it } from 'vitest';
import {
  fieldText,
  formatDuration,
  leadName,
  leadsCsvRows,
  orderedFieldKeys,
  promiseOf,
  promiseSummary,
  STATE_LOOK,
  LEAD_STATES,
  waitedMs,
  type LeadRow,
} from './leads.ts';

const NOW = Date.parse('2025-09-12T14:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

function makeLead(overrides: Partial<LeadRow> = {}): LeadRow {
  return {
    id: '5f0c2a8e-0000-4000-8000-000000000001',
    kind: 'inquiry',
    state: 'new',
    fields: { name: 'Dana Whitfield', email: 'dana@example.com', lookingTo: 'buy' },
    page: '/contact',
    variant: 'full',
    listing_slug: null,
    listing_title: null,
    listing_address: null,
    ip: '203.0.113.7',
    user_agent: 'Mozilla/5.0',
    created_at: minutesAgo(60),
    first_contacted_at: null,
    notes: '',
    ...overrides,
  };
}

describe('the 15-minute promise', () => {
  it('is kept when the first contact came within 15 minutes, to the minute', () => {
    const lead = makeLead({
      state: 'contacted',
      created_at: minutesAgo(60),
      first_contacted_at: minutesAgo(45),
    });
    expect(waitedMs(lead, NOW)).toBe(15 * 60_000);
    expect(promiseOf(lead, NOW)).toBe('kept');
  });

  it('is missed when the first contact came later', () => {
    const lead = makeLead({
      state: 'closed',
      created_at: minutesAgo(60),
      first_contacted_at: minutesAgo(44),
    });
    expect(promiseOf(lead, NOW)).toBe('missed');
  });

  it('is missed by a lead still new after 15 minutes, and still due before that', () => {
    expect(promiseOf(makeLead({ created_at: minutesAgo(16) }), NOW)).toBe('missed');
    expect(promiseOf(makeLead({ created_at: minutesAgo(14) }), NOW)).toBe('due');
  });

  it('leaves spam out', () => {
    expect(promiseOf(makeLead({ state: 'spam' }), NOW)).toBe('not-counted');
  });

  it('gives the share kept of the leads whose 15 minutes are over', () => {
    const summary = promiseSummary(
      [
        makeLead({ state: 'contacted', created_at: minutesAgo(60), first_contacted_at: minutesAgo(55) }),
        makeLead({ state: 'contacted', created_at: minutesAgo(60), first_contacted_at: minutesAgo(20) }),
        makeLead({ created_at: minutesAgo(30) }),
        makeLead({ created_at: minutesAgo(5) }),
        makeLead({ state: 'spam' }),
      ],
      NOW,
    );
    expect(summary).toEqual({ kept: 1, missed: 2, due: 1, counted: 3, share: 1 / 3 });
  });

  it('has no share when no lead has been due yet', () => {
    expect(promiseSummary([makeLead({ created_at: minutesAgo(1) })], NOW).share).toBeUndefined();
  });
});

describe('formatDuration', () => {
  it('says minutes, hours and days briefly', () => {
    expect(formatDuration(20_000)).toBe('under 1 min');
    expect(formatDuration(14 * 60_000)).toBe('14 min');
    expect(formatDuration(125 * 60_000)).toBe('2 h 5 min');
    expect(formatDuration(120 * 60_000)).toBe('2 h');
    expect(formatDuration(28 * 3_600_000)).toBe('1 d 4 h');
  });
});

describe('what a lead shows', () => {
  it("lists fields in the forms' order, unknown ones last", () => {
    expect(orderedFieldKeys(['notes', 'area', 'email', 'zeta', 'name', 'alpha'])).toEqual([
      'name',
      'email',
      'area',
      'notes',
      'alpha',
      'zeta',
    ]);
  });

  it('has a look for every state', () => {
    expect(Object.keys(STATE_LOOK).sort()).toEqual([...LEAD_STATES].sort());
  });

  it('names the visitor by name, or by first and last name', () => {
    expect(leadName(makeLead())).toBe('Dana Whitfield');
    expect(leadName(makeLead({ fields: { firstName: 'Priya', lastName: 'Raman' } }))).toBe('Priya Raman');
  });

  it("reads a select's stored value as the label the visitor chose, and anything else as text", () => {
    expect(fieldText('buy', 'lookingTo')).toBe('Buy a Home');
    expect(fieldText('<b>hi</b>', 'notes')).toBe('<b>hi</b>');
    expect(fieldText(true, 'consent')).toBe('Yes');
    expect(fieldText(4, 'rating')).toBe('4');
  });

  it('exports one row per lead with every field in its own column', () => {
    const rows = leadsCsvRows(
      [makeLead(), makeLead({ fields: { phone: '248', email: 'b@example.com' } })],
      NOW,
    );
    expect(rows[0]?.slice(0, 7)).toEqual([
      'Received',
      'Kind',
      'State',
      'Name',
      'Email',
      'Phone',
      'Looking to',
    ]);
    expect(rows[1]?.slice(3, 7)).toEqual(['Dana Whitfield', 'dana@example.com', '', 'Buy a Home']);
    expect(rows[2]?.slice(3, 6)).toEqual(['', 'b@example.com', '248']);
  });
});
