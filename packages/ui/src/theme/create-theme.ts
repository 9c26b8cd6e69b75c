import type { Theme, ThemeOverrides } from './tokens';

/**
 * Builds a theme by merging a partial theme onto a base. A second agent's site passes only what
 * differs (colours, fonts, radii); everything else, breakpoints included, comes from the base.
 */
export function createTheme(base: Theme, overrides: ThemeOverrides): Theme {
  return merge(base, overrides) as Theme;
}

function merge(base: object, overrides: object): object {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] = isPlainObject(value) && isPlainObject(current) ? merge(current, value) : value;
  }
  return result;
}

function isPlainObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
