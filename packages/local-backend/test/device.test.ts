import { describe, expect, it } from 'vitest';
import { DEVICE_COOKIE, deviceCookie, knownDevice, newDeviceToken } from '../src/auth/device.ts';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

describe('device cookies', () => {
  it('are known again for the email they were issued for, and name one device', () => {
    const token = newDeviceToken(SECRET, 'Agent@Example.com');
    const id = knownDevice(`other=1; ${DEVICE_COOKIE}=${token}`, SECRET, 'agent@example.com');
    expect(id).toBe(token.split('.')[0]);
    expect(newDeviceToken(SECRET, 'agent@example.com')).not.toBe(token);
  });

  it('are not known for another email, another secret, or when altered', () => {
    const token = newDeviceToken(SECRET, 'agent@example.com');
    expect(knownDevice(`${DEVICE_COOKIE}=${token}`, SECRET, 'someone@example.com')).toBeUndefined();
    expect(knownDevice(`${DEVICE_COOKIE}=${token}`, `${SECRET}!`, 'agent@example.com')).toBeUndefined();
    const altered = `${token.slice(0, 21)}${token[21] === 'A' ? 'B' : 'A'}${token.slice(22)}`;
    expect(knownDevice(`${DEVICE_COOKIE}=${altered}`, SECRET, 'agent@example.com')).toBeUndefined();
    expect(knownDevice(undefined, SECRET, 'agent@example.com')).toBeUndefined();
    expect(knownDevice(`${DEVICE_COOKIE}=x.y`, SECRET, 'agent@example.com')).toBeUndefined();
  });

  it('are sent only to the auth API, never to scripts, and only over HTTPS when the site is', () => {
    expect(deviceCookie('t', false)).toBe(
      `${DEVICE_COOKIE}=t; Path=/auth/v1; Max-Age=31536000; HttpOnly; SameSite=Strict`,
    );
    expect(deviceCookie('t', true)).toMatch(/; Secure$/);
  });
});
