/**
 * /partnerships: hero, the featured partner card, five partner categories, a 3-step "How It
 * Works" and the partner request form. The featured partner's identity lives in
 * `config/agent.ts` (`featuredPartner`).
 */
import { featuredPartner } from '../../config/agent.ts';
import { paths } from '../links.ts';
import type { FormText, HeroContent, Link, PageMeta, PartnerCategory, SectionIntro, Step } from '../types.ts';

/** The id of the partner request form's section. */
export const requestAnchor = 'partner-request';

export const hero: HeroContent = {
  eyebrow: 'Trusted Partner Network',
  title: 'The Right Pros for Every Step',
  description:
    'A home purchase or sale takes a team: a lender, an inspector, a title company, an insurance advisor and often a contractor. I will connect you with professionals my clients have trusted.',
  actions: [{ label: 'Request an Introduction', href: `#${requestAnchor}` }],
};

export const featuredPartnerCard: { eyebrow: string; title: string; text: string; link: Link } = {
  eyebrow: 'Featured Partner',
  title: `${featuredPartner.name}, ${featuredPartner.title}`,
  text: `${featuredPartner.company}. Clear pre-approvals, honest advice and loans that close on time, for first-time buyers, move-up buyers and veterans alike. NMLS #${featuredPartner.nmls}.`,
  link: { label: `Meet ${featuredPartner.firstName}`, href: paths.featuredPartner },
};

export const categories: { intro: SectionIntro; items: PartnerCategory[] } = {
  intro: {
    eyebrow: 'Partner Categories',
    title: 'Who I Can Connect You With',
  },
  items: [
    {
      id: 'mortgage',
      title: 'Mortgage Lenders',
      description:
        'Loan officers who explain your options, issue solid pre-approvals and answer the phone when it counts.',
      services: [
        'Pre-approvals',
        'Conventional, FHA, VA and USDA loans',
        'Refinancing',
        'Down payment assistance questions',
      ],
      whyMatters:
        'A strong pre-approval from a responsive lender makes your offer more credible, and a lender who closes on time protects your closing date and your deposit.',
      icon: 'dollar',
    },
    {
      id: 'inspection',
      title: 'Home Inspectors',
      description:
        'Thorough, experienced inspectors who explain what they find in plain language and show you what matters most.',
      services: ['General home inspections', 'Radon testing', 'Sewer line scopes', 'Pre-listing inspections'],
      whyMatters:
        "Many Metro Detroit homes are decades old. A careful inspection tells you about the roof, furnace, electrical and basement before you're committed, not after.",
      icon: 'search',
    },
    {
      id: 'title-closing',
      title: 'Title and Closing',
      description:
        'Title companies and closing agents who clear title, handle the funds and get everyone to the table on schedule.',
      services: [
        'Title searches and insurance',
        'Escrow and earnest money',
        'Closing coordination',
        'Remote and mail-away closings',
      ],
      whyMatters:
        'Clean title protects your ownership, and an organized closing team catches problems such as liens or missing payoffs early, so closing day holds.',
      icon: 'document',
    },
    {
      id: 'insurance',
      title: 'Insurance Advisors',
      description:
        'Independent advisors who can quote homeowners, flood and, for Florida buyers, wind coverage.',
      services: [
        'Homeowners insurance quotes',
        'Flood insurance',
        'Florida wind and hurricane coverage',
        'Landlord policies',
      ],
      whyMatters:
        'Insurance affects your monthly payment and sometimes whether a deal can close at all. Quotes during the inspection period avoid last-minute surprises, especially in Florida.',
      icon: 'shield',
    },
    {
      id: 'contractor-other',
      title: 'Contractors',
      description:
        'Reliable tradespeople, licensed for their trade, for repairs, updates and pre-sale projects, from quick fixes to full renovations.',
      services: [
        'Basement waterproofing',
        'Roofing, HVAC and electrical',
        'Pre-listing repairs and painting',
        'Kitchen and bath updates',
      ],
      whyMatters:
        'Reliable quotes help you negotiate inspection repairs with confidence, and good contractors help sellers fix what buyers care about before listing.',
      icon: 'building',
    },
  ],
};

export const howItWorks: { intro: SectionIntro; steps: Step[] } = {
  intro: {
    eyebrow: 'Getting Connected',
    title: 'How It Works',
  },
  steps: [
    {
      title: 'Tell Me What You Need',
      description: 'Send the request form below with the kind of help you need and your timeline.',
    },
    {
      title: 'Get a Personal Introduction',
      description:
        "Within 24 hours, I'll introduce you to a partner who fits your situation, with context so you don't start from scratch.",
    },
    {
      title: 'Work with Confidence',
      description:
        "You deal with the partner directly, and I stay in the loop so everything stays on schedule. You're always free to choose your own providers.",
    },
  ],
};

export const requestForm: FormText = {
  title: 'Request a Partner Introduction',
  description:
    "Tell me what kind of help you need. You'll hear from me within 24 hours with the right connection.",
};

/** Shown near the categories: referrals carry no fees, and clients choose freely. */
// VERIFY: the agent confirms no referral fee or other payment is received from any partner.
export const referralNote =
  'I receive no fee or payment for partner referrals. You are always free to choose any lender, inspector, title company, insurer or contractor you like.';

export const meta: PageMeta = {
  title: 'Trusted Real Estate Partners | Lenders, Inspectors',
  description:
    'Get connected with trusted Metro Detroit mortgage lenders, home inspectors, title companies, insurance advisors and contractors. Introductions within 24 hours.',
  keywords: [
    'Metro Detroit mortgage lender',
    'home inspector Royal Oak',
    'title company Michigan',
    'homeowners insurance advisor',
    'contractors Metro Detroit',
  ],
};
