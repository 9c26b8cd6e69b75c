// The boundaries eslint.config.js draws between the packages, tried with the imports they exist
// to refuse (docs/decisions/037-the-site-engine.md).
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const workspace = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: workspace });

/** The boundary rule's messages for `code` written in the workspace's file `path`. */
async function refusals(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${workspace}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
    .map((message) => message.message);
}

describe('the package boundaries', { timeout: 60_000 }, () => {
  it('refuse an engine module that imports a site, by path or by package', async () => {
    expect(
      await refusals(
        'packages/site-engine/src/build/probe.ts',
        "import { agent } from '../../../../site/src/config/agent.ts';\nexport const probe = agent;\n",
      ),
    ).toEqual([expect.stringContaining('The engine never imports a site')]);
    expect(
      await refusals(
        'packages/site-engine/src/server/probe.ts',
        "export { render } from '@agent-sites/site/entry-server';\n",
      ),
    ).toHaveLength(1);
  });

  it('refuse the library importing the engine', async () => {
    expect(
      await refusals(
        'packages/ui/src/components/probe.ts',
        "import { buildSite } from '@agent-sites/site-engine/build';\nexport const probe = buildSite;\n",
      ),
    ).toEqual([expect.stringContaining('import neither')]);
  });

  it("refuse the floor importing a page or a feature's code, and let it take their types", async () => {
    expect(
      await refusals(
        'packages/site-engine/src/app/probe.ts',
        "import { Component } from '../routes/admin.tsx';\nexport const probe = Component;\n",
      ),
    ).toEqual([expect.stringContaining('The floor every page loads')]);
    expect(
      await refusals(
        'packages/site-engine/src/app/probe.ts',
        "import type { ListingRow } from '../features/listings/rows.ts';\nexport type Probe = ListingRow;\n",
      ),
    ).toEqual([]);
  });

  it("refuse the site's definition, which the floor loads, importing a page or an engine feature", async () => {
    expect(
      await refusals(
        'site/src/site.ts',
        "import { Component } from './routes/home.tsx';\nexport const probe = Component;\n",
      ),
    ).toEqual([expect.stringContaining('The floor every page loads')]);
    expect(
      await refusals(
        'site/src/site.ts',
        "import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';\nexport const probe = ContactForm;\n",
      ),
    ).toEqual([expect.stringContaining('The floor every page loads')]);
  });

  it("let a site import the engine and a page's own chunk load lazily", async () => {
    expect(
      await refusals('site/src/site.ts', "export const load = () => import('./routes/home.tsx');\n"),
    ).toEqual([]);
    expect(
      await refusals(
        'site/src/routes/probe.tsx',
        "import { Seo } from '@agent-sites/site-engine/app/head.tsx';\nexport const probe = Seo;\n",
      ),
    ).toEqual([]);
  });
});
