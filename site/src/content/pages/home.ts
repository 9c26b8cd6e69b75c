/**
 * / (Home): hero, real-estate news, featured listings, "Why Work With", the August 2025 market
 * snapshot, two testimonials, a valuation call to action and the contact form.
 */
import { agent } from '../../config/agent.ts';
import { blogSlugs, paths } from '../links.ts';
import type {
  CallToAction,
  EmptyState,
  Feature,
  PromisingFormText,
  HeroContent,
  Link,
  NewsItem,
  PageMeta,
  SectionIntro,
  TestimonialContent,
} from '../types.ts';
import { marketSnapshot, type MarketSnapshot } from './market-update.ts';
import { buyerDetroit, firstTimeBuyerRoyalOak } from './reviews.ts';

export const hero: HeroContent = {
  eyebrow: 'Metro Detroit Real Estate',
  title: 'Find Your Place in Metro Detroit',
  description:
    'From a Ferndale bungalow to a Grosse Pointe colonial, and from your Michigan home to a place in the Florida sun, I help you buy, sell and move with a clear plan and honest advice.',
  actions: [
    { label: "Let's Get Started", href: paths.contact },
    { label: 'Explore Listings', href: paths.listings },
  ],
};

/**
 * The seller's way in, under the hero's buttons: a phone shows it on the first screen. It opens
 * /sellers at its valuation request (issue 26).
 */
export const sellerEntry: { lead: string; link: Link } = {
  lead: 'Selling?',
  link: { label: "What's my home worth?", href: paths.valuation },
};

/** The news block: each item teases one of the blog articles. Dates match the articles'. */
export const news: { intro: SectionIntro; items: NewsItem[]; allLink: Link } = {
  intro: {
    eyebrow: 'Real Estate News',
    title: 'What Buyers and Sellers Should Know Now',
    description: 'Plain-English updates on the rules, rates and trends shaping Metro Detroit real estate.',
  },
  items: [
    {
      title: 'Buyer Agreements: What You Sign Before the First Tour',
      excerpt:
        'Since August 2024, buyers sign a written agreement with their agent before touring. What it must say, and the questions to ask before you sign.',
      date: 'August 20, 2025',
      category: 'Policy Updates',
      slug: blogSlugs.buyerBrokerAgreements,
    },
    {
      title: 'Rates Ease to 6.2% as Metro Detroit Inventory Grows',
      excerpt:
        'Lower rates, 3.2 months of supply and a $285K median in Wayne County. What the August 2025 numbers mean for your budget or your list price.',
      date: 'August 12, 2025',
      category: 'Market Updates',
      slug: blogSlugs.marketUpdate,
    },
    {
      title: 'Heading South? Plan the Florida Move Around January 1',
      excerpt:
        'Domicile, the homestead deadline, insurance and the Michigan house: the decisions that matter when you winter in Florida or move for good.',
      date: 'July 22, 2025',
      category: 'Lifestyle Trends',
      slug: blogSlugs.snowbirdGuide,
    },
  ],
  allLink: { label: 'Read All Articles', href: paths.blog },
};

/** Texts around the first three current listings (the cards come from the backend). */
export const featuredListings: { intro: SectionIntro; empty: EmptyState; allLink: Link } = {
  intro: {
    eyebrow: 'Featured Listings',
    title: 'Homes Available Now',
    description:
      'A few of the homes currently on the market with me. Tap any home for photos, details and a tour.',
  },
  empty: {
    title: 'New listings are on the way',
    text: "There are no current listings to show right now. Tell me what you're looking for and you'll hear about the right homes first, including ones not yet on the market.",
    action: { label: 'Tell Me What You Need', href: paths.contact },
  },
  allLink: { label: 'View All Listings', href: paths.listings },
};

export const whyWorkWith: { intro: SectionIntro; pillars: Feature[] } = {
  intro: {
    eyebrow: 'Client-First Results',
    title: `Why Work With ${agent.firstName}`,
    description:
      'Buying or selling a home is personal. Here is what you can count on from the first call to the closing table.',
  },
  pillars: [
    {
      title: 'Street-Level Local Knowledge',
      text: 'Metro Detroit changes block by block. I price homes and judge offers from the sales on your streets, in Detroit, Royal Oak, Birmingham, Dearborn and across Wayne and Oakland counties, not from a county average.',
      icon: 'mapPin',
    },
    {
      title: 'Fast, Straight Answers',
      text: 'You hear back within 15 minutes during my working hours, and as soon as they start when you write after them. And honest advice when it matters: which repairs buyers care about, when a price is too high, when a house is not the one.',
      icon: 'clock',
    },
    {
      title: 'Michigan to Florida, One Contact',
      text: "Selling here and buying in Sarasota, Naples or Tampa Bay? I coordinate both ends of the move, including the timing that matters for Florida's homestead exemption.",
      icon: 'plane',
    },
  ],
};

/** The snapshot teaser: the stat cards plus a link to the full market-update article. */
export const marketTeaser: MarketSnapshot = marketSnapshot;

export const testimonials: { intro: SectionIntro; items: TestimonialContent[]; allLink: Link } = {
  intro: {
    eyebrow: 'Client Stories',
    title: 'What Clients Say',
  },
  items: [firstTimeBuyerRoyalOak, buyerDetroit],
  allLink: { label: 'Read More Reviews', href: paths.reviews },
};

export const valuationCta: CallToAction = {
  title: "What's Your Home Worth Today?",
  text: 'Online estimates miss what makes your home yours: the finished basement, the new roof, the quiet street. Get a free, no-obligation market analysis built from real sales near you.',
  action: { label: 'Get Your Free Home Valuation', href: paths.valuation },
};

export const contactForm: PromisingFormText = {
  title: "Let's Talk About Your Next Move",
  description: (when) =>
    `Buying, selling, renting or heading to Florida? Share a few details and I'll reply ${when}.`,
};

export const meta: PageMeta = {
  title: `${agent.name} | Metro Detroit Real Estate Agent`,
  description: `${agent.name} helps buyers and sellers in Detroit, Royal Oak, Birmingham and across Metro Detroit, plus Michigan-to-Florida moves. Listings, advice and more.`,
  keywords: [
    'Metro Detroit real estate agent',
    'Detroit homes for sale',
    'Royal Oak real estate',
    'Birmingham MI homes',
    'sell my house Metro Detroit',
    'Michigan to Florida relocation',
    agent.name,
  ],
};
