import { describe, expect, it } from 'vitest';
import { adminPrecache, withAppLinks } from './admin-app.ts';

// The site's pages under `src/routes/`, the engine's modules (the app shell, the back office) under
// `../engine/src/`, as a site's manifest names them.
const MANIFEST = {
  'index.html': { file: 'assets/boot-1.js', isEntry: true, dynamicImports: ['../engine/src/app/main.tsx'] },
  '../engine/src/app/main.tsx': {
    file: 'assets/main-1.js',
    imports: ['_shared-1.js'],
    dynamicImports: ['src/routes/home.tsx', '../engine/src/routes/admin.tsx'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  'src/routes/home.tsx': { file: 'assets/home-1.js', imports: ['_hero-1.js'] },
  '_hero-1.js': { file: 'assets/hero-1.js' },
  '../engine/src/routes/admin.tsx': {
    file: 'assets/admin-1.js',
    imports: ['_shared-1.js', '_supabase-1.js'],
    dynamicImports: [
      '../engine/src/app/head-tags.ts',
      'src/routes/listings.tsx',
      '../engine/src/routes/admin/leads.tsx',
    ],
  },
  '../engine/src/routes/admin/leads.tsx': { file: 'assets/leads-1.js', imports: ['_shared-1.js'] },
  '_supabase-1.js': { file: 'assets/supabase-1.js' },
  '../engine/src/app/head-tags.ts': { file: 'assets/head-1.js' },
  'src/routes/listings.tsx': { file: 'assets/listings-1.js' },
};
const SHELL =
  '<html><head><link rel="preload" href="/assets/inter-1.woff2"></head><body><img src="/assets/photos/headshot-192-1.webp" alt=""><script src="/assets/boot-1.js"></script></body></html>';

describe('the back office precache', () => {
  it('holds the shells, what they load (photos in folders too) and the back office’s code, and no public page', () => {
    expect(adminPrecache(SHELL, MANIFEST, ['/admin.webmanifest'], '../engine/src')).toEqual([
      '/admin',
      '/admin.webmanifest',
      '/admin/*',
      '/admin/sign-in',
      '/assets/admin-1.js',
      '/assets/boot-1.js',
      '/assets/head-1.js',
      '/assets/inter-1.woff2',
      '/assets/leads-1.js',
      '/assets/main-1.js',
      '/assets/photos/headshot-192-1.webp',
      '/assets/shared-1.js',
      '/assets/supabase-1.js',
    ]);
  });

  it('links the manifest and the home-screen icon from the shell', () => {
    expect(withAppLinks(SHELL, '/admin.webmanifest', '/admin-icons/icon-192.png')).toContain(
      '<link rel="manifest" href="/admin.webmanifest"><link rel="apple-touch-icon" href="/admin-icons/icon-192.png"></head>',
    );
  });
});
