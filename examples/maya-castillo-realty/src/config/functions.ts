import { agent } from './agent.ts';

/** What the lead functions take from this site's configuration, as their settings by name. */
export const functionSettings: Readonly<Record<string, string>> = {
  AGENT_TIME_ZONE: agent.timeZone,
  AGENT_NAME: agent.name,
  AGENT_EMAIL: agent.email,
  AGENT_PHONE: agent.phone.display,
};
