/**
 * /sellers: four benefit cards, the 4-step selling process, the August 2025 market snapshot,
 * the "Request Free Market Analysis" link and the valuation request form it opens. The link stays
 * on the page (issue 26): the page has its own request, so a seller is not sent to /contact.
 */
import { blogPath, blogSlugs, valuationAnchor } from '../links.ts';
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
import { marketSnapshot, type MarketSnapshot } from './market-update.ts';

export const hero: HeroContent = {
  eyebrow: 'For Sellers',
  title: 'Sell Your Metro Detroit Home for Its Full Value',
  description:
    'Pricing built from the sales on your street, preparation that fixes what buyers care about, and marketing that gets the right people through the door in the first two weeks.',
  actions: [
    { label: 'Request Free Market Analysis', href: `#${valuationAnchor}` },
    { label: 'Read the Seller Checklist', href: blogPath(blogSlugs.sellingChecklist) },
  ],
};

export const benefits: { intro: SectionIntro; items: Feature[] } = {
  intro: {
    eyebrow: 'Why List with Me',
    title: 'What You Get When You Sell with Me',
  },
  items: [
    {
      title: 'Pricing from Real Comparables',
      text: 'Your price comes from closed and pending sales of homes like yours, near yours, adjusted for condition, updates and lot, not from a website estimate or a county median.',
      icon: 'chartLine',
    },
    {
      title: 'Preparation That Pays',
      text: 'I walk through your home with you and flag what Michigan buyers and inspectors notice most: basement water, the furnace, the roof and the electrical. Fix what matters, skip what does not.',
      icon: 'sparkles',
    },
    {
      title: 'Marketing That Shows Your Home at Its Best',
      text: 'Professional photos, a clear listing story, well-run showings and open houses, and wide online exposure, timed so your home launches ready on day one.',
      icon: 'camera',
    },
    {
      title: 'Calm, Skilled Negotiation',
      text: 'I compare offers on more than price: financing strength, contingencies, inspection terms and closing dates. Then I negotiate repairs and credits so the deal holds together to closing.',
      icon: 'handshake',
    },
  ],
};

/** The 4-step selling process, in order. */
export const process: { intro: SectionIntro; steps: Step[] } = {
  intro: {
    eyebrow: 'How It Works',
    title: 'The Home Selling Process',
    description: 'Four steps from the first walkthrough to handing over the keys.',
  },
  steps: [
    {
      title: 'Valuation and Prep',
      description:
        "We walk through your home, review recent comparable sales and set a pricing strategy. I'll also check your city's point-of-sale inspection rules and help you plan repairs, cleaning and staging.",
    },
    {
      title: 'Marketing',
      description:
        'Professional photos, a compelling description and a launch plan: the listing goes live, showings are scheduled and open houses draw in buyers while interest is highest.',
    },
    {
      title: 'Negotiations',
      description:
        'I review every offer with you side by side, counter where it counts and handle the inspection negotiation, so you know exactly what you net and what you are agreeing to.',
    },
    {
      title: 'Closing',
      description:
        "I coordinate with the buyer's agent, lender, appraiser and title company, keep deadlines on track and make sure you are ready for a smooth closing day.",
    },
  ],
};

export const snapshot: MarketSnapshot = marketSnapshot;

export const resources: DescribedLink[] = [
  {
    label: 'Selling Your Metro Detroit Home: A Practical Checklist',
    href: blogPath(blogSlugs.sellingChecklist),
    description: 'City inspections, disclosures, repairs, pricing and a realistic timeline.',
  },
  {
    label: 'Michigan Home Improvements That Actually Pay Off',
    href: blogPath(blogSlugs.homeImprovements),
    description: 'Where to spend before you list, and where to hold back.',
  },
];

export const marketAnalysisLink: Link = {
  label: 'Request Free Market Analysis',
  href: `#${valuationAnchor}`,
};

export const valuationForm: PromisingFormText = {
  title: 'Request Your Free Home Valuation',
  description: (when) =>
    `Start with your address and a few details about your home. I'll prepare a market analysis from my recent sales near you and call ${when} to set up a time to go through it.`,
};

export const meta: PageMeta = {
  title: 'Sell Your Metro Detroit Home | Free Market Analysis',
  description:
    'Sell your Detroit, Royal Oak, Birmingham or Grosse Pointe home with pricing from real comparables, smart prep and strong marketing. Get a free market analysis.',
  keywords: [
    'sell my house Metro Detroit',
    'home valuation Royal Oak',
    'free market analysis Detroit',
    'listing agent Birmingham MI',
    'Grosse Pointe home sale',
    'what is my home worth Michigan',
  ],
};
