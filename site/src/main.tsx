import '@agent-sites/ui/fonts.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { App } from './app/App.tsx';
import { setHydrating } from './app/deferred.tsx';
import { routes } from './app/routes.tsx';

/**
 * Before hydrating, load the code and data of the routes on screen, so the first render in the
 * browser is exactly the prerendered HTML (see docs/decisions/004-prerender-and-hydrate.md).
 */
async function prepare(location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (route.lazy) {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, loaded);
      delete route.lazy;
    }
    if (typeof route.loader === 'function' && route.id) {
      const request = new Request(location.href);
      const args = {
        request,
        params,
        context: undefined,
        url: new URL(location.href),
        pattern: route.path ?? '',
      };
      try {
        loaderData[route.id] = await route.loader(args);
      } catch {
        // A redirect or failure: let the router run the loader again and act on it.
        return undefined;
      }
    }
  }
  return { loaderData };
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const hydrationData = await prepare(window.location);
const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
const app = (
  <StrictMode>
    <App>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);

// Prerendered pages say which path they were rendered for; the 404 page, served for any unknown
// path, and pages that redirect are rendered afresh instead of hydrated.
const path = window.location.pathname.replace(/(.)\/$/, '$1');
if (hydrationData && container.dataset.path === path) {
  // Cleared by the layout's first effect, once the prerendered page has been adopted.
  setHydrating(true);
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
