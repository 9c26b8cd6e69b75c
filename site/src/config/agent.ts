/**
 * The agent's identity: the one place a name, licence, brokerage, phone or email is written.
 * A second agent's site replaces this file and the theme; nothing else.
 *
 * SAMPLE VALUES: every value below marked `sample` is a placeholder for development and must be
 * replaced with the real agent's details before launch.
 */
export interface AgentConfig {
  name: string;
  firstName: string;
  /** The licensed-broker line in the footer. */
  licenseLine: string;
  brokerage: { michigan: string; florida: string };
  phone: { display: string; href: string };
  email: string;
  socials: { facebook: string; instagram: string };
  serviceArea: string[];
  tagline: string;
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
}

export const agent: AgentConfig = {
  name: 'Alex Morgan', // sample
  firstName: 'Alex', // sample
  licenseLine: 'Licensed Real Estate Salesperson, State of Michigan, License #6501000000 (sample)', // sample
  brokerage: {
    michigan: 'Sample Realty Group, Royal Oak, Michigan', // sample
    florida: 'Sample Gulf Realty, Sarasota, Florida', // sample
  },
  phone: { display: '(248) 555-0142', href: 'tel:+12485550142' }, // sample (555 numbers are fictional)
  email: 'alex@example.com', // sample (example.com never delivers)
  socials: {
    facebook: 'https://www.facebook.com/', // sample
    instagram: 'https://www.instagram.com/', // sample
  },
  serviceArea: ['Detroit', 'Birmingham', 'Royal Oak', 'Metro Detroit', 'Wayne County', 'Oakland County'],
  tagline: 'Detroit Roots. Client-First Results. Your trusted Metro Detroit real estate expert.',
};

/** The featured mortgage partner, whose profile lives at /partners/{id}. */
export const featuredPartner: PartnerConfig = {
  id: 'jordan-reyes', // sample
  slug: 'jordan-reyes', // sample (the name, lower case, hyphenated)
  name: 'Jordan Reyes', // sample (the name the trusted-mortgage-partner article uses)
  firstName: 'Jordan', // sample
  title: 'Senior Loan Officer', // sample
  company: 'Sample Lakes Home Lending', // sample
  email: 'jordan@example.com', // sample (example.com never delivers)
  phone: { display: '(248) 555-0187', href: 'tel:+12485550187' }, // sample (555 numbers are fictional)
  website: 'https://www.example.com/', // sample
  nmls: '0000000 (sample)', // sample
};
