import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A static section's markup is adopted from the prerendered page without its code
// (`staticIslands` in the engine's app/deferred.tsx), so a handler in it would silently do nothing. The lint that
// `npm test` runs refuses one; this proves it does, on a section as someone might write it.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.message);
}

const SECTION = `import { Button } from '@agent-sites/ui';
import { useState } from 'react';

export function Opening() {
  const [open, setOpen] = useState(false);
  return <Button onClick={() => setOpen(!open)}>More</Button>;
}
`;

describe('static sections', { timeout: 60_000 }, () => {
  it('may not carry an event handler or state', async () => {
    const found = await problems('site/src/routes/example-sections.tsx', SECTION);
    expect(found).toEqual([
      expect.stringMatching(/^A static section runs no code on a prerendered page: state or effects/),
      expect.stringMatching(/^A static section runs no code on a prerendered page: an event handler/),
    ]);
  });

  it('nor may the components they are made of', async () => {
    const found = await problems('site/src/components/Example.tsx', SECTION);
    expect(found).toHaveLength(2);
  });

  it('leaves a page module, which hydrates, free to handle events', async () => {
    expect(await problems('site/src/routes/example.tsx', SECTION)).toEqual([]);
  });
});
