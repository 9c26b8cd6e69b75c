// The alert settings page's rules, pure: the settings row as the form edits it, the quiet hours'
// choices, a device's name for the list of devices, and the VAPID key as the browser takes it.
// The reads and writes are in `use-alerts.ts`, the browser's side of push in `this-device.ts`.

/** A row of `public.alert_settings` (times as Postgres answers them, `21:00:00`). */
export interface AlertSettingsRow {
  sms_enabled: boolean;
  quiet_hours_enabled: boolean;
  quiet_start: string;
  quiet_end: string;
  no_reply_kinds_enabled: boolean;
}

export const ALERT_SETTINGS_COLUMNS =
  'sms_enabled, quiet_hours_enabled, quiet_start, quiet_end, no_reply_kinds_enabled';

/** What `alert-channels` answers: what the server can send, and what is wrong with its settings. */
export interface AlertChannels {
  push: { publicKey: string } | null;
  sms: { to: string } | null;
  problems: { push?: string; sms?: string };
}

/** A device that receives push alerts (a row of `public.push_subscriptions`). */
export interface DeviceRow {
  id: string;
  endpoint: string;
  device: string;
  created_at: string;
}

/** `21:00:00` as the select's value `21:00`. */
export const timeValue = (time: string) => time.slice(0, 5);

const hourLabel = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** Every half hour of the day, labelled as the agent reads a clock ("9:30 PM"). */
export const QUIET_HOUR_OPTIONS = Array.from({ length: 48 }, (_, index) => {
  const value = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
  return { value, label: hourLabel.format(new Date(`1970-01-01T${value}:00Z`)).replace(/\s/gu, ' ') };
});

/** "Chrome on Android": enough to tell the agent's phone from their laptop in the list. */
export function deviceName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'A browser';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iPhone or iPad'
      : /Mac OS X/.test(userAgent)
        ? 'Mac'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'another system';
  return `${browser} on ${system}`;
}

/** A base64url key (the VAPID public key) as the bytes `PushManager.subscribe` takes. */
export function base64UrlBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (character) => character.charCodeAt(0));
}

/** Whether a subscription was made with this key (a key changed on the server needs a new one). */
export function sameKey(key: ArrayBuffer | null | undefined, publicKey: string): boolean {
  if (!key) return false;
  const expected = base64UrlBytes(publicKey);
  const actual = new Uint8Array(key);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}
