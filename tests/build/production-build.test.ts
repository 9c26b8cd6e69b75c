import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The production build for a real domain: with the sample config it refuses to run and names every
// sample value; with a complete config (an agent's filled-in agent.ts) it builds the site.

const workspace = new URL('../../', import.meta.url);
const REAL_DOMAIN = 'https://www.danasellsdetroit.com';
// Inside the site's folder: the server build imports React and the rest from its node_modules.
const cache = new URL('site/node_modules/.cache/', workspace).pathname;
mkdirSync(cache, { recursive: true });
const out = mkdtempSync(join(cache, 'production-build-'));

afterAll(() => rmSync(out, { recursive: true, force: true }));

/** Runs a build script the way `npm run build:site` does; resolves with its exit code and output. */
function run(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [new URL(script, workspace).pathname], {
    cwd: new URL('.', workspace),
    env: { ...process.env, ALLOW_SAMPLE_VALUES: '', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

describe('the production build for a real domain', () => {
  it('refuses to run with the sample config, naming every sample value and where to replace it', async () => {
    const { code, output } = await run('site/scripts/build.ts', {
      VITE_SITE_URL: REAL_DOMAIN,
      SITE_DIST_DIR: join(out, 'refused'),
    });
    expect(code).toBe(1);
    for (const named of [
      'agent.name: Alex Morgan',
      'agent.firstName: Alex',
      'agent.licenseLine: Licensed Real Estate Salesperson, State of Michigan, License #6501000000 (sample)',
      'agent.brokerages.0.name: Sample Realty Group, Royal Oak, Michigan',
      'agent.brokerages.1.name: Sample Gulf Realty, Sarasota, Florida',
      'agent.phone: (248) 555-0142',
      'agent.email: alex@example.com',
      'agent.socials.facebook: https://www.facebook.com/',
      'agent.socials.instagram: https://www.instagram.com/',
      'agent.photos.headshot: sample-agent-headshot.svg',
      'agent.photos.hero: sample-hero-detroit-skyline.svg',
      'featuredPartner.name: Jordan Reyes',
      'featuredPartner.company: Sample Lakes Home Lending',
      'featuredPartner.email: jordan@example.com',
      'featuredPartner.phone: (248) 555-0187',
      'featuredPartner.nmls: 0000000 (sample)',
      'featuredPartner.profileImage: sample-partner-headshot.svg',
      'contentClaims.testimonials: written for the demo, not clients’ own words (content/pages/reviews.ts)',
    ])
      expect(output).toContain(`  - ${named}\n`);
    // The August 2025 snapshot, more than a quarter old on any day this test runs.
    expect(output).toMatch(
      / {2}- contentClaims\.marketSnapshot: the market snapshot \(content\/pages\/market-update\.ts\) is from 2025-08-31, \d+ days before this build\n/,
    );
    expect(output).toContain('site/src/config/agent.ts');
    // Nothing was built.
    expect(existsSync(join(out, 'refused'))).toBe(false);
  });

  it('builds the site with a complete config, its pages carrying the agent and no sample value', async () => {
    const dist = join(out, 'complete', 'dist');
    const { code, output } = await run('scripts/build-site.mjs', {
      VITE_SITE_URL: REAL_DOMAIN,
      SITE_AGENT_CONFIG: new URL('complete-agent.ts', import.meta.url).pathname,
      SITE_DIST_DIR: dist,
    });
    expect(code, output).toBe(0);
    const home = readFileSync(join(dist, 'index.html'), 'utf8');
    expect(home).toContain('Dana Whitfield');
    expect(home).toContain(`<link rel="canonical" href="${REAL_DOMAIN}/"`);
    expect(home).not.toContain('Alex Morgan');
    expect(existsSync(join(dist, 'partners/marcus-lee/index.html'))).toBe(true);
  });
});
