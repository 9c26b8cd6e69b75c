// One backend per DATA_DIR. Two processes writing one PGlite folder (or one storage folder) corrupt
// each other and lose acknowledged writes, so the second must refuse to start, as PostgreSQL does
// with postmaster.pid: the lock file names the process that holds the folder, and a lock whose
// process is gone (a crash) is taken over.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'backend.pid';

export class DataDirInUseError extends Error {}

/** Folders this process holds: a second backend in the same process is refused too. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Takes `dataDir` for this process, or throws DataDirInUseError naming the process that has it. */
export function lockDataDir(dataDir: string): { release(): void } {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const refuse = (pid: number) =>
    new DataDirInUseError(
      `Another local backend (process ${pid}) is using DATA_DIR ${dir}. Stop it first, or give this one ` +
        'its own DATA_DIR: two backends on one folder lose each other’s writes.',
    );
  if (held.has(dir)) throw refuse(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      held.add(dir);
      return {
        release() {
          if (!held.delete(dir)) return;
          if (holder(path) === process.pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = holder(path);
      if (pid !== undefined && pid !== process.pid && alive(pid)) throw refuse(pid);
      // Left by a process that is gone: take it over.
      rmSync(path, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not take DATA_DIR ${dir}: another process keeps taking it.`);
}
