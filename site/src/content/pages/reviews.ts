/**
 * /reviews: five featured testimonials and the "Share Your Experience" review form.
 *
 * SAMPLE TESTIMONIALS: the five below are placeholders written for development. Before launch,
 * replace them with real clients' words, used with their written permission. Publishing made-up
 * reviews is deceptive (the FTC's 2024 rule on fake reviews bans it outright).
 */
import { agent } from '../../config/agent.ts';
import type { FormText, HeroContent, PageMeta, TestimonialContent } from '../types.ts';

// sample
export const firstTimeBuyerRoyalOak: TestimonialContent = {
  name: 'Danielle R.',
  location: 'Royal Oak, MI',
  text: `We were first-time buyers and nervous about everything. ${agent.firstName} explained the buyer agreement line by line before our first showing, then spent a Saturday with us walking bungalows until we understood why some kitchens were worth fixing and some basements were not.\n\nWhen the inspection found an old electrical panel, ${agent.firstName} helped us get a quote and negotiate a credit instead of walking away. We closed on time and still use the contractor list.`,
  rating: 5,
};

// sample
export const sellerGrossePointe: TestimonialContent = {
  name: 'Mark T.',
  location: 'Grosse Pointe Park, MI',
  text: `Our 1920s colonial had a century of character and a few century-old problems. ${agent.firstName} told us honestly which repairs buyers would care about and which ones they wouldn't, and priced the house from the sales on our own streets, not a website estimate.\n\nThe weekly updates were clear and the showings were organized. We never had to chase anyone for an answer.`,
  rating: 5,
};

// sample
export const buyerDetroit: TestimonialContent = {
  name: 'Aisha W.',
  location: 'Detroit, MI',
  text: `I wanted a brick home near my family on the east side and had a firm budget. ${agent.firstName} knew the neighborhoods block by block, pointed out which comparable sales actually mattered, and was straight with me when a house needed more work than the price allowed.\n\nThe house we found has a new roof and a dry basement, and I didn't stretch a dollar past my number.`,
  rating: 5,
};

// sample
export const downsizersBirmingham: TestimonialContent = {
  name: 'Ellen S.',
  location: 'Birmingham, MI',
  text: `After thirty years in the same house, selling felt overwhelming. ${agent.firstName} broke it into a calendar we could follow: what to repair, what to donate, when to list and when to move. The stager and the movers were both people ${agent.firstName} had worked with before, and it showed.\n\nWe bought a condo closer to the grandkids a few weeks later, coordinated with the same care.`,
  rating: 5,
};

// sample
export const relocationSarasota: TestimonialContent = {
  name: 'Karen P.',
  location: 'Troy, MI to Sarasota, FL',
  text: `We sold our Troy home and bought a villa near Sarasota in the same season, and ${agent.firstName} kept both timelines straight. We closed and moved in before January 1, so we could apply for our homestead exemption that same year, which we would never have known to plan for.\n\nOne call, one person who knew both ends of the move.`,
  rating: 5,
};

/** The five featured testimonials, in the order /reviews shows them. */
export const featuredTestimonials: TestimonialContent[] = [
  firstTimeBuyerRoyalOak,
  sellerGrossePointe,
  buyerDetroit,
  downsizersBirmingham,
  relocationSarasota,
];

export const hero: HeroContent = {
  eyebrow: 'Client Reviews',
  title: 'In Their Own Words',
  description: `Buyers, sellers and movers across Metro Detroit, and a few who headed south, share what working with ${agent.firstName} was like: the questions answered, the problems solved and the keys handed over.`,
};

export const reviewForm: FormText = {
  title: 'Share Your Experience',
  description: `Bought, sold or moved with ${agent.firstName}? Your honest review helps the next family decide with confidence. It only takes a minute.`,
  submitLabel: 'Submit Review',
};

export const meta: PageMeta = {
  title: `Client Reviews | ${agent.name}, Metro Detroit Agent`,
  description: `Read what buyers and sellers in Royal Oak, Detroit, Birmingham, Grosse Pointe and beyond say about working with ${agent.name}, and share your own experience.`,
  keywords: [
    `${agent.name} reviews`,
    'Metro Detroit real estate agent reviews',
    'Royal Oak real estate agent testimonials',
    'Detroit home buyer reviews',
    'Michigan to Florida relocation reviews',
  ],
};
