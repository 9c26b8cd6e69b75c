import { LinkProvider, ThemeProvider } from '@agent-sites/ui';
import type { ReactNode } from 'react';
import definition from 'virtual:agent-site';
import { RouterLink } from './router-link.tsx';

/** The providers every page sits in: the site's theme, and router links for the library's in-site links. */
export function App({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={definition.theme}>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
    </ThemeProvider>
  );
}
