/**
 * The sample identity values (marked `sample` in `src/config/agent.ts` and the pages' content) must
 * not reach a real domain. These are the marks they leave in a page: the "(sample)" notes, the
 * example.com addresses (RFC 2606), the fictional 555-0100 to 555-0199 numbers and the "Sample …"
 * brokerages.
 */
const SAMPLE_MARKS = [
  /\(sample\)/gi,
  /[\w.+-]+@example\.com\b/gi,
  /\b555-01\d\d\b/g,
  /\bSample [A-Z][a-z]+/g,
];

/** The sample values a page carries, each once; a field's placeholder ("you@example.com") is not one. */
export function samplesIn(html: string): string[] {
  const shown = html.replace(/\splaceholder="[^"]*"/g, '');
  return [...new Set(SAMPLE_MARKS.flatMap((mark) => shown.match(mark) ?? []))];
}

/** Whether `siteUrl` is a real domain, not one reserved for examples, tests or this machine. */
export function isRealDomain(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname;
  if (host === 'localhost' || /^\d+(?:\.\d+){3}$/.test(host) || host.startsWith('[')) return false;
  return !/(?:^|\.)(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/.test(host);
}

/**
 * Why a build for `siteUrl` must stop, or undefined: a page still carries sample values and the
 * site is going to a real domain, unless `allowed` (a demo on a real domain says so).
 */
export function sampleRefusal(
  siteUrl: string,
  samples: readonly string[],
  allowed: boolean,
): string | undefined {
  if (allowed || samples.length === 0 || !isRealDomain(siteUrl)) return undefined;
  return (
    `The pages for ${siteUrl} still carry sample values: ${samples.slice(0, 8).join(', ')}` +
    `${samples.length > 8 ? ', …' : ''}. Replace the values marked "sample" in site/src/config/agent.ts ` +
    `and site/src/content/pages/, or set ALLOW_SAMPLE_VALUES=1 to publish a demo.`
  );
}
