import type { SiteConfig } from '@agent-sites/site-engine/site-definition';
import { agent } from './agent.ts';

/** The header's links, in the spec's order. */
const NAV_ITEMS = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/listings', label: 'Listings' },
  { href: '/buyers', label: 'Buyers' },
  { href: '/sellers', label: 'Sellers' },
  { href: '/florida-michigan', label: 'Michigan to Florida' },
  { href: '/reviews', label: 'Reviews' },
  { href: '/blog', label: 'Blog' },
  { href: '/partnerships', label: 'Partnerships' },
  { href: '/contact', label: 'Contact' },
];

/** The site around the agent: its name, its frame's links and words (the engine's `SiteConfig`). */
export const site: SiteConfig = {
  name: `${agent.name} Real Estate`,
  // SAMPLE: the origin until `VITE_SITE_URL` names the real domain before launch.
  defaultUrl: 'https://www.alexmorgan-realestate.example',
  locale: 'en_US',
  // The site's own share card (its name and tagline on the hero photo), for structured data; each
  // page has its own. The build draws both (the engine's `build/share-card.ts`).
  shareImage: '/images/share-card.jpg',
  headerTagline: 'Metro Detroit Real Estate',
  nav: NAV_ITEMS,
  cta: { href: '/contact', label: `Work with ${agent.firstName}` },
  // The footer's Quick Links.
  quickLinks: NAV_ITEMS.slice(0, 5),
  legalLinks: [
    { href: '/privacy', label: 'Privacy Policy' },
    { href: '/terms', label: 'Terms of Use' },
  ],
  equalHousing:
    'Equal Housing Opportunity. Every client is served without regard to race, color, religion, sex, disability, familial status, national origin or any other class protected by federal, Michigan or Florida law.',
  addressRegion: 'MI',
};
