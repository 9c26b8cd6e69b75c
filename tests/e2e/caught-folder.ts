// What the end-to-end server's stand-ins caught (mail over SMTP, rebuild-hook calls): one JSON file
// per thing, numbered in the order caught, in a folder per server port. serve-with-mail.ts writes
// them; the tests read them (mail.ts, rebuild-hook.ts).
import { renameSync, writeFileSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Writes the `number`-th thing caught: aside first, then renamed into place whole, so a test never reads half a file. */
export function writeCaught(dir: string, number: number, value: unknown): void {
  const name = `${String(number).padStart(6, '0')}.json`;
  writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(value));
  renameSync(join(dir, `${name}.tmp`), join(dir, name));
}

/** Everything caught so far in `dir`, oldest first; `what` names the folder when it is missing. */
export async function readCaught<T>(dir: string, what: string): Promise<T[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      throw new Error(
        `No ${what} folder at ${dir}: the e2e server was not started by tests/e2e/serve-with-mail.ts (stop the server on this port and run again)`,
      );
    }
    throw error;
  });
  const files = names.filter((name) => name.endsWith('.json')).sort();
  return Promise.all(files.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as T));
}
