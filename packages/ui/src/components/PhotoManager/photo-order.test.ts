import { describe, expect, it } from 'vitest';
import { boxAt, moveTo, placeForKey } from './photo-order';

describe('the gallery order', () => {
  it('puts a photo at the place it is dropped on, the others closing up behind it', () => {
    expect(moveTo(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveTo(['a', 'b', 'c', 'd'], 'b', 1)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the order for a photo it does not hold, and clamps a place past either end', () => {
    expect(moveTo(['a', 'b'], 'z', 0)).toEqual(['a', 'b']);
    expect(moveTo(['a', 'b', 'c'], 'a', 9)).toEqual(['b', 'c', 'a']);
    expect(moveTo(['a', 'b', 'c'], 'c', -3)).toEqual(['c', 'a', 'b']);
  });

  it('moves one place with the arrow keys and to either end with Home and End', () => {
    expect(placeForKey('ArrowLeft', 2, 5)).toBe(1);
    expect(placeForKey('ArrowUp', 2, 5)).toBe(1);
    expect(placeForKey('ArrowRight', 2, 5)).toBe(3);
    expect(placeForKey('ArrowDown', 2, 5)).toBe(3);
    expect(placeForKey('Home', 2, 5)).toBe(0);
    expect(placeForKey('End', 2, 5)).toBe(4);
  });

  it('ignores a key that would not move the photo, or that moves nothing', () => {
    expect(placeForKey('ArrowLeft', 0, 5)).toBeUndefined();
    expect(placeForKey('ArrowDown', 4, 5)).toBeUndefined();
    expect(placeForKey('Home', 0, 5)).toBeUndefined();
    expect(placeForKey('Enter', 2, 5)).toBeUndefined();
  });

  it('finds the photo under a finger, and none in the gap between two', () => {
    const boxes = [
      { left: 0, top: 0, right: 100, bottom: 100 },
      { left: 110, top: 0, right: 210, bottom: 100 },
    ];
    expect(boxAt(boxes, 150, 50)).toBe(1);
    expect(boxAt(boxes, 105, 50)).toBeUndefined();
    expect(boxAt(boxes, 50, 300)).toBeUndefined();
  });
});
