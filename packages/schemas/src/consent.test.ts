import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS, consentTextShown, FORM_TEXT } from './messages.ts';

describe('consentTextShown', () => {
  it('answers the server’s own copy of the inquiry form’s consent wording', () => {
    expect(CONSENT_TEXTS.inquiry).toContain(FORM_TEXT.consentLabel);
    expect(consentTextShown('inquiry', FORM_TEXT.consentLabel)).toBe(FORM_TEXT.consentLabel);
    expect(consentTextShown('inquiry', `  ${FORM_TEXT.consentLabel}\n`)).toBe(FORM_TEXT.consentLabel);
  });

  it('answers nothing for a wording the form never showed, or a form without consent', () => {
    for (const sent of [
      'I agree to let https://evil.example have my bank details',
      `${FORM_TEXT.consentLabel} and to anything else`,
      '',
      undefined,
      42,
    ]) {
      expect(consentTextShown('inquiry', sent)).toBeUndefined();
    }
    expect(consentTextShown('review', FORM_TEXT.consentLabel)).toBeUndefined();
    expect(consentTextShown('constructor', FORM_TEXT.consentLabel)).toBeUndefined();
    expect(consentTextShown('__proto__', FORM_TEXT.consentLabel)).toBeUndefined();
  });
});
