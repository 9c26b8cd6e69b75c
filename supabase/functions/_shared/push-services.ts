// Where a Web Push message may go: the push services of the browsers, nowhere else. A subscription's
// endpoint is stored with the agent's session, so a stolen one could otherwise point the sender at
// any host (docs/decisions/031-server-side-requests.md). The database holds endpoints to the same
// hosts (migration 20261127110000_push_endpoints_at_push_services.sql).
import type { UrlRefusal } from './public-fetch.ts';

/**
 * The push services' hosts, `*.` for any subdomain: Chrome and the Chromium browsers (FCM),
 * Firefox (Mozilla's autopush), Safari (Apple's, web.push.apple.com) and Edge (Windows' WNS).
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  '*.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

const matches = (hostname: string, pattern: (typeof PUSH_SERVICE_HOSTS)[number]) =>
  pattern.startsWith('*.')
    ? hostname.endsWith(pattern.slice(1)) && hostname.length > pattern.length - 1
    : hostname === pattern;

/**
 * Why a push message may not go to `endpoint`, or undefined when it may: an https: URL on a push
 * service's host (its default port, no name or password), or one at `configuredOrigins`
 * (PUSH_SERVICE_ORIGINS: a stand-in in tests, never set in production). The message names the
 * host only: an endpoint's path is its address.
 */
export function pushEndpointProblem(
  endpoint: string | URL,
  configuredOrigins: readonly string[],
): UrlRefusal | undefined {
  const rule = `A push endpoint must be an https: URL at a browser's push service (${PUSH_SERVICE_HOSTS.join(', ')})`;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { code: 'not_a_push_service', message: `${rule}, got something that is not a URL` };
  }
  if (url.username === '' && url.password === '') {
    if (configuredOrigins.includes(url.origin)) return undefined;
    if (
      url.protocol === 'https:' &&
      url.port === '' &&
      PUSH_SERVICE_HOSTS.some((pattern) => matches(url.hostname, pattern))
    ) {
      return undefined;
    }
  }
  return { code: 'not_a_push_service', message: `${rule}, got "${url.protocol}//${url.host}/…"` };
}
