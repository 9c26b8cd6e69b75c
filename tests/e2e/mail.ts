// The end-to-end server's mail: serve-with-mail.ts runs a real SMTP server on loopback, points the
// backend's SMTP_URL at it and writes each message it receives as JSON into mailDir(); tests read
// them here.
import { expect } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCaught } from './caught-folder.ts';

/** A file attached to a caught message, its content as text (calendar files are text). */
export interface CaughtAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** A message the SMTP server received, as the tests read it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  listUnsubscribe: string;
  attachments: CaughtAttachment[];
}

/** Where the server on `port` keeps the mail it caught (one folder per port, so runs do not mix). */
export function mailDir(port: number | string = process.env.E2E_PORT ?? 4317): string {
  return join(tmpdir(), `agent-sites-e2e-mail-${port}`);
}

/** Every message caught so far. */
export function caughtMail(): Promise<CaughtMail[]> {
  return readCaught<CaughtMail>(mailDir(), 'mail');
}

/** The agent's email about the lead the visitor at `email` sent, once it has arrived. */
export async function agentEmailAbout(email: string): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => {
      found = (await caughtMail()).find(
        (mail) => !mail.to.includes(email) && mail.text.includes(`Email: ${email}`),
      );
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}
