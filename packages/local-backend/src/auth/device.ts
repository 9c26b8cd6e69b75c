// Device cookies (OWASP's defence against lockout as denial of service): a browser that has signed
// in to an account with the right password gets a cookie naming it as a known device of that
// account. Its sign-ins are then counted against the device alone, so a stranger's failures, which
// lock the account's email and the stranger's address, never lock the agent's own browser out.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'sb-device';

/** How long a browser stays a known device without signing in again. */
const MAX_AGE_SECONDS = 365 * 24 * 3600;

function mac(secret: string, id: string, email: string): string {
  return createHmac('sha256', secret).update(`device:${id}:${email.toLowerCase()}`).digest('base64url');
}

/** A new device token for `email`: a random id and its signature (the id is the lockout key). */
export function newDeviceToken(secret: string, email: string): string {
  const id = randomBytes(16).toString('base64url');
  return `${id}.${mac(secret, id, email)}`;
}

/** The device id in the request's cookie, when it was issued for this email by this server. */
export function knownDevice(
  cookieHeader: string | undefined,
  secret: string,
  email: string,
): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value = ''] = part.trim().split('=', 2) as [string, string | undefined];
    if (name !== DEVICE_COOKIE) continue;
    const match = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) continue;
    const [, id = '', signature = ''] = match;
    const expected = Buffer.from(mac(secret, id, email));
    const given = Buffer.from(signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return id;
  }
  return undefined;
}

/** The Set-Cookie value: sent only back to the auth API, never readable by scripts. */
export function deviceCookie(token: string, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/auth/v1; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}
