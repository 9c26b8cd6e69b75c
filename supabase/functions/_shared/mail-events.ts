// Mail events from the email provider: Resend's webhooks (`email.bounced`: the recipient's server
// refused the email for good; `email.complained`: the recipient marked it as spam), signed as Svix
// signs them. A saved search whose email bounced or drew a complaint stops
// (docs/decisions/055-saved-search-alerts.md).

/** How far a signed request's time may be from now: Svix's own tolerance. */
const TOLERANCE_SECONDS = 5 * 60;

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | undefined {
  try {
    return Uint8Array.from(atob(text), (character) => character.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** Compares without stopping at the first difference. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Whether `body` is signed with `secret` (`whsec_` and base64), as Svix signs a webhook: HMAC-SHA256
 * of `<svix-id>.<svix-timestamp>.<body>`, base64, among the `v1,<signature>` of `svix-signature`,
 * sent within five minutes of `now`. Answers the reason when it is not.
 */
export async function svixProblem(
  headers: Headers,
  body: string,
  secret: string,
  now: Date,
): Promise<string | undefined> {
  const id = headers.get('svix-id');
  const timestamp = headers.get('svix-timestamp');
  const signatures = headers.get('svix-signature');
  if (!id || !timestamp || !signatures)
    return 'The svix-id, svix-timestamp and svix-signature headers are required.';
  const seconds = Number(timestamp);
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - seconds) > TOLERANCE_SECONDS)
    return 'The signature is too old or from the future.';
  const keyBytes = base64Bytes(secret.replace(/^whsec_/, ''));
  if (!keyBytes || keyBytes.length === 0) return 'RESEND_WEBHOOK_SECRET is not a signing secret (whsec_…).';
  const key = await crypto.subtle.importKey('raw', keyBytes, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const signed = new Uint8Array(
    await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(`${id}.${timestamp}.${body}`)),
  );
  const expected = btoa(String.fromCharCode(...signed));
  const matches = signatures
    .split(' ')
    .some((part) => part.startsWith('v1,') && sameText(part.slice(3), expected));
  return matches ? undefined : 'The signature does not match.';
}

/** What a mail event says about the searches: stop them (with why), or nothing. */
export function stopReason(event: unknown): { emailId: string; reason: string } | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const { type, data } = event as { type?: unknown; data?: { email_id?: unknown } };
  const emailId = data?.email_id;
  if (typeof emailId !== 'string' || !/^[\w-]{1,100}$/.test(emailId)) return undefined;
  if (type === 'email.bounced')
    return { emailId, reason: 'Bounced: the mail server refused the address for good' };
  if (type === 'email.complained')
    return { emailId, reason: 'Complaint: the recipient marked an email as spam' };
  return undefined;
}
