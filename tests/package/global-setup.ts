// Packs the publishable packages once for the package tests: each `prepack` builds its package,
// so the tree-shaking test reads the same dist/ the tarballs carry.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
// @ts-expect-error: a plain ES module script without declarations
import { packPublishable } from '../../scripts/check-packages.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The packed publishable packages, one `.tgz` path each. */
    tarballs: string[];
  }
}

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'agent-sites-tarballs-'));
  const packed: { tarball: string }[] = packPublishable(folder);
  project.provide(
    'tarballs',
    packed.map(({ tarball }) => tarball),
  );
  return () => rmSync(folder, { recursive: true, force: true });
}
