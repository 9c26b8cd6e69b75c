import { describe, expect, it } from 'vitest';
import { actorText, auditChanges, auditSummary, columnLabel, MAX_VALUE_LENGTH, valueText } from './audit.ts';
import { moderationOrder, type ReviewRow } from './reviews.ts';

const update = (table_name: string, changes: Record<string, { old?: unknown; new?: unknown }>) => ({
  table_name,
  action: 'update' as const,
  changes,
});

describe('auditSummary', () => {
  it('says a review was approved or rejected, naming whose it was', () => {
    const approved = update('reviews', { status: { old: 'pending', new: 'approved' } });
    expect(auditSummary(approved, 'the review from Danielle R.')).toBe(
      'Approved the review from Danielle R.',
    );
    expect(auditSummary(update('reviews', { status: { old: 'approved', new: 'rejected' } }))).toBe(
      'Rejected a review',
    );
    expect(auditSummary(update('reviews', { status: { old: 'rejected', new: 'pending' } }))).toBe(
      'Returned a review to pending',
    );
  });

  it("tells a lead's new state apart from an edit of its notes", () => {
    expect(
      auditSummary(update('leads', { state: { old: 'new', new: 'contacted' } }), 'the lead from Dana'),
    ).toBe('Marked the lead from Dana contacted');
    expect(auditSummary(update('leads', { notes: { old: '', new: 'Called' } }))).toBe(
      'Edited the notes on a lead',
    );
    expect(
      auditSummary(
        update('leads', { notes: { old: '', new: 'Called' }, state: { old: 'new', new: 'closed' } }),
      ),
    ).toBe('Changed a lead');
  });

  it('names what happened to a listing: created, archived, restored, status, edited, deleted', () => {
    const listing = 'the listing “Ranch in Lakeside”';
    expect(auditSummary({ table_name: 'listings', action: 'insert', changes: {} }, listing)).toBe(
      'Created the listing “Ranch in Lakeside”',
    );
    expect(
      auditSummary(update('listings', { archived_at: { new: '2025-09-12T14:00:00Z' } }), listing),
    ).toMatch(/^Archived/);
    expect(
      auditSummary(update('listings', { archived_at: { old: '2025-09-12T14:00:00Z' } }), listing),
    ).toMatch(/^Restored/);
    expect(auditSummary(update('listings', { status: { old: 'coming_soon', new: 'current' } }))).toBe(
      'Changed the status of a listing',
    );
    expect(
      auditSummary(update('listings', { price: { old: 1, new: 2 }, status: { old: 'a', new: 'b' } })),
    ).toBe('Edited a listing');
    expect(auditSummary({ table_name: 'listings', action: 'delete', changes: {} })).toBe('Deleted a listing');
  });

  it("says which photo change it was, and whose listing's", () => {
    const of = 'the listing “Ranch in Lakeside”';
    expect(auditSummary({ table_name: 'listing_photos', action: 'insert', changes: {} }, of)).toBe(
      'Added a photo to the listing “Ranch in Lakeside”',
    );
    expect(auditSummary(update('listing_photos', { is_header: { old: false, new: true } }))).toBe(
      'Chose the header photo',
    );
    expect(auditSummary(update('listing_photos', { position: { old: 2, new: 0 } }), of)).toBe(
      'Reordered the photos of the listing “Ranch in Lakeside”',
    );
    expect(auditSummary({ table_name: 'listing_photos', action: 'delete', changes: {} })).toBe(
      'Removed a photo',
    );
  });

  it('falls back to the action and table for a table it does not know', () => {
    expect(auditSummary({ table_name: 'subscribers', action: 'delete', changes: {} })).toBe(
      'Deleted a row of subscribers',
    );
  });
});

describe('auditChanges', () => {
  it('lists an edit as before and after, enums and dates in words', () => {
    expect(auditChanges(update('reviews', { status: { old: 'pending', new: 'approved' } }))).toEqual([
      { label: 'Status', from: 'Pending', to: 'Approved' },
    ]);
    expect(auditChanges(update('leads', { state: { old: 'new', new: 'contacted' } }))).toEqual([
      { label: 'State', from: 'New', to: 'Contacted' },
    ]);
    expect(auditChanges(update('listings', { status: { old: 'coming_soon', new: 'current' } }))).toEqual([
      { label: 'Status', from: 'Coming soon', to: 'Current' },
    ]);
  });

  it("shows a created row's filled values only, without its id and timestamps", () => {
    const created = {
      table_name: 'listings',
      action: 'insert' as const,
      changes: {
        id: { new: '5f0c2a8e-0000-4000-8000-000000000000' },
        created_at: { new: '2025-09-12T14:00:00Z' },
        title: { new: 'Ranch in Lakeside' },
        price: { new: 289000 },
        closed_price: { new: null },
        features: { new: ['Garage', 'Basement'] },
      },
    };
    expect(auditChanges(created)).toEqual([
      { label: 'Features', to: 'Garage, Basement' },
      { label: 'Price', to: '$289,000' },
      { label: 'Title', to: 'Ranch in Lakeside' },
    ]);
  });

  it("shows a deleted row's old values", () => {
    expect(
      auditChanges({
        table_name: 'listing_photos',
        action: 'delete',
        changes: { alt_text: { old: 'Kitchen' } },
      }),
    ).toEqual([{ label: 'Alt text', from: 'Kitchen' }]);
  });

  it('keeps markup as text and cuts long values', () => {
    const notes = `<img src=x onerror=alert(1)> ${'a'.repeat(400)}`;
    const [change] = auditChanges(update('leads', { notes: { old: '', new: notes } }));
    expect(change?.from).toBe('');
    expect(change?.to?.startsWith('<img src=x onerror=alert(1)>')).toBe(true);
    expect(change?.to).toHaveLength(MAX_VALUE_LENGTH);
    expect(change?.to?.endsWith('…')).toBe(true);
  });
});

describe('valueText and columnLabel', () => {
  it('reads yes and no, numbers and objects', () => {
    expect(valueText('listing_photos', 'is_header', true)).toBe('Yes');
    expect(valueText('listings', 'bedrooms', 3)).toBe('3');
    expect(valueText('listings', 'meta', { a: 1 })).toBe('{"a":1}');
    expect(valueText('listings', 'title', null)).toBe('');
  });

  it('names columns in words', () => {
    expect(columnLabel('closed_price')).toBe('Closed price');
    expect(columnLabel('alt_text')).toBe('Alt text');
    expect(columnLabel('zip_code')).toBe('ZIP code');
  });
});

describe('actorText', () => {
  it("shows the agent's own email for their changes and the id for anyone else's", () => {
    const self = { id: 'u1', email: 'agent@example.com' };
    expect(actorText('u1', self)).toBe('agent@example.com');
    expect(actorText('u2', self)).toBe('u2');
  });
});

describe('moderationOrder', () => {
  const review = (id: string, status: ReviewRow['status'], created_at: string): ReviewRow => ({
    id,
    lead_id: null,
    name: id,
    location: '',
    text: 'Text',
    rating: 5,
    status,
    created_at,
    approved_at: null,
  });

  it('puts pending reviews first, each group newest first', () => {
    const ordered = moderationOrder([
      review('old-approved', 'approved', '2025-09-01T10:00:00Z'),
      review('old-pending', 'pending', '2025-09-02T10:00:00Z'),
      review('new-rejected', 'rejected', '2025-09-05T10:00:00Z'),
      review('new-pending', 'pending', '2025-09-04T10:00:00Z'),
    ]);
    expect(ordered.map((row) => row.id)).toEqual([
      'new-pending',
      'old-pending',
      'new-rejected',
      'old-approved',
    ]);
  });
});
