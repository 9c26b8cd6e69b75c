// This agent's site as the engine takes it (docs/decisions/038-the-site-definition.md): the agent,
// the frame's words and links, the theme and the public pages. The engine's Vite plugin hands it
// to the engine as `virtual:agent-site` (vite.config.ts). Every page loads it: its pages come
// only as `import()`, each its own chunk.
import { page, type SiteDefinition } from '@agent-sites/site-engine/site-definition';
import { agent, featuredPartner } from './config/agent.ts';
import { site } from './config/site.ts';
import { theme } from './theme.ts';

export default {
  agent,
  partner: featuredPartner,
  site,
  theme,
  pages: [
    page('home', '/', 'home', () => import('./routes/home.tsx')),
    page('about', '/about', 'about', () => import('./routes/about.tsx')),
    page('listings', '/listings', 'listings', () => import('./routes/listings.tsx')),
    page('listing', '/listing/:slug', 'listing', () => import('./routes/listing.tsx')),
    page('area', '/areas/:slug', 'area', () => import('./routes/area.tsx')),
    page('buyers', '/buyers', 'buyers', () => import('./routes/buyers.tsx')),
    page('sellers', '/sellers', 'sellers', () => import('./routes/sellers.tsx')),
    page('florida', '/florida-michigan', 'florida-michigan', () => import('./routes/florida-michigan.tsx')),
    page('reviews', '/reviews', 'reviews', () => import('./routes/reviews.tsx')),
    page('blog', '/blog', 'blog', () => import('./routes/blog.tsx')),
    page('article', '/blog/:slug', 'article', () => import('./routes/article.tsx')),
    page('partnerships', '/partnerships', 'partnerships', () => import('./routes/partnerships.tsx')),
    page('partner', '/partners/:partnerId', 'partner', () => import('./routes/partner.tsx')),
    page('partner-by-name', '/partner/:name', 'partner', () => import('./routes/partner.tsx')),
    page('rental', '/rentals/:slug', 'rental', () => import('./routes/rental.tsx')),
    page('contact', '/contact', 'contact', () => import('./routes/contact.tsx')),
    page('guide', '/guides/michigan-to-florida', 'guide', () => import('./routes/guide.tsx')),
    page('privacy', '/privacy', 'legal', () => import('./routes/legal.tsx').then((m) => m.privacy)),
    page('terms', '/terms', 'legal', () => import('./routes/legal.tsx').then((m) => m.terms)),
    page('not-found', '*', 'not-found', () => import('./routes/not-found.tsx')),
  ],
} satisfies SiteDefinition;
