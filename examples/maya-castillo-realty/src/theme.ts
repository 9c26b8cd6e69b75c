import { coastalTheme } from '@agent-sites/ui';

/** Maya's theme: the library's second theme as it is. */
export const theme = coastalTheme;
