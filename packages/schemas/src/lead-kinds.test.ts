import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from './messages.ts';
import {
  CONSENTING_LEAD_KINDS,
  isLeadKind,
  LEAD_KINDS,
  LEAD_KIND_TEXT,
  replyByText,
  replyDueAt,
} from './lead-kinds.ts';

describe('the lead kinds', () => {
  it('promise a reply within 15 minutes to questions, tours, valuations and relocations, and 24 hours to partners; nothing by the clock to an open house RSVP or a saved search', () => {
    const promised = Object.fromEntries(
      LEAD_KINDS.map((kind) => [kind, LEAD_KIND_TEXT[kind].replyWithinMinutes]),
    );
    expect(promised).toEqual({
      inquiry: 15,
      tour: 15,
      valuation: 15,
      relocation: 15,
      open_house: null,
      saved_search: null,
      partnership: 1440,
      guide: null,
      review: null,
      subscribe: null,
    });
  });

  it('say when the reply is due, and nothing for a kind that owes none', () => {
    const received = new Date('2026-11-25T14:03:00Z');
    expect(replyDueAt('tour', received)?.toISOString()).toBe('2026-11-25T14:18:00.000Z');
    expect(replyDueAt('partnership', received)?.toISOString()).toBe('2026-11-26T14:03:00.000Z');
    expect(replyDueAt('review', received)).toBeUndefined();
    expect(replyDueAt('saved_search', received)).toBeUndefined();
  });

  it('say the reply-by time on the agent’s clock, with the weekday only when it is another day', () => {
    expect(replyByText('tour', new Date('2026-11-25T14:03:00Z'), 'America/Detroit')).toBe('Reply by 9:18 AM');
    expect(replyByText('partnership', new Date('2026-11-25T14:03:00Z'), 'America/Detroit')).toBe(
      'Reply by Thu 9:03 AM',
    );
    expect(replyByText('subscribe', new Date('2026-11-25T14:03:00Z'), 'America/Detroit')).toBe('');
  });

  it('each have a consent wording exactly when their form asks for consent', () => {
    for (const kind of LEAD_KINDS) {
      expect(Object.hasOwn(CONSENT_TEXTS, kind), kind).toBe(CONSENTING_LEAD_KINDS.includes(kind));
    }
  });

  it('are told from other text', () => {
    expect(isLeadKind('tour')).toBe(true);
    expect(isLeadKind('buyer')).toBe(false);
    expect(isLeadKind('constructor')).toBe(false);
    expect(isLeadKind(7)).toBe(false);
  });
});
