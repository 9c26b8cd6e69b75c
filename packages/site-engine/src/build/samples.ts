/**
 * Sample values must not reach a real domain. The agent's config marks its placeholders with
 * `sample(...)` (`src/config/sample.ts`), and the build names each one still there; after
 * rendering it also looks for the marks samples leave in a page, wherever they were copied: the
 * "(sample)" notes, the example.com addresses (RFC 2606), the fictional 555-0100 to 555-0199
 * numbers and the "Sample …" brokerages.
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

/** Where the samples were found, and what to do about them. */
const WHERE = {
  config: (file: string) =>
    `Replace each in the agent's config (${file}), writing the real value without sample(...), ` +
    'or update the dated content and its date there',
  pages: (file: string) => `Replace each where it is written (${file} or the site's content)`,
} as const;

/**
 * Why a build for `siteUrl` must stop, naming every sample value, or undefined: the site is going
 * to a real domain with samples in `where`, unless `allowed` (a demo on a real domain says so).
 */
export function sampleRefusal(
  siteUrl: string | undefined,
  samples: readonly string[],
  allowed: boolean,
  where: keyof typeof WHERE,
  /** The agent's config module, as the site's developer finds it (`site/src/config/agent.ts`). */
  configFile: string,
): string | undefined {
  if (allowed || samples.length === 0 || !siteUrl || !isRealDomain(siteUrl)) return undefined;
  const found =
    where === 'config'
      ? "the agent's config still has sample or out-of-date values"
      : 'the pages still carry sample values';
  return [
    `The site for ${siteUrl} is not built: ${found}.`,
    `${WHERE[where](configFile)}:`,
    ...samples.map((sample) => `  - ${sample}`),
    'Or set ALLOW_SAMPLE_VALUES=1 to publish a demo with them.',
  ].join('\n');
}
