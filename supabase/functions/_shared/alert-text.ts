// What a visitor typed, as it may appear on the agent's phone (issue 24, decision 029): shown as
// data, never as something to tap or as text that rearranges the rest of the alert.
// - `visitorText` (push and text): compatibility-normalised (NFKC: fullwidth digits and dots, the
//   one-dot leader, become plain ones), invisible characters removed (every Cf character, which
//   holds the bidirectional overrides and isolates, zero-width spaces and joiners, the soft hyphen
//   and the tag characters; the rest of Default_Ignorable_Code_Point, such as variation selectors
//   and Hangul fillers; private-use, surrogate and unassigned code points), any run of spaces,
//   control characters and line or paragraph separators made one space, and at most three combining
//   marks kept on a letter.
// - `smsSafe` (text messages only: phones auto-link, push notifications do not), one rule: a run of
//   seven or more digits (digits apart by at most three spaces or punctuation marks count as one
//   run) becomes `[number]`; a dot followed by a letter or digit becomes ` [.] `; `://` becomes
//   `: //`. No address, URL or phone number survives for the phone to make tappable.
// - `shorten`: at most `max` UTF-16 units (what an SMS counts), never splitting a character.

/** What shows nothing, or changes how what follows shows. */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\p{Co}\p{Cs}\p{Cn}]/gu;
/** Every kind of space and line break, and control characters. */
const SPACES = /[\p{Cc}\p{Z}\s]+/gu;
/** A fourth combining mark and more on one letter ("Zalgo" text towering over the lines around it). */
const MARK_PILES = /(\p{M}{3})\p{M}+/gu;

/** Text a visitor typed, on one line, with nothing invisible in it; '' for anything but a string. */
export function visitorText(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value.normalize('NFKC').replace(INVISIBLE, '').replace(SPACES, ' ').replace(MARK_PILES, '$1').trim();
}

/**
 * Digits, possibly apart by up to three characters that are neither letters nor digits, and the
 * `+` or `(` before them: what a phone's number detector reads as one number ("+1 (900) 555-0199").
 */
const DIGIT_RUN = /[+(]*\p{Nd}(?:[^\p{L}\p{Nd}]{0,3}\p{Nd})*/gu;
/** The fewest digits that make a run a number to hide: a local number without its area code. */
export const HIDDEN_NUMBER_DIGITS = 7;
/** What a hidden number shows as. */
export const HIDDEN_NUMBER = '[number]';
/** A dot (or the ideographic full stop, which domain names also take as one) before a letter or digit. */
const LINKING_DOT = /[.\u3002](?=[\p{L}\p{Nd}])/gu;
const SCHEME = /:\/\//g;

const digitCount = (run: string) => run.replace(/\P{Nd}/gu, '').length;

/** `text` (already `visitorText`) with no number, address or link a phone would make tappable. */
export function smsSafe(text: string): string {
  return text
    .replace(DIGIT_RUN, (run) => (digitCount(run) >= HIDDEN_NUMBER_DIGITS ? HIDDEN_NUMBER : run))
    .replace(LINKING_DOT, ' [.] ')
    .replace(SCHEME, ': //');
}

/**
 * `text` in at most `max` UTF-16 units, ending with `ellipsis` when cut. Cutting only ever drops
 * the end, so it cannot undo what `smsSafe` did.
 */
export function shorten(text: string, max: number, ellipsis = '…'): string {
  if (text.length <= max) return text;
  let kept = '';
  for (const character of text) {
    if (kept.length + character.length + ellipsis.length > max) break;
    kept += character;
  }
  kept = kept.trimEnd();
  return kept === '' ? '' : `${kept}${ellipsis}`;
}
