import { featuredPartner } from '../config/agent.ts';
import { path as guidePath } from '../content/pages/guide.ts';
import { slug as rentalSlug } from '../content/pages/rental.ts';
import { allArticles } from '../features/blog/articles.ts';

/** Every public path known at build time, rendered to its own HTML file. */
export function prerenderPaths(): string[] {
  return [
    '/',
    '/about',
    '/listings',
    '/buyers',
    '/sellers',
    '/florida-michigan',
    '/reviews',
    '/blog',
    ...allArticles.map((article) => article.path),
    '/partnerships',
    `/partners/${featuredPartner.id}`,
    `/partner/${featuredPartner.slug}`,
    `/rentals/${rentalSlug}`,
    '/contact',
    guidePath,
    '/privacy',
    '/terms',
  ];
}
