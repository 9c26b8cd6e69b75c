// What a visitor typed, as the agent's phone shows it (supabase/functions/_shared/alert-text.ts,
// decision 029): examples of each rule, and properties over any text a visitor could type.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shorten, smsSafe, visitorText } from '../functions/_shared/alert-text.ts';

/** What a phone would make tappable, found independently of the module's own patterns. */
const LINKABLE_URL = /[\p{L}\p{Nd}][.\u3002][\p{L}\p{Nd}]|:\/\//u;
/** Every run of digits apart by spaces or punctuation, with how many digits it holds. */
const numberRuns = (text: string) =>
  (text.match(/\p{Nd}(?:[^\p{L}\p{Nd}]{0,3}\p{Nd})*/gu) ?? []).map((run) => run.replace(/\P{Nd}/gu, ''));

/** Text as a visitor might type it: letters, digits, dots, slashes, spaces and any invisible character. */
const typed = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: 'binary' }),
      fc.constantFrom(
        '.',
        '\u3002',
        '\uFF0E',
        '\u2024',
        '://',
        'https://evil.example/x',
        'www.evil.example',
        '+1 (900) 555-0199',
        '\uFF19\uFF10\uFF10',
        '\u0669\u0660\u0660',
        ' ',
        '-',
        '\u202E',
        '\u2066',
        '\u200B',
        '\u200D',
        '\uFEFF',
        '\u00AD',
        '\uFE0F',
        '\u3164',
        '\u{E0041}',
        '\u0301',
        '\n',
        '\u2028',
      ),
      fc.integer({ min: 0, max: 9 }).map(String),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('visitorText', () => {
  it('removes bidirectional overrides, isolates, zero-width characters and soft hyphens', () => {
    expect(visitorText('Renee\u202E zevlA\u202C\u200B \u2066Alvarez\u2069\u00AD\uFEFF')).toBe(
      'Renee zevlA Alvarez',
    );
  });

  it('puts any line breaks and spaces on one line', () => {
    expect(visitorText(' Renee\r\n\tAlvarez\u2028\u00A0\u3000Jr ')).toBe('Renee Alvarez Jr');
  });

  it('writes fullwidth letters, digits and dots as plain ones', () => {
    expect(
      visitorText(
        '\uFF45\uFF56\uFF49\uFF4C\uFF0E\uFF45\uFF58\uFF41\uFF4D\uFF50\uFF4C\uFF45 \uFF19\uFF10\uFF10',
      ),
    ).toBe('evil.example 900');
  });

  it('keeps accents, and at most three marks on one letter', () => {
    expect(visitorText('Ren\u0065\u0301e')).toBe('Renée');
    // Composed first (Z and an acute accent are Ź), then three of the marks left kept.
    expect(visitorText(`Z${'\u0301'.repeat(20)}algo`)).toBe('\u0179\u0301\u0301\u0301algo');
  });

  it('shows nothing for what is not text', () => {
    expect(visitorText(undefined)).toBe('');
    expect(visitorText(42)).toBe('');
  });

  it('never leaves a format character, another invisible one, or a line break', () => {
    fc.assert(
      fc.property(typed, (text) => {
        const shown = visitorText(text);
        expect(shown).not.toMatch(/[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u);
        expect(shown).toBe(shown.trim());
      }),
    );
  });
});

describe('smsSafe', () => {
  it('hides a typed phone number and breaks a typed link', () => {
    expect(smsSafe(visitorText('Mallory Call +1 900 555 0199 now https://evil.example/x'))).toBe(
      'Mallory Call [number] now https: //evil [.] example/x',
    );
  });

  it('hides numbers however they are grouped, in any digits', () => {
    expect(smsSafe('(900) 555-0199')).toBe('[number]');
    expect(smsSafe('900.555.0199')).toBe('[number]');
    expect(smsSafe('9 0 0 5 5 5 0')).toBe('[number]');
    expect(smsSafe('\u0669\u0660\u0660\u0665\u0665\u0665\u0660\u0661')).toBe('[number]');
  });

  it('keeps a house number, a short code and a ZIP code', () => {
    expect(smsSafe('2217 Vinsetta Blvd, Royal Oak 48067')).toBe('2217 Vinsetta Blvd, Royal Oak 48067');
    expect(smsSafe('Unit 12, 5550')).toBe('Unit 12, 5550');
  });

  it('breaks domains, email addresses and addresses in other scripts', () => {
    expect(smsSafe('www.evil.example')).toBe('www [.] evil [.] example');
    expect(smsSafe('sam@example.com')).toBe('sam@example [.] com');
    expect(smsSafe('пример\u3002рф')).toBe('пример [.] рф');
    expect(smsSafe('Main St. Apt 4.')).toBe('Main St. Apt 4.');
  });

  it('leaves no link, no number of seven digits or more, and no format character', () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: 1, max: 200 }), (text, max) => {
        const shown = shorten(smsSafe(visitorText(text)), max, '...');
        expect(shown).not.toMatch(LINKABLE_URL);
        expect(numberRuns(shown).filter((digits) => digits.length >= 7)).toEqual([]);
        expect(shown).not.toMatch(/\p{Cf}/u);
        expect(shown.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('shorten', () => {
  it('cuts at a character, never inside one, and says it was cut', () => {
    expect(shorten('Renee Alvarez', 8)).toBe('Renee A…');
    expect(shorten('Renee Alvarez', 7)).toBe('Renee…');
    expect(shorten('ab😀cd', 4)).toBe('ab…');
    expect(shorten('Renee Alvarez', 9, '...')).toBe('Renee...');
    expect(shorten('Renee', 5)).toBe('Renee');
  });

  it('never leaves half of a surrogate pair', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.integer({ min: 0, max: 50 }), (text, max) => {
        const shown = shorten(text, max);
        expect(shown.length).toBeLessThanOrEqual(Math.max(max, 0));
        expect(shown).not.toMatch(/\p{Cs}/u);
      }),
    );
  });
});
