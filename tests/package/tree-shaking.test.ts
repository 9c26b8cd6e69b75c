import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script without declarations
import { bundle } from '../../packages/ui/scripts/bundle.mjs';

const ui = new URL('../../packages/ui/', import.meta.url);
const consentLabel = 'I agree to receive texts/emails about my inquiry';

// tests/package/global-setup.ts built dist/ when it packed the library.
describe('the built @agent-sites/ui package', () => {
  it('ships ES modules, type declarations, the self-hosted fonts and the placeholder named in its exports map', () => {
    const pkg = JSON.parse(readFileSync(new URL('package.json', ui), 'utf8'));
    expect(pkg.exports['.']).toEqual({ types: './dist/types/index.d.ts', import: './dist/index.js' });
    expect(pkg.exports['./placeholder.svg']).toBe('./dist/theme/placeholder.svg');
    for (const file of [
      'dist/index.js',
      'dist/types/index.d.ts',
      'dist/fonts.css',
      'dist/theme/placeholder.svg',
    ]) {
      expect(existsSync(new URL(file, ui)), file).toBe(true);
    }
    const fonts = readFileSync(new URL('dist/fonts.css', ui), 'utf8');
    for (const [, file] of fonts.matchAll(/url\('\.\/([^']+)'\)/g)) {
      expect(existsSync(new URL(`dist/${file}`, ui)), file).toBe(true);
    }
    expect(pkg.peerDependencies).toHaveProperty('react');
    expect(pkg.peerDependencies).toHaveProperty('styled-components');
  });

  it('is built for production whatever the environment building it, with the production JSX runtime', () => {
    // Built under a test runner (NODE_ENV=test), Vite once shipped React's development runtime.
    const card = readFileSync(new URL('dist/components/Card/Card.js', ui), 'utf8');
    expect(card).toContain('react/jsx-runtime');
    expect(card).not.toContain('jsx-dev-runtime');
  });

  it('gives a consumer importing only ListingCard a bundle without the forms', async () => {
    const code: string = await bundle(`export { ListingCard } from '@agent-sites/ui';`);
    expect(code).toContain('View Details');
    expect(code).not.toContain('formik');
    expect(code).not.toContain('react-toastify');
    expect(code).not.toContain(consentLabel);
    // The placeholder drawing is a file the bundler emits, never bytes in the script.
    expect(code).toMatch(/new URL\("[^"]*placeholder[^"]*\.svg"/);
    expect(code).not.toContain('data:image/svg');
  });

  it('gives a consumer importing InquiryForm the form and formik', async () => {
    const code: string = await bundle(`export { InquiryForm } from '@agent-sites/ui';`);
    expect(code).toContain(consentLabel);
    expect(code).toContain('formik');
  });
});
