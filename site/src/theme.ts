import { baseTheme, createTheme } from '@agent-sites/ui';

/**
 * This agent's theme: the library's Motor City base as it is. A second agent's site passes its
 * own overrides here (see the library's Gulf Coast theme for a full example).
 */
export const theme = createTheme(baseTheme, {});
