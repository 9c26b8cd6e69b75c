import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { setAdoptingPrerender } from './deferred.tsx';
import { normalPath, PageDataProvider, readPageData } from './page-data.tsx';
import { firstPageLive, preparePage, SiteRoutes } from './routes.tsx';

/**
 * Starts the app on the page `boot.ts` loaded it into, and resolves once the page is live: hydrated
 * or rendered, with every component's effects (the islands' listeners among them) in place. A function rather than top-level code:
 * the page chunks import shared modules from this chunk, so this module must finish evaluating
 * before the page's chunk can, and only then may it wait for that chunk.
 */
export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');

  // The code and data of the page on screen load first, so the first render in the browser is
  // exactly the prerendered HTML (docs/decisions/004-prerender-and-hydrate.md).
  const path = normalPath(window.location.pathname);
  await preparePage(path);

  const app = (
    <StrictMode>
      <App>
        <BrowserRouter>
          <PageDataProvider data={readPageData(document)}>
            <SiteRoutes />
          </PageDataProvider>
        </BrowserRouter>
      </App>
    </StrictMode>
  );

  // Prerendered pages say which path they were rendered for. The 404 page, served for any unknown
  // path, is rendered afresh instead, as is any page the build could not know (a new listing).
  // Hydration is a transition, so React does it in slices between which the browser can paint and
  // answer input, rather than in one long task on a slow phone.
  if (container.dataset.path === path) {
    setAdoptingPrerender(true);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A transition here too: a page rendered afresh (the back office, a 404) then renders in
    // slices as well, rather than in one long task.
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  return firstPageLive;
}
