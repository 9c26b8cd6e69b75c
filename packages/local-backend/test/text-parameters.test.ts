// How values reach PostgreSQL: as bound parameters in its text format, refused (with PostgreSQL's
// own error) when no text column could hold them.
import { describe, expect, it } from 'vitest';
import { DatabaseError, storableText, textParameters } from '../src/db/database.ts';

describe('textParameters', () => {
  it('sends each value in PostgreSQL’s text format, as node-postgres does', () => {
    expect(textParameters([null, undefined, 42, 10n, true, false, 'it’s', { a: [1] }, ['x', 'y']])).toEqual([
      null,
      null,
      '42',
      '10',
      'true',
      'false',
      'it’s',
      '{"a":[1]}',
      '["x","y"]',
    ]);
  });

  it('keeps SQL-looking text exactly as it is: it is a value, never SQL', () => {
    const value = `x' or '1'='1"; reset role; -- $1`;
    expect(textParameters([value])).toEqual([value]);
  });

  it('refuses NUL and lone surrogates in text with PostgreSQL’s 22021 (JSON escapes them itself)', () => {
    for (const [value, what] of [
      ['a\u0000b', '0x00'],
      ['\ud800', 'a lone surrogate'],
    ] as const) {
      let thrown: unknown;
      try {
        textParameters([value]);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DatabaseError);
      expect(thrown).toMatchObject({
        code: '22021',
        message: `invalid byte sequence for encoding "UTF8": ${what}`,
      });
    }
    expect(textParameters([{ note: 'x\u0000' }])).toEqual(['{"note":"x\\u0000"}']);
  });
});

describe('storableText', () => {
  it('is text without NUL or a lone surrogate', () => {
    expect(storableText('Royal Oak 🏡')).toBe(true);
    expect(storableText('')).toBe(true);
    expect(storableText('a\u0000')).toBe(false);
    expect(storableText('\udc00x')).toBe(false);
  });
});
