// A complete agent's config, as an agent fills in site/src/config/agent.ts before launch: every value
// written without sample(...). The production build's test builds the site with it (through
// SITE_AGENT_CONFIG). The people and the domain are invented for the test; the photos are the
// drawn ones the project ships.
import { datedContent } from '@agent-sites/site-engine/sample';
import type { AgentConfig, PartnerConfig } from '../../site/src/config/agent.ts';

export const agent: AgentConfig = {
  name: 'Dana Whitfield',
  firstName: 'Dana',
  licenseLine: 'Licensed Real Estate Salesperson, State of Michigan, License #6501234567',
  brokerages: [
    { name: 'Hometown Realty, Royal Oak, Michigan', state: 'Michigan' },
    { name: 'Gulfside Realty, Sarasota, Florida', state: 'Florida' },
  ],
  phone: { display: '(248) 555-2671', href: 'tel:+12485552671' },
  email: 'dana@danasellsdetroit.com',
  socials: {
    facebook: 'https://www.facebook.com/danasellsdetroit',
    instagram: 'https://www.instagram.com/danasellsdetroit',
  },
  timeZone: 'America/Detroit',
  listingState: 'MI',
  serviceArea: ['Detroit', 'Birmingham', 'Royal Oak', 'Metro Detroit', 'Wayne County', 'Oakland County'],
  tagline: 'Detroit Roots. Client-First Results. Your trusted Metro Detroit real estate expert.',
  photos: {
    headshot: { file: 'sample-agent-headshot.svg' },
    hero: { file: 'sample-hero-detroit-skyline.svg', alt: '' },
  },
};

export const featuredPartner: PartnerConfig = {
  id: 'marcus-lee',
  slug: 'marcus-lee',
  name: 'Marcus Lee',
  firstName: 'Marcus',
  title: 'Loan Officer',
  company: 'Great Lakes Home Mortgage',
  email: 'marcus@greatlakeshomemortgage.com',
  phone: { display: '(248) 555-3390', href: 'tel:+12485553390' },
  website: 'https://www.greatlakeshomemortgage.com/',
  nmls: '1234567',
  profileImage: { file: 'sample-partner-headshot.svg' },
};

export const contentClaims = {
  testimonials: 'clients’ own words, used with their permission',
  // The agent updated the market snapshot's figures the day of the build.
  marketSnapshot: datedContent('the market snapshot', new Date().toISOString().slice(0, 10)),
};
