// The alert settings page's rules, pure: the settings row as the form edits it, the quiet hours'
// choices, a device's name for the list of devices, and the VAPID key as the browser takes it.
// The reads and writes are in `use-alerts.ts`, the browser's side of push in `this-device.ts`.
import { parseWorkingHours, type WorkingHours } from '@agent-sites/schemas';

/** A row of `public.alert_settings` (times as Postgres answers them, `21:00:00`). */
export interface AlertSettingsRow {
  sms_enabled: boolean;
  quiet_hours_enabled: boolean;
  quiet_start: string;
  quiet_end: string;
  no_reply_kinds_enabled: boolean;
  /** The ceiling on texts: past either, leads' texts are held and one summary text tells of them. */
  sms_per_hour: number;
  sms_per_day: number;
  /** When the agent works, per weekday: the reply promise and held alerts follow it (decision 041). */
  working_hours: WorkingHours;
}

export const ALERT_SETTINGS_COLUMNS =
  'sms_enabled, quiet_hours_enabled, quiet_start, quiet_end, no_reply_kinds_enabled, sms_per_hour, sms_per_day, working_hours';

/** What is wrong with the working hours as set, or nothing when they can be saved. */
export function workingHoursError(hours: WorkingHours): string | undefined {
  const parsed = parseWorkingHours(hours);
  return typeof parsed === 'string' ? parsed : undefined;
}

/** The ceiling's range, as the table's constraints hold it (20261127090000_alert_text_ceiling.sql). */
export const TEXT_CEILING = { perHour: { min: 1, max: 100 }, perDay: { min: 1, max: 1000 } } as const;

/** What the agent typed in a ceiling field as a whole number, or undefined. */
const wholeNumber = (typed: string) => (/^\s*\d{1,5}\s*$/.test(typed) ? Number(typed) : undefined);

/** The ceiling as typed, as numbers and what is wrong with each field (nothing when it can be saved). */
export function readTextCeiling(perHour: string, perDay: string) {
  const hour = wholeNumber(perHour);
  const day = wholeNumber(perDay);
  const outside = (value: number | undefined, { min, max }: { min: number; max: number }) =>
    value === undefined || value < min || value > max
      ? `Enter a whole number from ${min} to ${max.toLocaleString('en-US')}.`
      : undefined;
  const errors = {
    sms_per_hour: outside(hour, TEXT_CEILING.perHour),
    sms_per_day:
      outside(day, TEXT_CEILING.perDay) ??
      (hour !== undefined && day !== undefined && day < hour
        ? 'Allow at least as many texts a day as an hour.'
        : undefined),
  };
  return { sms_per_hour: hour ?? 0, sms_per_day: day ?? 0, errors };
}

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

/** The end of a working day: any half hour, or midnight at its end. */
export const WORKING_END_OPTIONS = [...QUIET_HOUR_OPTIONS.slice(1), { value: '24:00', label: 'Midnight' }];

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
