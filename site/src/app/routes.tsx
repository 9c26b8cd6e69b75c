import type { RouteObject } from 'react-router-dom';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

/** Which module in `src/routes/` renders a route: the prerenderer preloads its chunk. */
export interface RouteHandle {
  module: string;
}

/**
 * Every route of the site. Each page is its own chunk (`lazy`), so a visitor downloads the code of
 * the page in front of them. Ids name the routes in hydration data and in the prerender report.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: Layout,
    ErrorBoundary: RouteError,
    children: [
      { id: 'home', index: true, lazy: () => import('../routes/home.tsx'), handle: { module: 'home' } },
      { id: 'about', path: 'about', lazy: () => import('../routes/about.tsx'), handle: { module: 'about' } },
      {
        id: 'listings',
        path: 'listings',
        lazy: () => import('../routes/listings.tsx'),
        handle: { module: 'listings' },
      },
      {
        id: 'listing',
        path: 'listing/:slug',
        lazy: () => import('../routes/listing.tsx'),
        handle: { module: 'listing' },
      },
      {
        id: 'buyers',
        path: 'buyers',
        lazy: () => import('../routes/buyers.tsx'),
        handle: { module: 'buyers' },
      },
      {
        id: 'sellers',
        path: 'sellers',
        lazy: () => import('../routes/sellers.tsx'),
        handle: { module: 'sellers' },
      },
      {
        id: 'florida',
        path: 'florida-michigan',
        lazy: () => import('../routes/florida-michigan.tsx'),
        handle: { module: 'florida-michigan' },
      },
      {
        id: 'reviews',
        path: 'reviews',
        lazy: () => import('../routes/reviews.tsx'),
        handle: { module: 'reviews' },
      },
      { id: 'blog', path: 'blog', lazy: () => import('../routes/blog.tsx'), handle: { module: 'blog' } },
      {
        id: 'article',
        path: 'blog/:slug',
        lazy: () => import('../routes/article.tsx'),
        handle: { module: 'article' },
      },
      {
        id: 'partnerships',
        path: 'partnerships',
        lazy: () => import('../routes/partnerships.tsx'),
        handle: { module: 'partnerships' },
      },
      {
        id: 'partner',
        path: 'partners/:partnerId',
        lazy: () => import('../routes/partner.tsx'),
        handle: { module: 'partner' },
      },
      {
        id: 'partner-by-name',
        path: 'partner/:name',
        lazy: () => import('../routes/partner.tsx'),
        handle: { module: 'partner' },
      },
      {
        id: 'rental',
        path: 'rentals/:slug',
        lazy: () => import('../routes/rental.tsx'),
        handle: { module: 'rental' },
      },
      {
        id: 'contact',
        path: 'contact',
        lazy: () => import('../routes/contact.tsx'),
        handle: { module: 'contact' },
      },
      {
        id: 'privacy',
        path: 'privacy',
        lazy: () => import('../routes/legal.tsx').then((m) => m.privacy),
        handle: { module: 'legal' },
      },
      {
        id: 'terms',
        path: 'terms',
        lazy: () => import('../routes/legal.tsx').then((m) => m.terms),
        handle: { module: 'legal' },
      },
      {
        id: 'not-found',
        path: '*',
        lazy: () => import('../routes/not-found.tsx'),
        handle: { module: 'not-found' },
      },
    ],
  },
];
