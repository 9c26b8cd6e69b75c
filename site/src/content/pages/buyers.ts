/**
 * /buyers: three reasons, the 5-step buying process, buyer resources, the "Schedule Buyer
 * Consultation" link and the buyer-variant lead form.
 */
import { featuredPartner } from '../../config/agent.ts';
import { blogPath, blogSlugs, paths } from '../links.ts';
import type {
  DescribedLink,
  Feature,
  PromisingFormText,
  HeroContent,
  Link,
  PageMeta,
  SectionIntro,
  Step,
} from '../types.ts';

export const hero: HeroContent = {
  eyebrow: 'For Buyers',
  title: 'Buy Your Metro Detroit Home with Confidence',
  description:
    "Whether it's your first bungalow in Ferndale or a forever home in Birmingham, I'll help you find the right house, make a strong offer and get to closing without surprises.",
  actions: [
    { label: 'Schedule Buyer Consultation', href: paths.contact },
    { label: 'Explore Listings', href: paths.listings },
  ],
};

export const reasons: { intro: SectionIntro; items: Feature[] } = {
  intro: {
    eyebrow: 'Why Buy with Me',
    title: 'On Your Side from Search to Keys',
  },
  items: [
    {
      title: 'Neighborhood Know-How',
      text: 'Royal Oak or Ferndale? Dearborn or Livonia? I help you compare commutes, schools, taxes and the age and condition of the housing stock, so you choose the right area before the right house.',
      icon: 'mapPin',
    },
    {
      title: 'Offers That Win, Without Overpaying',
      text: 'I pull the comparable sales, ask the listing agent the right questions and shape your price, inspection period and terms so your offer stands out without giving away more than you should.',
      icon: 'handshake',
    },
    {
      title: 'Clear Terms from Day One',
      text: 'Before our first tour we sign a written buyer agreement, and I go through every line with you: the services you get, how I am paid and how a seller contribution works. No surprises at closing.',
      icon: 'document',
    },
  ],
};

/** The 5-step buying process, in order. */
export const process: { intro: SectionIntro; steps: Step[] } = {
  intro: {
    eyebrow: 'How It Works',
    title: 'The Home Buying Process',
    description: 'Five steps, one plan. Here is what happens and when.',
  },
  steps: [
    {
      title: 'Consultation',
      description:
        'We talk about what you want, where, and by when. I explain how buyer agreements work today, and we set a search plan that fits your life.',
    },
    {
      title: 'Financing and Pre-Approval',
      description:
        "You get pre-approved with a lender so you know your real budget and sellers take your offer seriously. I'm happy to introduce lenders I trust, and you're always free to compare.",
    },
    {
      title: 'Home Search and Tours',
      description:
        'I set up alerts for new listings, line up showings and point out what photos hide: roof age, basement moisture, the furnace, the traffic at rush hour.',
    },
    {
      title: 'Negotiation and Offers',
      description:
        'We write an offer built on recent comparable sales, then negotiate the price, inspection results, repairs or credits, and the closing date on your behalf.',
    },
    {
      title: 'Closing',
      description:
        'I keep the lender, title company and inspectors on schedule, review your Closing Disclosure with you and walk the home with you one last time before you get the keys.',
    },
  ],
};

export const resources: { intro: SectionIntro; items: DescribedLink[] } = {
  intro: {
    eyebrow: 'Buyer Resources',
    title: 'Read Up Before You Shop',
  },
  items: [
    {
      label: 'Buyer-Broker Agreements in 2025',
      href: blogPath(blogSlugs.buyerBrokerAgreements),
      description: 'What you sign before your first tour, and the questions to ask first.',
    },
    {
      label: 'Why a Trusted Local Loan Officer Matters',
      href: blogPath(blogSlugs.trustedMortgagePartner),
      description: 'Pre-approval versus pre-qualification, down payments and documents to gather.',
    },
    {
      label: `Get Pre-Approved with ${featuredPartner.name}`,
      href: paths.featuredPartner,
      description: 'Loan options from 0% to 20% down and a step-by-step loan timeline.',
    },
    {
      label: 'Metro Detroit Market Update: August 2025',
      href: paths.marketUpdate,
      description: 'Rates, inventory and prices, and what they mean for your budget.',
    },
    {
      label: 'Michigan Home Improvements That Actually Pay Off',
      href: blogPath(blogSlugs.homeImprovements),
      description: 'What to check first in an older Michigan home: basement, furnace, roof.',
    },
    {
      label: 'Trusted Partner Network',
      href: paths.partnerships,
      description: 'Inspectors, title companies, insurance advisors and contractors I work with.',
    },
    {
      label: 'Browse Current Listings',
      href: paths.listings,
      description: 'Homes available now across Metro Detroit.',
    },
  ],
};

export const consultationLink: Link = { label: 'Schedule Buyer Consultation', href: paths.contact };

export const buyerForm: PromisingFormText = {
  title: 'Start Your Home Search',
  description: (when) =>
    `Tell me what you're looking for: areas, budget and timing. I'll reply ${when} with next steps.`,
};

export const meta: PageMeta = {
  title: 'Buying a Home in Metro Detroit | Buyer Guide',
  description:
    'Buy a home in Detroit, Royal Oak, Birmingham or anywhere in Metro Detroit with a clear 5-step plan: consultation, pre-approval, tours, offers and closing.',
  keywords: [
    'buying a home Metro Detroit',
    'first-time home buyer Michigan',
    'buyer agent Royal Oak',
    'home buying process Michigan',
    'buyer-broker agreement',
    'mortgage pre-approval Michigan',
  ],
};
