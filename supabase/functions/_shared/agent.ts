// Who the emails come from and are signed by. AGENT_NAME, AGENT_EMAIL, AGENT_PHONE and SITE_URL
// override these; the defaults are copies of the SAMPLE values in site/src/config/agent.ts (the
// functions cannot import the site), so replace both before launch.
import type { Env } from './http.ts';

export interface AgentIdentity {
  name: string;
  email: string;
  /** As written in an email signature, like (248) 555-0142. */
  phone: string;
}

export const SAMPLE_AGENT: AgentIdentity = {
  name: 'Alex Morgan', // sample
  email: 'alex@example.com', // sample (example.com never delivers)
  phone: '(248) 555-0142', // sample (555 numbers are fictional)
};

export function agentIdentity(env: Env): AgentIdentity {
  return {
    name: env('AGENT_NAME') || SAMPLE_AGENT.name,
    email: env('AGENT_EMAIL') || SAMPLE_AGENT.email,
    phone: env('AGENT_PHONE') || SAMPLE_AGENT.phone,
  };
}

/** A written phone number as E.164 digits: +1 for ten-digit US numbers. */
function e164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `+${digits.length === 10 ? `1${digits}` : digits}`;
}

/** A tel: link for a written phone number: one tap calls it. */
export function telHref(phone: string): string {
  return `tel:${e164(phone)}`;
}

/** An sms: link for a written phone number: one tap starts a text message to it. */
export function smsHref(phone: string): string {
  return `sms:${e164(phone)}`;
}

/**
 * A mailto: link for an address a visitor typed, with a subject. The address is percent-encoded
 * apart from its @, so nothing in it (a `?`, an `&`) can add headers or recipients to the reply.
 */
export function mailtoHref(address: string, subject?: string): string {
  const at = address.lastIndexOf('@');
  const encoded = `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  return `mailto:${encoded}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
