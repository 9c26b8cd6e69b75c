import { describe, expect, it } from 'vitest';
import { datedContent, sample, sampleValuesIn, staleValuesIn } from '../sample.ts';
import { isRealDomain, sampleRefusal, samplesIn } from './samples.ts';

/** Where a site keeps its agent's config, as the refusal names it. */
const CONFIG = 'site/src/config/agent.ts';

describe('sampleValuesIn', () => {
  it('names every value marked sample in a config, with where it is', () => {
    const config = {
      agent: {
        name: sample('Alex Morgan'),
        phone: sample({ display: '(248) 555-0142', href: 'tel:+12485550142' }),
        serviceArea: ['Detroit', 'Royal Oak'],
        photos: { headshot: sample({ file: 'sample-agent-headshot.svg' }), hero: { file: 'riverwalk.jpg' } },
      },
      featuredPartner: { name: 'Jordan Reyes', nmls: sample('0000000 (sample)') },
    };
    expect(sampleValuesIn(config)).toEqual([
      'agent.name: Alex Morgan',
      'agent.phone: (248) 555-0142',
      'agent.photos.headshot: sample-agent-headshot.svg',
      'featuredPartner.nmls: 0000000 (sample)',
    ]);
  });

  it('finds nothing in a config whose values are all written without sample(...)', () => {
    expect(
      sampleValuesIn({ agent: { name: 'Dana Whitfield', photos: { headshot: { file: 'dana.jpg' } } } }),
    ).toEqual([]);
  });
});

describe('staleValuesIn', () => {
  const config = {
    contentClaims: {
      testimonials: 'clients’ own words, used with their permission',
      marketSnapshot: datedContent('the market snapshot', '2025-08-31'),
    },
  };

  it('names dated content more than a quarter old on the day of the build, with its age', () => {
    expect(staleValuesIn(config, new Date('2026-11-28T12:00:00Z'))).toEqual([
      'contentClaims.marketSnapshot: the market snapshot is from 2025-08-31, 454 days before this build',
    ]);
  });

  it('lets content through for the quarter after its date', () => {
    expect(staleValuesIn(config, new Date('2025-09-30T12:00:00Z'))).toEqual([]);
    expect(staleValuesIn(config, new Date('2025-12-01T12:00:00Z'))).toEqual([]);
    expect(staleValuesIn(config, new Date('2025-12-02T12:00:00Z'))).toHaveLength(1);
  });

  it('does not take an object of the same shape for dated content', () => {
    const copied = { claims: { marketSnapshot: { what: 'the market snapshot', asOf: '2020-01-01' } } };
    expect(staleValuesIn(copied, new Date('2026-11-28'))).toEqual([]);
  });

  it('refuses a date it cannot read', () => {
    const config = { claims: { marketSnapshot: datedContent('the market snapshot', 'August 2025') } };
    expect(() => staleValuesIn(config, new Date())).toThrow(
      'claims.marketSnapshot: "August 2025" is not a YYYY-MM-DD date',
    );
  });
});

describe('samplesIn', () => {
  it('finds the marks the sample identity leaves in a page, each once', () => {
    const html = `<footer>Licensed, License #6501000000 (sample) · Sample Realty Group, Royal Oak
      <a href="mailto:alex@example.com">alex@example.com</a> <a href="tel:+12485550142">(248) 555-0142</a></footer>`;
    expect(samplesIn(html).sort()).toEqual(['(sample)', '555-0142', 'Sample Realty', 'alex@example.com']);
  });

  it("finds nothing in a real agent's page", () => {
    const html = `<footer>Licensed, License #6501234567 · Hometown Realty, Royal Oak
      <a href="mailto:dana@danasellsdetroit.com">dana@danasellsdetroit.com</a> (248) 555-2671
      A sample of recent sales</footer>
      <input type="email" placeholder="you@example.com"><input type="tel" placeholder="(248) 555-0123">`;
    expect(samplesIn(html)).toEqual([]);
  });
});

describe('isRealDomain', () => {
  it('tells a real domain from those reserved for examples, tests and this machine', () => {
    expect(isRealDomain('https://www.danasellsdetroit.com')).toBe(true);
    for (const url of [
      'https://www.alexmorgan-realestate.example',
      'https://www.example.com',
      'http://site.test',
      'http://localhost:3000',
      'http://127.0.0.1:4400',
    ])
      expect(isRealDomain(url), url).toBe(false);
  });
});

describe('sampleRefusal', () => {
  it('stops a build for a real domain, naming every sample value and the file to edit', () => {
    const samples = Array.from({ length: 12 }, (_, index) => `agent.field${index}: value ${index}`);
    const refusal = sampleRefusal('https://www.danasellsdetroit.com', samples, false, 'config', CONFIG);
    for (const value of samples) expect(refusal).toContain(`  - ${value}`);
    expect(refusal).toContain('site/src/config/agent.ts');
    expect(refusal).toContain('ALLOW_SAMPLE_VALUES=1');
  });

  it('lets a demo, an example domain, an unset domain and a site without samples through', () => {
    const site = 'https://www.danasellsdetroit.com';
    expect(sampleRefusal(site, ['agent.name: Alex Morgan'], true, 'config', CONFIG)).toBeUndefined();
    expect(
      sampleRefusal('https://www.alexmorgan-realestate.example', ['x'], false, 'pages', CONFIG),
    ).toBeUndefined();
    expect(sampleRefusal(undefined, ['x'], false, 'config', CONFIG)).toBeUndefined();
    expect(sampleRefusal(site, [], false, 'pages', CONFIG)).toBeUndefined();
  });
});
