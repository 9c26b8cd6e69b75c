import { sample } from '@agent-sites/site-engine/sample';

/**
 * The agent's identity: the one place a name, licence, brokerage, phone, email or photo is
 * written. A second agent's site replaces this file, its photos and the theme; nothing else.
 *
 * SAMPLE VALUES: every value wrapped in `sample(...)` is a placeholder for development. Replace
 * each with the real agent's details, written without the wrapper; a build for a real domain
 * refuses to run while any remains, and names them (the engine's build/samples.ts).
 */
export interface AgentConfig {
  name: string;
  firstName: string;
  /** The licensed-broker line in the footer. */
  licenseLine: string;
  /**
   * The brokerages the agent works through, the main one first: one is the common case; an agent
   * licensed in two states has one for each. The footer, the legal pages and the articles name them.
   */
  brokerages: Brokerage[];
  phone: { display: string; href: string };
  email: string;
  socials: { facebook: string; instagram: string };
  serviceArea: string[];
  /** The state most listings are in, as its two capital letters: a new listing starts in it. */
  listingState: string;
  /**
   * The agent's IANA time zone: tour days, reply-by and received times are on this clock. The edge
   * functions take the same value from their AGENT_TIME_ZONE secret (decision 034).
   */
  timeZone: string;
  tagline: string;
  photos: {
    /** The agent's portrait: square works best, at least 480 px. */
    headshot: AgentPhoto;
    /** The home page's hero: a wide Metro Detroit scene, at least 1600 px wide. */
    hero: AgentPhoto;
  };
}

/** A brokerage and the state whose transactions go through it. */
export interface Brokerage {
  /** As the footer writes it: "Sample Realty Group, Royal Oak, Michigan". */
  name: string;
  /** The state, as people write it ("Michigan"); content names a brokerage by it. */
  state: string;
}

/**
 * A photo in `site/src/assets/photos/` (JPEG, PNG, WebP or SVG). The build writes it in AVIF and
 * WebP at the widths each page needs (`build/pictures.ts`).
 */
export interface AgentPhoto {
  /** The file's name in `site/src/assets/photos/`. */
  file: string;
  /** What it shows, for screen readers; a portrait is named by its person's name without one. */
  alt?: string;
}

/** A partner professional featured on the site: today, the mortgage loan officer. */
export interface PartnerConfig {
  /** The URL segment of the profile: /partners/{id}. */
  id: string;
  /** The name-based URL segment of the same profile: /partner/{slug}. */
  slug: string;
  name: string;
  firstName: string;
  title: string;
  company: string;
  email: string;
  phone: { display: string; href: string };
  website: string;
  /** The Nationwide Multistate Licensing System number a loan officer must show. */
  nmls: string;
  /** The partner's portrait on their profile (the spec's `profileImage`). */
  profileImage: AgentPhoto;
}

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
