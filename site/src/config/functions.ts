import { agent } from './agent.ts';

/**
 * What this site's configuration gives the edge functions, as their settings (secrets) by name:
 * `npm start` and `npm run backend` hand them to the local backend's functions, under anything the
 * environment sets; a Supabase project takes the same values with `supabase secrets set` (README,
 * Deploying). The functions refuse to start without AGENT_TIME_ZONE (decision 034).
 */
export const functionSettings: Readonly<Record<string, string>> = {
  AGENT_TIME_ZONE: agent.timeZone,
};
