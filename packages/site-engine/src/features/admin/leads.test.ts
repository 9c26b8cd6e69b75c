import { describe, expect, it } from 'vitest';
import {
  ageText,
  fieldText,
  optionLabels,
  formatDuration,
  leadAbout,
  leadName,
  leadsCsvRows,
  orderedFieldKeys,
  promiseOf,
  replyClock,
  replyLinks,
  savedSearchState,
  sentChangeText,
  STATE_LOOK,
  LEAD_STATES,
  waitedMs,
  type LeadRow,
  type SavedSearchRow,
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

describe('the reply each kind is owed', () => {
  it('is kept when a question is first answered within 15 minutes, to the minute', () => {
    const lead = makeLead({
      state: 'contacted',
      created_at: minutesAgo(60),
      first_contacted_at: minutesAgo(45),
    });
    expect(waitedMs(lead, NOW)).toBe(15 * 60_000);
    expect(promiseOf(lead, NOW)).toBe('kept');
  });

  it('is missed by a tour answered after 20 minutes, and kept by a partner request answered after 3 hours', () => {
    const answeredAfter = (kind: LeadRow['kind'], minutes: number) =>
      makeLead({
        kind,
        state: 'contacted',
        created_at: minutesAgo(600),
        first_contacted_at: minutesAgo(600 - minutes),
      });
    expect(promiseOf(answeredAfter('tour', 20), NOW)).toBe('missed');
    expect(promiseOf(answeredAfter('valuation', 10), NOW)).toBe('kept');
    expect(promiseOf(answeredAfter('partnership', 180), NOW)).toBe('kept');
    expect(promiseOf(answeredAfter('partnership', 25 * 60), NOW)).toBe('missed');
  });

  it('is missed by a lead still new past its window, and still due before that', () => {
    expect(promiseOf(makeLead({ created_at: minutesAgo(16) }), NOW)).toBe('missed');
    expect(promiseOf(makeLead({ created_at: minutesAgo(14) }), NOW)).toBe('due');
    expect(promiseOf(makeLead({ kind: 'partnership', created_at: minutesAgo(16) }), NOW)).toBe('due');
  });

  it('is owed to no review, subscription or guide request, and spam is not counted', () => {
    for (const kind of ['review', 'subscribe', 'guide'] as const) {
      expect(promiseOf(makeLead({ kind, created_at: minutesAgo(600) }), NOW)).toBe('not-owed');
    }
    expect(promiseOf(makeLead({ state: 'spam' }), NOW)).toBe('not-counted');
  });

  it('reads as a reply-by time, an overdue time, an answer time, or no reply owed', () => {
    // 14:00 UTC is 10:00 on the agent's clock (Eastern, EDT) on Sep 12, 2025.
    expect(replyClock(makeLead({ created_at: minutesAgo(5) }), NOW)).toEqual({
      label: 'Reply by 10:10 AM',
      tone: 'warning',
    });
    expect(replyClock(makeLead({ kind: 'partnership', created_at: minutesAgo(5) }), NOW)).toEqual({
      label: 'Reply by Sat 9:55 AM',
      tone: 'warning',
    });
    expect(replyClock(makeLead({ kind: 'tour', created_at: minutesAgo(21) }), NOW)).toEqual({
      label: 'Overdue by 6 min',
      tone: 'danger',
    });
    expect(
      replyClock(
        makeLead({ state: 'contacted', created_at: minutesAgo(30), first_contacted_at: minutesAgo(26) }),
        NOW,
      ),
    ).toEqual({ label: 'Answered in 4 min', tone: 'success' });
    expect(
      replyClock(
        makeLead({ state: 'closed', created_at: minutesAgo(90), first_contacted_at: minutesAgo(30) }),
        NOW,
      ),
    ).toEqual({ label: 'Answered late, in 1 h', tone: 'neutral' });
    expect(replyClock(makeLead({ kind: 'review' }), NOW)).toEqual({
      label: 'No reply owed',
      tone: 'neutral',
    });
    expect(replyClock(makeLead({ state: 'spam' }), NOW)).toBeUndefined();
  });

  it('counts against the lead’s own reply-by when it came outside working hours', () => {
    // Sent at 6 AM on the agent's clock, promised "after 8 AM": due at 8:15 AM (decision 041).
    const early = { created_at: '2025-09-12T10:00:00Z', reply_by: '2025-09-12T12:15:00Z' };
    expect(replyClock(makeLead(early), Date.parse('2025-09-12T10:23:00Z'))).toEqual({
      label: 'Reply by 8:15 AM',
      tone: 'warning',
    });
    expect(replyClock(makeLead(early), Date.parse('2025-09-12T12:16:00Z'))).toEqual({
      label: 'Overdue by 1 min',
      tone: 'danger',
    });
    expect(
      replyClock(makeLead({ ...early, state: 'contacted', first_contacted_at: '2025-09-12T12:10:00Z' }), NOW),
    ).toEqual({ label: 'Answered in 2 h 10 min', tone: 'success' });
  });

  it('says how long ago a lead came in', () => {
    expect(ageText(minutesAgo(0.5), NOW)).toBe('just now');
    expect(ageText(minutesAgo(4), NOW)).toBe('4 min ago');
  });
});

describe('what a lead is about, and the replies to it', () => {
  const tour = makeLead({
    kind: 'tour',
    fields: { name: 'Dana Whitfield', email: 'dana.whitfield@example.com', phone: '(248) 555-0147' },
    page: '/listing/1428-elm-ave-springfield',
    listing_slug: '1428-elm-ave-springfield',
    listing_title: 'Updated Colonial Near Downtown Springfield',
    listing_address: '1428 Elm Ave, Springfield, CO 80401',
  });

  it("is the listing's address for a tour, the address and city for a valuation, else the page", () => {
    expect(leadAbout(tour)).toBe('1428 Elm Ave, Springfield, CO 80401');
    expect(
      leadAbout(makeLead({ kind: 'valuation', fields: { address: '512 Vinewood St', city: 'Wyandotte' } })),
    ).toBe('512 Vinewood St, Wyandotte');
    expect(leadAbout(makeLead({ kind: 'partnership', page: '/partnerships' }))).toBe('/partnerships');
  });

  it('calls, texts and emails with a subject naming the request and the home', () => {
    expect(replyLinks(tour, 'Dana Reed')).toEqual({
      callHref: 'tel:+12485550147',
      textHref:
        'sms:+12485550147?body=' +
        encodeURIComponent(
          'Hi Dana, this is Dana Reed about your tour request: 1428 Elm Ave, Springfield, CO 80401.',
        ),
      emailHref:
        'mailto:dana.whitfield@example.com?subject=' +
        encodeURIComponent('Your tour request: 1428 Elm Ave, Springfield, CO 80401') +
        '&body=' +
        encodeURIComponent('Hi Dana,\n\n'),
    });
  });

  it('offers no call or text to a lead without a phone, and no email without an address', () => {
    const guide = makeLead({ kind: 'guide', fields: { firstName: 'Priya', email: 'priya@example.com' } });
    expect(replyLinks(guide, 'Dana Reed')).toMatchObject({ callHref: undefined, textHref: undefined });
    expect(replyLinks(makeLead({ fields: { name: 'Sam' } }), 'Dana Reed').emailHref).toBeUndefined();
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
    expect(fieldText('morning', 'tourTime')).toBe('Morning (9 AM - noon)');
    expect(fieldText('2026-11-26', 'tourDay')).toBe('Thu, Nov 26');
  });

  it("reads a choice the site's forms no longer offer as they offered it", () => {
    expect(fieldText('moving-away', 'reason')).toBe('Moving out of the area');
    const labels = optionLabels({ reason: [{ value: 'relocating', label: 'Relocating for work' }] });
    expect(labels.reason).toContainEqual({ value: 'relocating', label: 'Relocating for work' });
    expect(labels.reason).toContainEqual({ value: 'moving-away', label: 'Moving out of the area' });
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

describe("a saved search's side", () => {
  const search = (overrides: Partial<SavedSearchRow> = {}): SavedSearchRow => ({
    id: 'search',
    summary: '3+ bed homes in Lakeside under $450,000',
    frequency: 'daily',
    confirmed_at: null,
    expires_at: new Date(NOW + 60_000).toISOString(),
    paused: false,
    unsubscribed_at: null,
    stopped_at: null,
    stopped_reason: null,
    ...overrides,
  });

  it('says where the search stands, a stop first and with its reason', () => {
    expect(savedSearchState(search(), NOW)).toBe('Waiting for the visitor to confirm');
    expect(savedSearchState(search({ expires_at: minutesAgo(1) }), NOW)).toBe('Never confirmed; expired');
    const confirmed = { confirmed_at: minutesAgo(30), expires_at: null };
    expect(savedSearchState(search(confirmed), NOW)).toMatch(/^Confirmed /);
    expect(savedSearchState(search({ ...confirmed, paused: true }), NOW)).toBe('Paused by the visitor');
    expect(savedSearchState(search({ ...confirmed, unsubscribed_at: minutesAgo(5) }), NOW)).toMatch(
      /^Unsubscribed /,
    );
    expect(
      savedSearchState(
        search({
          ...confirmed,
          paused: true,
          stopped_at: minutesAgo(1),
          stopped_reason: 'Complaint: the recipient marked an email as spam',
        }),
        NOW,
      ),
    ).toBe('Stopped: Complaint: the recipient marked an email as spam');
  });

  it('says each change sent with its home', () => {
    expect(
      sentChangeText({
        event: 'price',
        event_key: '429000',
        detail: { oldPrice: 450000, newPrice: 429000 },
        queued_at: minutesAgo(1),
        listing: { address: '12 Birch Lane', city: 'Lakeside', slug: '12-birch-lane-lakeside' },
      }),
    ).toBe('Price cut from $450,000 to $429,000: 12 Birch Lane, Lakeside');
  });

  it('says a listing the agent sent by hand was sent by them', () => {
    expect(
      sentChangeText({
        event: 'picked',
        event_key: 'picked',
        detail: { newPrice: 489000, newStatus: 'current' },
        queued_at: minutesAgo(1),
        listing: { address: '12 Birch Lane', city: 'Lakeside', slug: '12-birch-lane-lakeside' },
      }),
    ).toBe('Sent by you: 12 Birch Lane, Lakeside');
  });
});
