import { LinkProvider, ThemeProvider } from '@agent-sites/ui';
import type { ReactNode } from 'react';
import definition from 'virtual:agent-site';
import { RouterLink } from './router-link.tsx';

/**
 * The global styles (the theme's variables on `:root`, the reset) come with every page the build
 * writes, and styled-components takes them over from the page's HTML. The browser does not render
 * them again: styled-components would replace those rules with the same ones, and the page would be
 * restyled from `:root` down, about 60 ms on a slow phone, for nothing (docs/decisions/036-cheaper-hydration.md). Only the
 * development server's page, which has no prerendered styles, needs them from the browser.
 */
const withGlobalStyle = import.meta.env.SSR || import.meta.env.DEV;

/** The providers every page sits in: the site's theme, and router links for the library's in-site links. */
export function App({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={definition.theme} withGlobalStyle={withGlobalStyle}>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
    </ThemeProvider>
  );
}
