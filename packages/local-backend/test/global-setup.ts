// Once per test run: a PGlite data folder with the platform, migrations, seed and seed photos
// applied, which each test file copies (a new PGlite cluster takes seconds to initialise).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig, startBackend } from '../src/index.ts';

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'local-backend-template-'));
  // No outbox timer: nothing here sends mail, and the functions have no settings to run with.
  const backend = await startBackend(loadConfig({ PORT: '0', DATA_DIR: dir, OUTBOX_INTERVAL_MS: '0' }, dir));
  await backend.close();
  project.provide('pgliteTemplate', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
