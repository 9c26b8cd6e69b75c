import { agent } from './agent.ts';
import { env } from './env.ts';

/** The header's links, in the spec's order. */
export const NAV_ITEMS = [
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
] as const;

/** The footer's Quick Links. */
export const QUICK_LINKS = NAV_ITEMS.slice(0, 5);

export const LEGAL_LINKS = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Use' },
];

export const site = {
  url: env.siteUrl,
  name: `${agent.name} Real Estate`,
  locale: 'en_US',
  /**
   * The site's own share card (its name and tagline on the hero photo), for structured data; each
   * page has its own (`app/share-card.ts`). The build draws both (`build/share-card.ts`).
   */
  shareImage: '/images/share-card.jpg',
} as const;

/** An absolute URL on the site for a path. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${site.url}/`).toString();
}
