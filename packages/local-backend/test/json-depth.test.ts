import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../src/http.ts';

/** `depth` arrays, one inside the next, parsed as a request body would be. */
const nested = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

describe('nestsDeeperThan', () => {
  it('counts objects and arrays, not scalars: a bare object is one level', () => {
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan({}, 1)).toBe(false);
    expect(nestsDeeperThan({ a: { b: 1 } }, 1)).toBe(true);
    expect(nestsDeeperThan({ a: { b: 1 } }, 2)).toBe(false);
    expect(nestsDeeperThan({ a: 1, b: [{ c: [] }] }, 3)).toBe(true);
  });

  it(`allows ${MAX_JSON_DEPTH} levels by default and refuses one more`, () => {
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('walks 100,000 levels without exhausting the stack', () => {
    expect(nestsDeeperThan(nested(100_000))).toBe(true);
  });
});
