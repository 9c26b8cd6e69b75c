/**
 * /listings: the copy that frames the page and never changes with the listings (its hero and the
 * buyer-broker notice), adopted from the prerendered HTML as static islands, so it is kept apart
 * from the texts the live page needs (`listings.ts`).
 */
import { blogPath, blogSlugs } from '../links.ts';
import type { HeroContent, Link } from '../types.ts';

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
