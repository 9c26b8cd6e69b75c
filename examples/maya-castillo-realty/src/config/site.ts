import type { SiteConfig } from '@agent-sites/site-engine/site-definition';
import { agent } from './agent.ts';

const NAV_ITEMS = [
  { href: '/', label: 'Home' },
  { href: '/listings', label: 'Listings' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
];

export const site: SiteConfig = {
  name: `${agent.name} Realty`,
  defaultUrl: 'https://www.mayacastillo-realty.example',
  locale: 'en_US',
  shareImage: '/images/share-card.jpg',
  headerTagline: 'Northern Colorado Real Estate',
  nav: NAV_ITEMS,
  cta: { href: '/contact', label: `Talk with ${agent.firstName}` },
  quickLinks: NAV_ITEMS,
  legalLinks: [],
  equalHousing:
    'Equal Housing Opportunity. Every client is served without regard to any class protected by federal or Colorado law.',
  addressRegion: 'CO',
};
