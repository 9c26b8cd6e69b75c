import { datedContent, sample } from '@agent-sites/site-engine/sample';
import type { AgentConfig, PartnerConfig as FeaturedPartner } from '@agent-sites/site-engine/site-definition';

export type { AgentConfig, AgentPhoto, Brokerage } from '@agent-sites/site-engine/site-definition';

/** A partner professional featured on the site: today, the mortgage loan officer. */
export interface PartnerConfig extends FeaturedPartner {
  /** The URL segment of the profile: /partners/{id}. */
  id: string;
  /** The name-based URL segment of the same profile: /partner/{slug}. */
  slug: string;
  firstName: string;
  title: string;
  company: string;
  email: string;
  phone: { display: string; href: string };
  website: string;
  /** The Nationwide Multistate Licensing System number a loan officer must show. */
  nmls: string;
}

/**
 * The agent's identity: the one place a name, licence, brokerage, phone, email or photo is
 * written. A second agent's site replaces this file, its photos and the theme; nothing else.
 *
 * SAMPLE VALUES: every value wrapped in `sample(...)` is a placeholder for development. Replace
 * each with the real agent's details, written without the wrapper; a build for a real domain
 * refuses to run while any remains, and names them (the engine's build/samples.ts). The shape
 * is the engine's (`AgentConfig`): what it shows of the agent.
 */
export const agent: AgentConfig = {
  name: sample('Alex Morgan'),
  firstName: sample('Alex'),
  licenseLine: sample('Licensed Real Estate Salesperson, State of Michigan, License #6501000000 (sample)'),
  brokerages: [
    { name: sample('Sample Realty Group, Royal Oak, Michigan'), state: 'Michigan' },
    { name: sample('Sample Gulf Realty, Sarasota, Florida'), state: 'Florida' },
  ],
  // 555-01xx numbers are fictional; example.com never delivers.
  phone: sample({ display: '(248) 555-0142', href: 'tel:+12485550142' }),
  email: sample('alex@example.com'),
  socials: {
    facebook: sample('https://www.facebook.com/'),
    instagram: sample('https://www.instagram.com/'),
  },
  timeZone: 'America/Detroit',
  listingState: 'MI',
  serviceArea: ['Detroit', 'Birmingham', 'Royal Oak', 'Metro Detroit', 'Wayne County', 'Oakland County'],
  tagline: 'Detroit Roots. Client-First Results. Your trusted Metro Detroit real estate expert.',
  photos: {
    // Drawn for this project (site/scripts/make-sample-photos.ts), CC0: no real person.
    headshot: sample({ file: 'sample-agent-headshot.svg' }),
    hero: sample({ file: 'sample-hero-detroit-skyline.svg', alt: '' }),
  },
};

/** The featured mortgage partner, whose profile lives at /partners/{id}. */
export const featuredPartner: PartnerConfig = {
  id: sample('jordan-reyes'),
  // The name, lower case, hyphenated.
  slug: sample('jordan-reyes'),
  // The name the trusted-mortgage-partner article uses.
  name: sample('Jordan Reyes'),
  firstName: sample('Jordan'),
  title: sample('Senior Loan Officer'),
  company: sample('Sample Lakes Home Lending'),
  email: sample('jordan@example.com'),
  phone: sample({ display: '(248) 555-0187', href: 'tel:+12485550187' }),
  website: sample('https://www.example.com/'),
  nmls: sample('0000000 (sample)'),
  profileImage: sample({ file: 'sample-partner-headshot.svg' }),
};

/**
 * What the site's content claims about itself, checked by a build for a real domain: it refuses
 * to run while the testimonials are still the demo's or the market snapshot is more than a
 * quarter old (the engine's `datedContent`), and names them.
 */
export const contentClaims = {
  // SAMPLE: the testimonials on /, /reviews and /sellers (content/pages/reviews.ts) were written
  // for the demo. Replace them with clients' own words, used with their permission, then say so
  // here without sample(...).
  testimonials: sample('written for the demo, not clients’ own words (content/pages/reviews.ts)'),
  // The day the market snapshot's figures are from (content/pages/market-update.ts shows its
  // month). Updating the figures means updating this date with them.
  marketSnapshot: datedContent('the market snapshot (content/pages/market-update.ts)', '2025-08-31'),
};
