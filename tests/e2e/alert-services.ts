// The end-to-end server's lead alert stand-ins: serve-with-mail.ts runs a Web Push service and an
// SMS provider (Twilio's Messages API) on loopback, points the backend at them (VAPID keys, SMS_*)
// and writes each push message and text it takes as JSON into pushDir() and smsDir(); tests read
// them here, and can make one endpoint's push service unreachable for a while.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { readCaught } from './caught-folder.ts';

const PORT = process.env.E2E_PORT ?? 4317;

/** A push message the stand-in took: its headers and its encrypted body (base64). */
export interface CaughtPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  status: number;
}

/** A text message the stand-in took. */
export interface CaughtSms {
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

export const pushDir = (port: number | string = PORT) => join(tmpdir(), `agent-sites-e2e-push-${port}`);
export const smsDir = (port: number | string = PORT) => join(tmpdir(), `agent-sites-e2e-sms-${port}`);
/** Where the stand-in says where it listens. */
export const pushServiceFile = (port: number | string = PORT) =>
  join(tmpdir(), `agent-sites-e2e-push-service-${port}.json`);
/** One empty file per endpoint whose push service is down (named by the endpoint's last segment). */
export const pushDownDir = (port: number | string = PORT) =>
  join(tmpdir(), `agent-sites-e2e-push-down-${port}`);

/** The push service stand-in's origin, for an endpoint at it. */
export function pushServiceUrl(): string {
  return (JSON.parse(readFileSync(pushServiceFile(), 'utf8')) as { url: string }).url;
}

export const caughtPushes = () => readCaught<CaughtPush>(pushDir(), 'push message');
export const caughtSms = () => readCaught<CaughtSms>(smsDir(), 'text message');

/** Takes one endpoint's push service down (its connections dropped unanswered), or brings it back. */
export function setPushServiceDown(endpoint: string, down: boolean): void {
  const marker = join(pushDownDir(), basename(new URL(endpoint).pathname));
  if (down) {
    mkdirSync(pushDownDir(), { recursive: true });
    writeFileSync(marker, '');
  } else {
    rmSync(marker, { force: true });
  }
}
