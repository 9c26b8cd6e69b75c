import { describe, expect, it } from 'vitest';
import { isRealDomain, sampleRefusal, samplesIn } from './samples.ts';

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
  it('stops a build for a real domain whose pages carry sample values, naming them and the files', () => {
    const refusal = sampleRefusal(
      'https://www.danasellsdetroit.com',
      ['555-0142', 'alex@example.com'],
      false,
    );
    expect(refusal).toContain('555-0142, alex@example.com');
    expect(refusal).toContain('site/src/config/agent.ts');
  });

  it('lets a demo, an example domain and a site without samples through', () => {
    expect(sampleRefusal('https://www.danasellsdetroit.com', ['555-0142'], true)).toBeUndefined();
    expect(sampleRefusal('https://www.alexmorgan-realestate.example', ['555-0142'], false)).toBeUndefined();
    expect(sampleRefusal('https://www.danasellsdetroit.com', [], false)).toBeUndefined();
  });
});
