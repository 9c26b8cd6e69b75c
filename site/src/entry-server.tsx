import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { App } from './app/App.tsx';
import { preloadDeferred } from './app/deferred.tsx';
import { HeadCollector, HeadProvider, renderHead } from './app/head.tsx';
import { routes, type RouteHandle } from './app/routes.tsx';
import { absoluteUrl } from './config/site.ts';

import { env } from './config/env.ts';

export { prerenderPaths } from './app/prerender-paths.ts';
export { feed } from './app/feed.ts';

export const siteUrl = () => env.siteUrl;
export const supabaseUrl = () => env.supabaseUrl;

export interface RenderedPage {
  /** The page's HTTP status (404 for unknown paths). */
  status: number;
  /** Where the route redirects to, for paths that only redirect. */
  redirect?: string;
  head: string;
  /** The page's canonical URL, which the sitemap lists. */
  canonical: string;
  /** When the page's content last changed (ISO date), if it knows. */
  lastModified?: string;
  styles: string;
  html: string;
  /** The modules in `src/routes/` that rendered, whose chunks the page should preload. */
  modules: string[];
}

/**
 * Renders one path to HTML at build time: the page's markup, its styled-components rules and its
 * head (title, description, canonical, sharing tags, structured data).
 */
export async function render(path: string): Promise<RenderedPage> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(absoluteUrl(path)));
  // After the route modules have loaded, so the deferred forms they declare render in full.
  await preloadDeferred();
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location') ?? '/',
      head: '',
      canonical: '',
      styles: '',
      html: '',
      modules: [],
    };
  }
  const router = createStaticRouter(dataRoutes, context);
  const collector = new HeadCollector();
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StrictMode>
          <HeadProvider collector={collector}>
            <App>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </App>
          </HeadProvider>
        </StrictMode>,
      ),
    );
    if (!collector.head) throw new Error(`${path}: the page declares no <Seo> head`);
    const notFound = context.matches.some((match) => match.route.id === 'not-found');
    return {
      status: notFound ? 404 : context.statusCode,
      head: renderHead(collector.head),
      canonical: absoluteUrl(collector.head.path),
      lastModified: collector.head.lastModified,
      styles: sheet.getStyleTags(),
      html,
      modules: context.matches.flatMap((match) => {
        const handle = match.route.handle as RouteHandle | undefined;
        return handle ? [handle.module] : [];
      }),
    };
  } finally {
    sheet.seal();
  }
}
