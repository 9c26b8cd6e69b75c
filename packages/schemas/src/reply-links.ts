/**
 * One-tap replies: the `tel:`, `sms:` and `mailto:` links the back office puts on every lead (and
 * the emails beside a phone number), and the subject a reply to a lead starts with. The links
 * carry only what the phone or mail app needs; nothing here is ever rendered as markup.
 */
import { LEAD_KIND_TEXT, type LeadKind } from './lead-kinds.ts';

/**
 * A written phone number as a dialable one (E.164): ten digits are a US number (+1), anything
 * else keeps its digits after a `+`. Undefined without a digit to dial.
 */
export function dialableNumber(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return undefined;
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

/**
 * The number a lead left in its phone field, written the one way the alerts show it, or undefined
 * when it is not a phone number: a North American number (ten digits, or eleven after a 1, with a
 * valid area code and exchange) as `+1 248-555-0142`, any other number only when written with its
 * country code (`+` then 8 to 15 digits) and then in E.164 (`+442079460958`). The characters the
 * forms accept besides digits are spaces, `()`, `.`, `-` and a leading `+`.
 */
export function callBackNumber(phone: unknown): string | undefined {
  if (typeof phone !== 'string') return undefined;
  const written = phone.normalize('NFKC').trim();
  if (!/^\+?[\d\s().-]+$/.test(written)) return undefined;
  const digits = written.replace(/\D/g, '');
  const international = written.startsWith('+');
  const nanp = /^(1?)([2-9]\d{2})([2-9]\d{2})(\d{4})$/.exec(digits);
  if (nanp && (!international || nanp[1] === '1')) return `+1 ${nanp[2]}-${nanp[3]}-${nanp[4]}`;
  if (international && !digits.startsWith('1') && /^[1-9]\d{7,14}$/.test(digits)) return `+${digits}`;
  return undefined;
}

/** A `tel:` link for a written phone number, such as `tel:+12485550142` for (248) 555-0142. */
export function telHref(phone: string): string | undefined {
  const number = dialableNumber(phone);
  return number && `tel:${number}`;
}

/**
 * An `sms:` link (RFC 5724) for a written phone number, with the message's first words when
 * given: `sms:+12485550142?body=Hi%20Dana`.
 */
export function smsHref(phone: string, body?: string): string | undefined {
  const number = dialableNumber(phone);
  if (!number) return undefined;
  return body ? `sms:${number}?body=${encodeURIComponent(body)}` : `sms:${number}`;
}

/**
 * A `mailto:` link (RFC 6068) to one address with a subject and, optionally, a body. Every part is
 * percent-encoded, so nothing a visitor typed can add a recipient or a header.
 */
export function mailtoHref(address: string, subject: string, body?: string): string {
  const query = [`subject=${encodeURIComponent(subject)}`];
  if (body) query.push(`body=${encodeURIComponent(body)}`);
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}?${query.join('&')}`;
}

/**
 * The subject of a reply to a lead, naming what it asked about: "Your tour request: 1428
 * Maplewood Ave, Springfield", or "Your partner request" when it names nothing.
 */
export function replySubject(kind: LeadKind, about?: string): string {
  const request = `Your ${LEAD_KIND_TEXT[kind].label.toLowerCase()}`;
  const topic = about?.replace(/\s+/g, ' ').trim();
  return topic ? `${request}: ${topic}` : request;
}
