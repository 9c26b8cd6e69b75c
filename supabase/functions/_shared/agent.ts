// Who the emails come from and are signed by, and whose clock they keep. AGENT_NAME, AGENT_EMAIL,
// AGENT_PHONE and SITE_URL override these; the defaults are copies of the SAMPLE values in
// site/src/config/agent.ts (the functions cannot import the site), so replace both before launch.
// AGENT_TIME_ZONE has no default: no zone is right for every agent, so the functions refuse to
// start without it, naming it (decision 034).
import type { Env } from './http.ts';

export interface AgentIdentity {
  name: string;
  email: string;
  /** As written in an email signature, like (248) 555-0142. */
  phone: string;
  /** The agent's IANA time zone ("America/Denver"): tour slots, reply-by and received times. */
  timeZone: string;
}

export const SAMPLE_AGENT: Omit<AgentIdentity, 'timeZone'> = {
  name: 'Alex Morgan', // sample
  email: 'alex@example.com', // sample (example.com never delivers)
  phone: '(248) 555-0142', // sample (555 numbers are fictional)
};

export function agentIdentity(env: Env): AgentIdentity {
  return {
    name: env('AGENT_NAME') || SAMPLE_AGENT.name,
    email: env('AGENT_EMAIL') || SAMPLE_AGENT.email,
    phone: env('AGENT_PHONE') || SAMPLE_AGENT.phone,
    timeZone: env('AGENT_TIME_ZONE') ?? '',
  };
}

/**
 * Whether `timeZone` is an IANA time zone this runtime knows ("America/Denver", "UTC"). Here rather
 * than in packages/schemas: every function reads its settings, and not every one maps the schemas.
 */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** How an email names the agent's clock: "America/New_York" reads "New York time". */
export const timeZoneName = (timeZone: string): string =>
  `${(timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ')} time`;
