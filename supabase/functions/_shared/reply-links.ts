// The one-tap links in the emails (Call, Text, Email the visitor; call the agent) follow
// packages/schemas' rules, as the back office's buttons do. Apart from agent.ts, so functions that
// only need the agent's identity do not load the schemas.
import { smsHref as smsLink, telHref as telLink } from '@agent-sites/schemas';

export { mailtoHref } from '@agent-sites/schemas';

/** A tel: link for a written phone number: one tap calls it (+1 for ten-digit US numbers). */
export const telHref = (phone: string): string => telLink(phone) ?? '';

/** An sms: link for a written phone number: one tap starts a text message to it. */
export const smsHref = (phone: string): string => smsLink(phone) ?? '';
