import type { AgentConfig } from '@agent-sites/site-engine/site-definition';

/** Maya's identity. A fictional agent: 555-01xx numbers and example.com never reach anyone. */
export const agent: AgentConfig = {
  name: 'Maya Castillo',
  firstName: 'Maya',
  licenseLine: 'Licensed Real Estate Broker, State of Colorado, License #FA100000000 (fictional)',
  brokerages: [{ name: 'Poudre Valley Realty, Fort Collins, Colorado', state: 'Colorado' }],
  phone: { display: '(970) 555-0123', href: 'tel:+19705550123' },
  email: 'maya@example.com',
  socials: { facebook: 'https://www.facebook.com/', instagram: 'https://www.instagram.com/' },
  timeZone: 'America/Denver',
  listingState: 'CO',
  serviceArea: ['Fort Collins', 'Loveland', 'Windsor', 'Timnath', 'Larimer County'],
  tagline: 'Front Range homes, found with patience and sold with care.',
  photos: {
    headshot: { file: 'headshot.svg' },
    hero: { file: 'hero-foothills.svg', alt: '' },
  },
};
