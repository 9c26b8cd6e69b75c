// reply-promise: what the agent promises a lead sent now, for the pages' promise sentences
// (decision 047). GET ?kind=tour answers `{ kind, reply: { text, inHours, by } | null }` from the
// same rule the submission applies (packages/schemas/src/working-hours.ts): public, read-only,
// cacheable for a minute, and nothing of the agent's settings beyond "in hours or not" and when the
// reply would be due. `reply` is null for a kind owed no reply, and when the hours cannot be read
// (the page then keeps the words it was rendered with).
import { LEAD_KINDS, type LeadKind, replyPromise, type WorkingHours } from '@agent-sites/schemas';
import { createClient } from '@supabase/supabase-js';
import { readWorkingHours } from '../_shared/agent-hours.ts';
import { loadLeadConfig } from '../_shared/config.ts';
import { corsHeaders, type Env, failure, json, preflight } from '../_shared/http.ts';

/** How long a browser or a CDN may keep an answer: the promise changes at most on the minute. */
const MAX_AGE_SECONDS = 60;

/** `clock` is the time the function takes as now: tests fix it (a page read at 4 AM). */
export default function createReplyPromise(
  env: Env,
  clock: () => Date = () => new Date(),
): (request: Request) => Promise<Response> {
  const config = loadLeadConfig(env);
  const admin = createClient(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  return async (request) => {
    const cors = {
      ...corsHeaders(request, config.corsOrigins),
      'Access-Control-Allow-Methods': 'GET, OPTIONS',
    };
    const headers = { ...cors, 'X-Content-Type-Options': 'nosniff' };
    if (request.method === 'OPTIONS') return preflight(cors);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return failure(405, 'method_not_allowed', 'Ask for the promise with GET.', {
        headers: { ...headers, Allow: 'GET, HEAD, OPTIONS' },
      });
    }
    const kind = new URL(request.url).searchParams.get('kind');
    if (!kind || !(LEAD_KINDS as readonly string[]).includes(kind)) {
      return failure(400, 'bad_request', `kind must be one of ${LEAD_KINDS.join(', ')}.`, { headers });
    }
    let hours: WorkingHours;
    try {
      hours = await readWorkingHours(admin);
    } catch (error) {
      console.error('The working hours could not be read:', error);
      return json(200, { kind, reply: null }, { ...headers, 'Cache-Control': 'no-store' });
    }
    const promise = replyPromise(kind as LeadKind, clock(), hours, config.agent.timeZone);
    const reply = promise
      ? { text: promise.text, inHours: promise.inHours, by: promise.replyBy.toISOString() }
      : null;
    return json(200, { kind, reply }, { ...headers, 'Cache-Control': `public, max-age=${MAX_AGE_SECONDS}` });
  };
}
