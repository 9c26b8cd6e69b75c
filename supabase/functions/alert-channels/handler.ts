// alert-channels: what the back office's alert settings need from the server, for the agent only:
// the VAPID public key a browser subscribes to push with (the one the alerts are signed with, so
// the two can never differ), and whether text messages are set up, naming only the last digits of
// the number they go to. A problem in either setting is said in words for the settings page.
import { createClient } from '@supabase/supabase-js';
import { loadLeadConfig } from '../_shared/config.ts';
import { type Env, failure, json, preflight, requireEnv } from '../_shared/http.ts';

export interface AlertChannels {
  push: { publicKey: string } | null;
  sms: { to: string } | null;
  problems: { push?: string; sms?: string };
}

export default function createAlertChannels(env: Env): (request: Request) => Promise<Response> {
  const config = loadLeadConfig(env);
  const anonKey = requireEnv(env, 'SUPABASE_ANON_KEY');

  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'GET') return failure(405, 'method_not_allowed', 'Use GET.');
    const caller = createClient(config.supabaseUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: request.headers.get('Authorization') ?? '' } },
    });
    const { data: isAgent, error } = await caller.rpc('is_agent');
    if (error) return failure(401, 'not_signed_in', 'Sign in again to see the alert settings.');
    if (isAgent !== true) return failure(403, 'not_agent', 'Only the agent can see the alert settings.');
    const { push, sms, alertProblems } = config;
    const channels: AlertChannels = {
      push: push && !alertProblems.push ? { publicKey: push.publicKey } : null,
      sms: sms && !alertProblems.sms ? { to: `…${sms.to.slice(-4)}` } : null,
      problems: alertProblems,
    };
    return json(200, channels);
  };
}
