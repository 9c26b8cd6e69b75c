import { guideEmail } from '../content/guides/guide-email.ts';
import { agent } from './agent.ts';

/**
 * What this site's configuration gives the edge functions, as their settings (secrets) by name:
 * `npm start` and `npm run backend` hand them to the local backend's functions, under anything the
 * environment sets; a Supabase project takes the same values with `supabase secrets set` (README,
 * Deploying; `npm run -s function-settings NAME` prints one). A function refuses to start
 * without a setting it needs, naming it (decision 034).
 */
export const functionSettings: Readonly<Record<string, string>> = {
  AGENT_TIME_ZONE: agent.timeZone,
  // The guide request's email (send-guide-email), from this site's content.
  GUIDE_EMAIL: JSON.stringify(guideEmail),
};
