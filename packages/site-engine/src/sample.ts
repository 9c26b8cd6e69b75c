/**
 * Sample values: placeholders the agent's config starts with, marked by wrapping them in
 * `sample(...)`. A build for a real domain refuses to run while one remains and names each
 * (`build/samples.ts`); replacing a value means writing it without the wrapper.
 */

const marked = new Set<unknown>();

/** Marks `value` as a placeholder that must be replaced before launch; returns it unchanged. */
// A page that does not use the value drops the call: it matters only to the build's check.
/* @__NO_SIDE_EFFECTS__ */
export function sample<T>(value: T): T {
  marked.add(value);
  return value;
}

/** Whether `value` was marked with `sample`. */
export const isSample = (value: unknown): boolean => marked.has(value);

/** Content the site shows as current: what it is and the day its figures are from (YYYY-MM-DD). */
export interface DatedContent {
  readonly what: string;
  readonly asOf: string;
}

const dated = new WeakSet<object>();
const isDated = (value: object): value is DatedContent => dated.has(value);

/** How long dated content stays current: a quarter. */
export const FRESH_FOR_DAYS = 92;

/**
 * Marks content whose figures are from `asOf` (YYYY-MM-DD): the config's statement that it is
 * current. A build for a real domain refuses it once it is older than `FRESH_FOR_DAYS`, and
 * names it; updating the content means updating this date with it.
 */
/* @__NO_SIDE_EFFECTS__ */
export function datedContent(what: string, asOf: string): DatedContent {
  const content = { what, asOf };
  dated.add(content);
  return content;
}

const DAY_MS = 86_400_000;

/**
 * Every dated content in `config` older than `FRESH_FOR_DAYS` on `today`, with where it is:
 * `contentClaims.marketSnapshot: the market snapshot is from 2025-08-31, 453 days before this build`.
 */
export function staleValuesIn(config: Record<string, unknown>, today: Date, path = ''): string[] {
  return Object.entries(config).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (!isObject(value)) return [];
    if (!isDated(value)) return staleValuesIn(value, today, at);
    const { what, asOf } = value;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(asOf) || Number.isNaN(Date.parse(asOf)))
      throw new TypeError(`${at}: "${asOf}" is not a YYYY-MM-DD date`);
    const age = Math.floor((today.getTime() - Date.parse(asOf)) / DAY_MS);
    return age > FRESH_FOR_DAYS ? [`${at}: ${what} is from ${asOf}, ${age} days before this build`] : [];
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Every value marked `sample` in `config`, with where it is: `agent.name: Dana Reed`. A marked
 * object is named once, by its path, with its first text as the example.
 */
export function sampleValuesIn(config: Record<string, unknown>, path = ''): string[] {
  return Object.entries(config).flatMap(([key, value]) => {
    const at = path ? `${path}.${key}` : key;
    if (isSample(value)) return [`${at}: ${describe(value)}`];
    // A list's entries are named by their place in it: `agent.brokerages.1.name`.
    return isObject(value) ? sampleValuesIn(value, at) : [];
  });
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (isObject(value)) {
    const text = Object.values(value).find((field) => typeof field === 'string');
    return typeof text === 'string' ? text : JSON.stringify(value);
  }
  return JSON.stringify(value);
}
