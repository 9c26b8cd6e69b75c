// Web Push delivery to one device: the message encrypted for that browser (RFC 8291, aes128gcm per
// RFC 8188) and signed for its push service (VAPID, RFC 8292) by the `web-push` package, then POSTed
// to the subscription's endpoint as RFC 8030 says (TTL, Urgency, Authorization: vapid t=…, k=…).
// web-push's own sender speaks https only, through Node's https module; its request details are
// plain data, so the request goes through fetch here, as every other outbox delivery does, and runs
// the same on Deno (Supabase) and Node (the local backend). It goes only to a browser's push service
// (push-services.ts), at a public address (public-fetch.ts): decision 031.
import type { PushConfig } from './config.ts';
import { PermanentDeliveryError } from './delivery.ts';
import { publicFetch, RefusedUrlError } from './public-fetch.ts';
import { pushEndpointProblem } from './push-services.ts';

/** A browser's subscription, as PushSubscription.toJSON() gives it and push_subscriptions keeps it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the push service said, in the terms the outbox acts on. */
export type PushResult =
  /** `location`: the push service's URL for the message it took (RFC 8030 section 5). */
  | { outcome: 'delivered'; location: string | undefined }
  /** The subscription expired or was revoked (404, 410): forget it. */
  | { outcome: 'gone'; status: number };

/** How long a push service keeps the message for a phone that is offline: a day, then it is stale. */
export const PUSH_TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends `payload` (JSON text, at most about 3 kB once encrypted) to one device. `topic` (at most 32
 * URL-safe base64 characters) names the message: sent again under the same topic, it replaces the
 * copy the push service still holds for an offline device rather than queueing a second (RFC 8030
 * section 5.4).
 */
export async function sendWebPush(
  target: PushTarget,
  payload: string,
  vapid: PushConfig,
  topic?: string,
): Promise<PushResult> {
  const problem = pushEndpointProblem(target.endpoint, vapid.serviceOrigins);
  if (problem) throw new PermanentDeliveryError(problem.message);
  const webPush = (await import('web-push')).default;
  const details = webPush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: PUSH_TTL_SECONDS,
      urgency: 'high',
      contentEncoding: 'aes128gcm',
      ...(topic ? { topic } : {}),
    },
  );
  const host = new URL(target.endpoint).host;
  let response: Response;
  try {
    response = await publicFetch(
      details.endpoint,
      {
        method: details.method,
        headers: Object.fromEntries(
          Object.entries(details.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: details.body ? new Uint8Array(details.body) : null,
        signal: AbortSignal.timeout(15_000),
      },
      {
        check: (url) => pushEndpointProblem(url, vapid.serviceOrigins),
        trustedOrigins: vapid.serviceOrigins,
        maxRedirects: 0,
      },
    );
  } catch (error) {
    if (error instanceof RefusedUrlError) throw new PermanentDeliveryError(error.message);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The push service at ${host} could not be reached: ${reason}`, { cause: error });
  }
  await response.body?.cancel();
  if (response.status === 404 || response.status === 410) return { outcome: 'gone', status: response.status };
  if (response.ok) return { outcome: 'delivered', location: response.headers.get('location') ?? undefined };
  const answer = `The push service at ${host} answered ${response.status}`;
  // 429 and 5xx pass; any other refusal (400 malformed, 401/403 a key it does not accept, 413 too
  // large) would be refused again.
  if (response.status === 429 || response.status >= 500) throw new Error(answer);
  throw new PermanentDeliveryError(answer);
}
