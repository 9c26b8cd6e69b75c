import { baseTheme } from './base';
import type { Theme } from './tokens';

type TokenTree = Omit<Theme, 'name' | 'breakpoint'>;
type VarTree<T> = { readonly [K in keyof T]: T[K] extends string ? string : VarTree<T[K]> };

const PREFIX = '--as';

/**
 * Every theme token as a CSS custom property reference, for use in static styled rules:
 * `color: ${vars.color.text.muted};` compiles to `color: var(--as-color-text-muted);`.
 */
export const vars = build(tokensOf(baseTheme), PREFIX) as VarTree<TokenTree>;

/** The CSS declarations that give every token of `theme` its value. */
export function themeToCssVariables(theme: Theme): string {
  const lines: string[] = [];
  walk(tokensOf(theme), PREFIX, (name, value) => lines.push(`${name}: ${value};`));
  return lines.join('\n');
}

function tokensOf(theme: Theme): TokenTree {
  const { name: _name, breakpoint: _breakpoint, ...tokens } = theme;
  return tokens;
}

function build(tree: object, prefix: string): object {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      const name = `${prefix}-${kebab(key)}`;
      return [key, typeof value === 'string' ? `var(${name})` : build(value as object, name)];
    }),
  );
}

function walk(tree: object, prefix: string, visit: (name: string, value: string) => void) {
  for (const [key, value] of Object.entries(tree)) {
    const name = `${prefix}-${kebab(key)}`;
    if (typeof value === 'string') visit(name, value);
    else walk(value as object, name, visit);
  }
}

function kebab(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
