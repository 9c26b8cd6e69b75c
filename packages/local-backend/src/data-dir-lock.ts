// One backend per DATA_DIR. Two processes writing one PGlite folder (or one storage folder) corrupt
// each other and lose acknowledged writes, so the second must refuse to start, as PostgreSQL does
// with postmaster.pid: the lock file names the process that holds the folder, and a lock whose
// process is gone (a crash) is taken over.
import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'backend.pid';

export class DataDirInUseError extends Error {}

/** DATA_DIR cannot be made or written (read-only, not ours, or a file on its path). */
export class DataDirUnwritableError extends Error {}

const WHY: Record<string, string> = {
  EROFS: 'it is on a read-only file system',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOTDIR: 'a part of its path is a file, not a folder',
  ENOSPC: 'the disk is full',
};

/** The error of a write to `dir` that failed, said as what to do. */
function unwritable(dir: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === undefined || code === 'EEXIST') return error as Error;
  return new DataDirUnwritableError(
    `The local backend cannot write to DATA_DIR ${dir} (${WHY[code] ?? code}). ` +
      'Set DATA_DIR to a folder it can write, or make this one writable.',
  );
}

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
  try {
    mkdirSync(dir, { recursive: true });
  } catch (error) {
    throw unwritable(dir, error);
  }
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
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw unwritable(dir, error);
      const pid = holder(path);
      if (pid !== undefined && pid !== process.pid && alive(pid)) throw refuse(pid);
      // Left by a process that is gone: take it over.
      rmSync(path, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not take DATA_DIR ${dir}: another process keeps taking it.`);
}
