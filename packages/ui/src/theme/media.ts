import { baseTheme } from './base';

const toEm = (px: number) => `${px / 16}em`;
const { breakpoint } = baseTheme;

/**
 * Media queries for styled rules, mobile first: `${media.up.md} { ... }`. Expressed in em so
 * they follow the visitor's font size, which keeps layouts sensible at 200% zoom.
 */
export const media = {
  up: {
    sm: `@media (min-width: ${toEm(breakpoint.sm)})`,
    md: `@media (min-width: ${toEm(breakpoint.md)})`,
    lg: `@media (min-width: ${toEm(breakpoint.lg)})`,
    xl: `@media (min-width: ${toEm(breakpoint.xl)})`,
  },
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
  hover: '@media (hover: hover)',
} as const;
