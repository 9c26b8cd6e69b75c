import { LinkProvider, ThemeProvider, type LinkComponent } from '@agent-sites/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { theme } from '../theme.ts';

/** The library's links become router links: in-site navigation without a page load. */
const RouterLink: LinkComponent = ({ href, ref, ...rest }) => <Link ref={ref} to={href} {...rest} />;

/** The providers every page sits in: theme, router links and the data cache. */
export function App({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 0, refetchOnWindowFocus: true, retry: 1 } },
      }),
  );
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <LinkProvider component={RouterLink}>{children}</LinkProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
