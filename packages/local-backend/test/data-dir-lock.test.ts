import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, LOCK_FILE, lockDataDir } from '../src/data-dir-lock.ts';

const dirs: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'data-dir-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes this process’s id, refuses the folder a second time, and frees it on release', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a folder a live process holds, naming it', () => {
    const dir = folder();
    // The parent of this process is alive for as long as the test runs.
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(
      `Another local backend (process ${process.ppid}) is using DATA_DIR`,
    );
  });

  it('takes over a lock left by a process that is gone, or an unreadable one', () => {
    for (const stale of ['2147483646\n', 'not a pid\n']) {
      const dir = folder();
      writeFileSync(join(dir, LOCK_FILE), stale);
      const lock = lockDataDir(dir);
      expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      lock.release();
    }
  });

  it('leaves a lock alone that another process took after this one let go', () => {
    const dir = folder();
    const lock = lockDataDir(dir);
    writeFileSync(join(dir, LOCK_FILE), `${process.ppid}\n`);
    lock.release();
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.ppid));
  });
});
