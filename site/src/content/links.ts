/**
 * In-site paths the page content links to, so a slug is written once. Blog slugs match the
 * `slug` front matter of `content/blog/*.md`.
 */
import { featuredPartner } from '../config/agent.ts';

export const blogSlugs = {
  buyerBrokerAgreements: 'buyer-broker-agreements-2025',
  marketUpdate: 'metro-detroit-market-update-august-2025',
  snowbirdGuide: 'michigan-to-florida-snowbird-guide',
  sellingChecklist: 'selling-your-metro-detroit-home-checklist',
  homeImprovements: 'michigan-home-improvements-that-pay-off',
  trustedMortgagePartner: 'trusted-mortgage-partner',
} as const;

export type BlogSlug = (typeof blogSlugs)[keyof typeof blogSlugs];

export function blogPath(slug: BlogSlug): string {
  return `/blog/${slug}`;
}

/** The valuation request's section on /sellers (and on /contact, shown when asked for). */
export const valuationAnchor = 'valuation';

export const paths = {
  home: '/',
  about: '/about',
  listings: '/listings',
  buyers: '/buyers',
  sellers: '/sellers',
  floridaMichigan: '/florida-michigan',
  reviews: '/reviews',
  blog: '/blog',
  partnerships: '/partnerships',
  contact: '/contact',
  /**
   * /contact showing the valuation request ("Request Free Market Analysis"): the hash is its
   * section, which CSS shows as the page's target even before any script runs (routes/contact.tsx).
   */
  marketAnalysis: '/contact#valuation',
  /** /sellers at its valuation request: the home page's "What's my home worth?" opens it. */
  valuation: `/sellers#${valuationAnchor}`,
  privacy: '/privacy',
  terms: '/terms',
  marketUpdate: blogPath(blogSlugs.marketUpdate),
  featuredPartner: `/partners/${featuredPartner.id}`,
} as const;
