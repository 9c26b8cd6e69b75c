import { LinkProvider, ThemeProvider } from '@agent-sites/ui';
import type { ReactNode } from 'react';
import { theme } from '../theme.ts';
import { RouterLink } from './router-link.tsx';

/** The providers every page sits in: the theme, and router links for the library's in-site links. */
export function App({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
    </ThemeProvider>
  );
}
