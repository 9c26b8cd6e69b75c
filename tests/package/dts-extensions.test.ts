import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { declarationSpecifier, rewriteSpecifiers } from '../../scripts/dts-extensions.mjs';

const folder = mkdtempSync(join(tmpdir(), 'dts-extensions-'));
mkdirSync(join(folder, 'theme'));
for (const file of ['index.d.ts', 'Card.styles.d.ts', 'options.d.ts', 'theme/index.d.ts']) {
  writeFileSync(join(folder, file), '');
}
const resolveIn = (specifier: string): string => declarationSpecifier(folder, specifier);

describe('the declarations rewrite for node16 resolution', () => {
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('adds .js to a file, /index.js to a folder and turns .ts into .js', () => {
    expect(resolveIn('./Card.styles')).toBe('./Card.styles.js');
    expect(resolveIn('./theme')).toBe('./theme/index.js');
    expect(resolveIn('./options.ts')).toBe('./options.js');
    expect(resolveIn('./options.js')).toBe('./options.js');
  });

  it('fails the build on a specifier that names no declaration', () => {
    expect(() => resolveIn('./missing')).toThrow('./missing');
  });

  it('rewrites exports, imports and import types, and leaves packages and doc comments alone', () => {
    const code = [
      "export * from './theme';",
      "import { MenuButton } from '../x.styles';",
      'export declare const A: import("./a").B;',
      "import type { FC } from 'react';",
      " * e.g. `staticIslands(() => import('./home-sections.tsx'))`",
    ].join('\n');
    expect(rewriteSpecifiers(code, (specifier: string) => `${specifier}.js`)).toBe(
      [
        "export * from './theme.js';",
        "import { MenuButton } from '../x.styles.js';",
        'export declare const A: import("./a.js").B;',
        "import type { FC } from 'react';",
        " * e.g. `staticIslands(() => import('./home-sections.tsx'))`",
      ].join('\n'),
    );
  });
});
