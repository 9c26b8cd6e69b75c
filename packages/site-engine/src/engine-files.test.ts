import { describe, expect, it } from 'vitest';
import { ENGINE_BUILT, engineFile } from './engine-files.ts';

describe('the names of the engine files in use', () => {
  it('keeps a source name while the engine runs from its sources', () => {
    expect(ENGINE_BUILT).toBe(false);
    expect(engineFile('routes/admin.tsx')).toBe('routes/admin.tsx');
    expect(engineFile('../entry-server.tsx', false)).toBe('../entry-server.tsx');
  });

  it('names the built JavaScript once the engine is installed from its tarball', () => {
    expect(engineFile('routes/admin.tsx', true)).toBe('routes/admin.js');
    expect(engineFile('./render-worker.ts', true)).toBe('./render-worker.js');
    expect(engineFile('app/main.tsx', true)).toBe('app/main.js');
  });
});
