// Who the emails come from and are signed by. AGENT_NAME, AGENT_EMAIL, AGENT_PHONE and SITE_URL
// override these; the defaults are copies of the SAMPLE values in site/src/config/agent.ts (the
// functions cannot import the site), so replace both before launch.
import { smsHref as smsLink, telHref as telLink } from '@agent-sites/schemas';
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

// The one-tap links follow packages/schemas' rules (reply-links.ts), as the back office's do; here
// each answers a string, as an email always has the agent's or the visitor's phone and address.

/** A tel: link for a written phone number: one tap calls it (+1 for ten-digit US numbers). */
export const telHref = (phone: string): string => telLink(phone) ?? '';

/** An sms: link for a written phone number: one tap starts a text message to it. */
export const smsHref = (phone: string): string => smsLink(phone) ?? '';

/** A mailto: link for an address a visitor typed, with a subject; nothing in it can add a header. */
export { mailtoHref } from '@agent-sites/schemas';
