export type { Theme, ThemeOverrides, Tone, FontSize, Space } from './tokens';
export { baseTheme } from './base';
export { coastalTheme } from './coastal';
export { createTheme } from './create-theme';
export { vars, themeToCssVariables } from './vars';
export { media } from './media';
export { PLACEHOLDER_PHOTO_SRC } from './placeholder-photo';
export { GlobalStyle } from './global-style';
export { ThemeProvider, type ThemeProviderProps } from './theme-provider';

import { baseTheme } from './base';
import { coastalTheme } from './coastal';

/** The themes that ship with the library, by Storybook toolbar key. */
export const themes = { default: baseTheme, coastal: coastalTheme } as const;
export type ThemeKey = keyof typeof themes;
