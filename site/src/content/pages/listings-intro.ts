/**
 * /listings: the copy that frames the page and never changes with the listings (its hero, the
 * buyer-broker notice, what it says when nothing shows and what it says to renters), adopted from the prerendered HTML as static
 * islands, so it is kept apart from the texts the live page needs (`listings.ts`).
 */
import { formatPrice } from '@agent-sites/schemas';
import { blogPath, blogSlugs, paths } from '../links.ts';
import { agent } from '../../config/agent.ts';
import type { EmptyState, HeroContent, Link, SectionIntro } from '../types.ts';
import {
  address as rentalAddress,
  home as rentalHome,
  slug as rentalSlug,
  terms as rentalTerms,
} from './rental-flat.ts';

export const hero: HeroContent = {
  eyebrow: 'Property Listings',
  title: 'Homes for Sale in Metro Detroit',
  description:
    "Browse my current, coming soon, pending and recently closed listings. See something you like? Schedule a tour and I'll get you inside.",
};

/** Shown above the listings: buyers sign an agreement before touring (2024 practice changes). */
export const buyerBrokerNotice: { title: string; text: string; link: Link } = {
  title: 'Before Your First Tour',
  text: 'Since August 2024, buyers and their agent sign a written buyer agreement before touring homes together. It spells out the services you get and how your agent is paid, and every fee in it is negotiable. I will walk you through it before we sign.',
  link: { label: 'Read: Buyer-Broker Agreements in 2025', href: blogPath(blogSlugs.buyerBrokerAgreements) },
};

/** Renting: the section the rental flat shows in, and the line that points renters to it. */
export const renting: { section: SectionIntro; teaser: { title: string; text: string; links: Link[] } } = {
  section: {
    title: 'For Rent',
    description: "Homes for rent I can show you. Schedule a tour and I'll meet you there.",
  },
  teaser: {
    title: 'Looking to Rent?',
    text: `I also have a ${rentalHome.bedrooms}-bedroom ${(rentalAddress.unit ?? 'flat').toLowerCase()} in ${rentalAddress.city} for ${formatPrice(rentalTerms.monthlyRent)} a month${rentalTerms.waterIncluded ? ', with water included' : ''}.`,
    links: [
      { label: 'See the Flat', href: `/rentals/${rentalSlug}` },
      { label: 'Homes for Rent', href: `${paths.listings}?for=rent` },
    ],
  },
};

/** No listing to show: why, and where to go from here. */
export const emptyStates: { noListings: EmptyState; noMatches: EmptyState; loadError: EmptyState } = {
  noListings: {
    title: 'No listings to show right now',
    text: "New homes come on the market every week, and some sell before they're ever listed online. Tell me what you're looking for and you'll hear about them first.",
    action: { label: 'Tell Me What You Need', href: paths.contact },
  },
  noMatches: {
    title: 'No homes match these filters',
    text: 'Try widening the price range or lowering the bedroom and bathroom minimums. You can also clear the filters to see every listing.',
  },
  loadError: {
    title: "Listings couldn't be loaded",
    text: `Please refresh the page in a moment. If it keeps happening, call ${agent.phone.display} and I'll send you the current list myself.`,
    action: { label: 'Call Now', href: agent.phone.href },
  },
};

/** Paging through a section (24 homes a page): the links under its cards. */
export const paging = {
  /** The links' name for screen readers, by section. */
  label: (section: string) => `${section}: more pages`,
  next: 'Next page',
  previous: 'Previous page',
  everySection: 'Back to every section',
};

/** Under the bar: the way to the form that saves the search, in the first screen on a phone. */
export const saveSearchInvite = {
  text: 'New homes that fit come on the market every week, and the good ones go fast. I can email you each one the day it lists.',
  link: 'Save this search',
};
