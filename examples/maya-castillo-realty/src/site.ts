// The site as the engine takes it: the agent, the frame, the theme and the page choices.
import { page, type SiteDefinition } from '@agent-sites/site-engine/site-definition';
import { agent } from './config/agent.ts';
import { site } from './config/site.ts';
import { theme } from './theme.ts';

export default {
  agent,
  site,
  theme,
  pages: [
    page('home', '/', 'home', () => import('./routes/home.tsx')),
    page('listings', '/listings', 'listings', () => import('./routes/listings.tsx')),
    page('listing', '/listing/:slug', 'listing', () => import('./routes/listing.tsx')),
    page('about', '/about', 'about', () => import('./routes/about.tsx')),
    page('contact', '/contact', 'contact', () => import('./routes/contact.tsx')),
    page('not-found', '*', 'not-found', () => import('./routes/not-found.tsx')),
  ],
} satisfies SiteDefinition;
