/**
 * Sample values: placeholders the agent's config starts with, marked by wrapping them in
 * `sample(...)`. A build for a real domain refuses to run while one remains and names each
 * (`build/samples.ts`); replacing a value means writing it without the wrapper.
 */

const marked = new Set<unknown>();

/** Marks `value` as a placeholder that must be replaced before launch; returns it unchanged. */
export function sample<T>(value: T): T {
  marked.add(value);
  return value;
}

/** Whether `value` was marked with `sample`. */
export const isSample = (value: unknown): boolean => marked.has(value);

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
