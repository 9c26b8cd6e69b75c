import type { ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import type { Theme } from './tokens';

export interface ThemeProviderProps {
  /** The theme to apply: `baseTheme`, `coastalTheme` or one made with `createTheme`. */
  theme: Theme;
  /**
   * Render the global styles (theme variables on `:root`, reset, base type). Leave on once per
   * page; turn off for nested providers.
   * @default true
   */
  withGlobalStyle?: boolean;
  children: ReactNode;
}

/** Provides a theme to every component below it, for styled-components and as CSS variables. */
export function ThemeProvider({ theme, withGlobalStyle = true, children }: ThemeProviderProps) {
  return (
    <StyledThemeProvider theme={theme}>
      {withGlobalStyle && <GlobalStyle />}
      {children}
    </StyledThemeProvider>
  );
}
