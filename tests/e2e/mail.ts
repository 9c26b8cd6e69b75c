// The end-to-end server's mail: serve-with-mail.ts runs a real SMTP server on loopback, points the
// backend's SMTP_URL at it and writes each message it receives as JSON into mailDir(); tests read
// them here.
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A message the SMTP server received, as the tests read it. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  listUnsubscribe: string;
}

/** Where the server on `port` keeps the mail it caught (one folder per port, so runs do not mix). */
export function mailDir(port: number | string = process.env.E2E_PORT ?? 4317): string {
  return join(tmpdir(), `agent-sites-e2e-mail-${port}`);
}

/** Every message caught so far. */
export async function caughtMail(): Promise<CaughtMail[]> {
  const dir = mailDir();
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new Error(
        `No mail folder at ${dir}: the e2e server was not started by tests/e2e/serve-with-mail.ts (stop the server on this port and run again)`,
      );
    }
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as CaughtMail),
  );
}
