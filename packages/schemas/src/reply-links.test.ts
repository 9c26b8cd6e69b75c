import { describe, expect, it } from 'vitest';
import { callBackNumber, mailtoHref, replySubject, smsHref, telHref } from './reply-links.ts';

describe('one-tap reply links', () => {
  it('dial a ten-digit number as a US number, however it was written', () => {
    expect(telHref('(248) 555-0147')).toBe('tel:+12485550147');
    expect(telHref('248.555.0147')).toBe('tel:+12485550147');
    expect(telHref('+1 313 555 0182')).toBe('tel:+13135550182');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });

  it('give no link for a phone without digits', () => {
    expect(telHref('')).toBeUndefined();
    expect(smsHref(' - ')).toBeUndefined();
  });

  it('start a text with its first words, encoded', () => {
    expect(smsHref('(248) 555-0147')).toBe('sms:+12485550147');
    expect(smsHref('(248) 555-0147', 'Hi Dana, this is Alex & team')).toBe(
      'sms:+12485550147?body=Hi%20Dana%2C%20this%20is%20Alex%20%26%20team',
    );
  });

  it('start an email with a subject that cannot add a recipient or a header', () => {
    expect(mailtoHref('dana.whitfield@example.com', 'Your tour request: 1428 Maplewood Ave')).toBe(
      'mailto:dana.whitfield@example.com?subject=Your%20tour%20request%3A%201428%20Maplewood%20Ave',
    );
    const href = mailtoHref(
      'a?cc=boss@example.com@example.com',
      'Hi\r\nBcc: x@example.com',
      'Line 1\nLine 2',
    );
    expect(href).toBe(
      'mailto:a%3Fcc%3Dboss@example.com@example.com?subject=Hi%0D%0ABcc%3A%20x%40example.com&body=Line%201%0ALine%202',
    );
  });

  it('name the request and what it was about in the subject', () => {
    expect(replySubject('tour', '1428 Maplewood Ave, Royal Oak')).toBe(
      'Your tour request: 1428 Maplewood Ave, Royal Oak',
    );
    expect(replySubject('valuation', ' 512 Vinewood St,\n Wyandotte ')).toBe(
      'Your valuation request: 512 Vinewood St, Wyandotte',
    );
    expect(replySubject('partnership')).toBe('Your partner request');
    expect(replySubject('inquiry', '')).toBe('Your question');
  });
});

describe('callBackNumber', () => {
  it.each([
    ['(248) 555-0142', '+1 248-555-0142'],
    ['248.555.0142', '+1 248-555-0142'],
    ['1 248 555 0142', '+1 248-555-0142'],
    ['+1 (313) 555-0182', '+1 313-555-0182'],
    ['\uFF08248\uFF09 555-0142', '+1 248-555-0142'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('writes %s as %s', (phone, number) => {
    expect(callBackNumber(phone)).toBe(number);
  });

  it.each([
    ['no phone', ''],
    ['not a string', 2485550142],
    ['words around the number', 'call 248 555 0142'],
    ['an area code that cannot be', '(048) 555-0142'],
    ['an exchange that cannot be', '(248) 155-0142'],
    ['too few digits', '555-0142'],
    ['another country without its code', '020 7946 0958'],
    ['a +1 number that is not North American', '+1 048 555 0142'],
    ['a plus sign inside', '248+555-0142'],
    ['a right-to-left override', '\u202E248 555 0142'],
  ])('gives none for %s', (_case, phone) => {
    expect(callBackNumber(phone)).toBeUndefined();
  });
});
