import { LinkProvider, ThemeProvider, type LinkComponent } from '@agent-sites/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '../theme.ts';

/** The library's links become router links: in-site navigation without a page load. */
const RouterLink: LinkComponent = ({ href, ref, ...rest }) => <Link ref={ref} to={href} {...rest} />;

/** The providers every page sits in: the theme and router links. */
export function App({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
    </ThemeProvider>
  );
}
