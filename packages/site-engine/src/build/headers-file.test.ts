import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSiteHandler } from '../server/handler.ts';
import { adminRedirects } from '../service-worker/admin-shells.ts';
import { headersFile, LISTING_NOT_FOUND, LISTING_SHELL, netlifyListingRule } from './headers-file.ts';

/** The headers `_headers` gives a path matching its `/*` rule. */
function everyPathRule(file: string): Record<string, string> {
  const rule = file.split('\n\n')[0] ?? '';
  expect(rule.split('\n')[0]).toBe('/*');
  return Object.fromEntries(
    rule
      .split('\n')
      .slice(1)
      .map((line) => /^ {2}([^:]+): (.*)$/.exec(line)?.slice(1) ?? []),
  ) as Record<string, string>;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1);

const dist = mkdtempSync(join(tmpdir(), 'headers-file-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('headersFile', () => {
  it("has a static host revalidate the back office's service worker and type its manifest", () => {
    const file = headersFile();
    expect(file).toContain('/admin-sw.js\n  Cache-Control: no-cache\n');
    expect(file).toContain('/admin.webmanifest\n  Content-Type: application/manifest+json\n');
  });

  it("lets a static host's pages call the Supabase project they were built for", () => {
    const csp = everyPathRule(headersFile({ supabaseUrl: 'https://abcd.supabase.co' }))[
      'Content-Security-Policy'
    ];
    expect(directive(csp ?? '', 'connect-src')).toEqual(["'self'", 'https://abcd.supabase.co']);
    // A form sent without JavaScript posts to the project's submit-lead.
    expect(directive(csp ?? '', 'form-action')).toEqual(["'self'", 'https://abcd.supabase.co']);
    expect(directive(csp ?? '', 'img-src')).toContain('https://abcd.supabase.co');
  });

  it('allows the whole API origin when the project URL has a path', () => {
    // A CSP source with a path allows that one path: every /rest/v1 call below it would be blocked.
    const csp =
      everyPathRule(headersFile({ supabaseUrl: 'https://api.example.com/supabase' }))[
        'Content-Security-Policy'
      ] ?? '';
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
  });

  it('allows only its own origin when the site is built for the local backend on that origin', () => {
    const csp = everyPathRule(headersFile())['Content-Security-Policy'] ?? '';
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  it.each([undefined, 'https://abcd.supabase.co'])(
    "sends every page the headers the site's own server sends (API %s)",
    async (supabaseUrl) => {
      const live = await createSiteHandler({ root: dist, supabaseUrl })(new Request('http://site.test/'));
      const file = everyPathRule(headersFile({ supabaseUrl }));
      expect(Object.keys(file).length).toBeGreaterThanOrEqual(7);
      for (const [name, value] of Object.entries(file)) expect(live.headers.get(name), name).toBe(value);
    },
  );

  it('keeps every page and file from being loaded by another site', () => {
    expect(everyPathRule(headersFile())['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('caches hashed assets for a year', () => {
    expect(headersFile()).toContain('\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
  });
});

describe('the fallback for listings saved after the build', () => {
  const netlifyToml = readFileSync(new URL('../../../../netlify.toml', import.meta.url), 'utf8');

  it('has Netlify answer a listing page the build did not write with the listing shell', () => {
    expect(netlifyToml).toContain(netlifyListingRule());
    expect(netlifyListingRule()).toMatch(
      /from = "\/listing\/\*"\n {2}to = "\/_shells\/listing\.html"\n {2}status = 200\n$/,
    );
  });

  it('never forces the rewrite over the prerendered listing pages', () => {
    expect(netlifyToml).not.toMatch(/force\s*=\s*true/);
  });

  it('keeps listings out of _redirects, which Cloudflare Pages follows even where a file matches', () => {
    expect(adminRedirects()).not.toContain('/listing');
  });

  it("puts Cloudflare Pages' nearest 404 page for listings in the listing folder", () => {
    expect(LISTING_NOT_FOUND).toBe('/listing/404.html');
    expect(LISTING_SHELL).toBe('/_shells/listing.html');
  });
});
