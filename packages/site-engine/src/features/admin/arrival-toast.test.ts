import { describe, expect, it } from 'vitest';
import { arrivalToast, withArrivalToast } from './arrival-toast.ts';

describe('a toast carried by a navigation', () => {
  it('is read back from the state it was given', () => {
    const state = withArrivalToast({ title: 'Listing created', description: '1428 Elm Ave is saved.' });
    expect(arrivalToast(state)).toEqual({
      title: 'Listing created',
      description: '1428 Elm Ave is saved.',
    });
    expect(arrivalToast(withArrivalToast({ title: 'Listing deleted' }))).toEqual({
      title: 'Listing deleted',
    });
  });

  it('is nothing in any other state, such as one a reload left or another page set', () => {
    expect(arrivalToast(null)).toBeUndefined();
    expect(arrivalToast({ usr: null, key: 'x1', idx: 2 })).toBeUndefined();
    expect(arrivalToast({ arrivalToast: { title: 7 } })).toBeUndefined();
    expect(arrivalToast({ arrivalToast: 'Listing created' })).toBeUndefined();
  });
});
