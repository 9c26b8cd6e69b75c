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
