import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { annotateRouter } from './pure-router-plugin.ts';

/** The modules of the React Router the site's browser build bundles. */
async function routerModules(): Promise<string[]> {
  const require = createRequire(join(import.meta.dirname, '../../package.json'));
  const routerDom = dirname(require.resolve('react-router-dom/package.json'));
  const router = dirname(createRequire(join(routerDom, 'package.json')).resolve('react-router/package.json'));
  const dist = join(router, 'dist/development');
  const files = (await readdir(dist)).filter((file) => file.endsWith('.mjs'));
  return Promise.all(files.map((file) => readFile(join(dist, file), 'utf8')));
}

describe('annotateRouter', () => {
  it('still finds the installed React Router components it lets the bundler drop', async () => {
    const source = (await routerModules()).find((code) => /^var NavLink = /m.test(code));
    expect(source, 'a React Router module that defines NavLink').toBeDefined();
    const annotated = annotateRouter(source!);
    for (const component of ['Link', 'NavLink', 'Form'])
      expect(annotated).toMatch(
        new RegExp(`^var ${component} = /\\* @__PURE__ \\*/ React\\d*\\.forwardRef\\(`, 'm'),
      );
    expect(annotated).not.toMatch(/^\w+\.displayName = /m);
  });

  it('still finds the development warnings the production build turns off', async () => {
    const source = (await routerModules()).find((code) => /^var ENABLE_DEV_WARNINGS = /m.test(code));
    expect(source, 'a React Router module that defines ENABLE_DEV_WARNINGS').toBeDefined();
    expect(annotateRouter(source!)).toMatch(/^var ENABLE_DEV_WARNINGS = false;$/m);
  });

  it('keeps every other statement, and turns the development warnings off', () => {
    const code = [
      'var Link = React10.forwardRef(function Link() {});',
      'Link.displayName = "Link";',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'const title = props.displayName = "kept";',
      'var ENABLE_DEV_WARNINGS = true;',
    ].join('\n');
    expect(annotateRouter(code).split('\n')).toEqual([
      'var Link = /* @__PURE__ */ React10.forwardRef(function Link() {});',
      '',
      'RenderErrorBoundary.contextType = RSCRouterContext;',
      'const title = props.displayName = "kept";',
      'var ENABLE_DEV_WARNINGS = false;',
    ]);
  });
});
