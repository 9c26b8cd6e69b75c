import { describe, expect, it } from 'vitest';
import { toApprovedReviews } from './approved-reviews.ts';

describe('toApprovedReviews', () => {
  it("keeps the reviews' order and their words as sent, leaving out an empty location", () => {
    const rows = [
      {
        id: 'b',
        name: 'Marcus B.',
        location: '',
        text: 'Three offers by Sunday. <script>alert(1)</script>',
        rating: 5,
        approved_at: '2025-09-14T10:00:00Z',
      },
      {
        id: 'a',
        name: 'Priya R.',
        location: 'Lakeside, CO',
        text: 'Every date lined up.',
        rating: 4,
        approved_at: null,
      },
    ];
    expect(toApprovedReviews(rows)).toEqual([
      {
        id: 'b',
        name: 'Marcus B.',
        location: undefined,
        text: 'Three offers by Sunday. <script>alert(1)</script>',
        rating: 5,
      },
      { id: 'a', name: 'Priya R.', location: 'Lakeside, CO', text: 'Every date lined up.', rating: 4 },
    ]);
  });

  it('skips malformed rows and shows no stars for a rating out of range', () => {
    expect(
      toApprovedReviews([
        null,
        { id: 1, name: 'x', text: 'y' },
        { id: 'c', name: 'Dana', text: '   ' },
        { id: 'd', name: 'Dana', text: 'Great', rating: 9 },
      ]),
    ).toEqual([{ id: 'd', name: 'Dana', location: undefined, text: 'Great', rating: undefined }]);
    expect(toApprovedReviews({ message: 'permission denied' })).toEqual([]);
  });
});
