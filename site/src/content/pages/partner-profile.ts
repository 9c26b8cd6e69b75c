/**
 * /partners/{id} and /partner/{name}: the featured mortgage partner's profile. Identity (name,
 * title, company, email, phone, website, NMLS) is `featuredPartner` in `config/agent.ts`; this
 * module holds the words around it. The down payments, durations and documents are the spec's.
 *
 * SAMPLE: the description and specialties are written for development; the loan officer should
 * confirm them before launch.
 */
import { agent, featuredPartner } from '../../config/agent.ts';
import { blogPath, blogSlugs, paths } from '../links.ts';
import type {
  ChecklistItem,
  FormText,
  Link,
  LoanOption,
  LoanStep,
  PageMeta,
  SectionIntro,
} from '../types.ts';

const partner = featuredPartner;

export const eyebrow = 'Featured Mortgage Partner';

export const description: string[] = [
  `As ${partner.title} at ${partner.company}, ${partner.firstName} helps Metro Detroit buyers understand their options before they ever tour a home. First-time buyers get patient explanations; move-up buyers get a plan for buying before they sell; veterans get a lender who knows VA loans well.`,
  `I refer my clients to ${partner.firstName} for quick, solid pre-approvals, straight answers about monthly payments and a habit of closing on time. You're always free to compare lenders, and ${partner.firstName} will happily walk you through a Loan Estimate side by side with anyone else's.`,
];

export const contactLabels = {
  email: `Email ${partner.firstName}`,
  phone: `Call ${partner.phone.display}`,
  website: 'Visit Website',
  nmls: `NMLS #${partner.nmls}`,
} as const;

export const specialties: string[] = [
  'First-time home buyers',
  'FHA, VA and USDA loans',
  'Conventional loans with low down payments',
  'Down payment assistance questions',
  'Buying before selling (move-up buyers)',
  'Self-employed and commission income',
  'Refinancing',
];

export const loanOptions: { intro: SectionIntro; items: LoanOption[]; note: string } = {
  intro: {
    eyebrow: 'Loan Options',
    title: 'Find the Loan That Fits',
  },
  items: [
    {
      name: 'Conventional',
      description:
        'The most common loan, with options starting at 3% down for qualified buyers. Below 20% down you pay private mortgage insurance, which can usually be removed as you build equity.',
      downPayment: '3-20%',
    },
    {
      name: 'FHA',
      description:
        'Insured by the Federal Housing Administration, with more flexible credit guidelines. A good fit for many first-time buyers; FHA loans carry mortgage insurance premiums.',
      downPayment: '3.5%',
    },
    {
      name: 'VA',
      description:
        'For eligible veterans, service members and certain surviving spouses. No down payment and no monthly mortgage insurance, though most borrowers pay a funding fee.',
      downPayment: '0%',
    },
    {
      name: 'USDA',
      description:
        'For eligible homes in qualifying rural and some suburban areas, with household income limits. Some communities on the edges of Metro Detroit may qualify.',
      downPayment: '0%',
    },
  ],
  note: 'Eligibility, rates and terms depend on your credit, income, the property and program rules. This is not a commitment to lend.',
};

/** The 6-step loan process, in order, with the spec's durations. */
export const loanProcess: { intro: SectionIntro; steps: LoanStep[] } = {
  intro: {
    eyebrow: 'The Loan Process',
    title: 'From First Call to Closing',
  },
  steps: [
    {
      step: 1,
      title: 'Initial Consultation',
      description:
        'Talk through your goals, budget, savings and credit, and compare which loan programs fit.',
      duration: '30-45 minutes',
    },
    {
      step: 2,
      title: 'Application and Pre-Approval',
      description:
        'Submit your application and documents. Your credit, income and assets are reviewed and you receive a pre-approval letter.',
      duration: '1-3 business days',
    },
    {
      step: 3,
      title: 'Home Search',
      description: `Shop with confidence alongside ${agent.firstName}. Your pre-approval can be updated for each offer you write.`,
      duration: 'Varies',
    },
    {
      step: 4,
      title: 'Offer Accepted and Loan Started',
      description:
        'Send over the signed purchase agreement. Your loan file is opened, the rate lock is discussed and the Loan Estimate follows.',
      duration: 'Same day',
    },
    {
      step: 5,
      title: 'Processing, Appraisal and Underwriting',
      description:
        'The appraisal is ordered, title is reviewed and an underwriter verifies everything. Keep your finances steady and answer requests quickly.',
      duration: '15-30 days',
    },
    {
      step: 6,
      title: 'Closing',
      description:
        'Review your Closing Disclosure, sign the final documents at the title company and get your keys.',
      duration: '1-2 hours',
    },
  ],
};

/** The documents checklist: the first four are the spec's, in its words. */
export const documents: { intro: SectionIntro; items: ChecklistItem[] } = {
  intro: {
    eyebrow: 'Get Ready',
    title: 'Documents Checklist',
    description: 'Gather these before your first call and your pre-approval moves much faster.',
  },
  items: [
    { label: 'Pay stubs for the last 2-3 months' },
    { label: 'W-2s for 2 years' },
    {
      label: 'Bank statements for 2-3 months',
      detail: 'Every page, even the blank ones, for every account.',
    },
    { label: 'Tax returns for 2 years', detail: 'All schedules, especially if you are self-employed.' },
    { label: "Government-issued photo ID, such as a driver's license" },
    { label: 'Gift letter and donor details', detail: 'If family is helping with your down payment.' },
  ],
};

export const preApprovalForm: FormText = {
  title: 'Start Your Pre-Approval',
  description: `Share your contact details and timeline, and ${partner.firstName} will reach out within 24 hours to get your pre-approval started.`,
};

export const backLink: Link = { label: 'Back to Partnerships', href: paths.partnerships };

export const articleLink: Link = {
  label: 'Why a Trusted Local Loan Officer Matters',
  href: blogPath(blogSlugs.trustedMortgagePartner),
};

export const meta: PageMeta = {
  title: `${partner.name}, ${partner.title} | Mortgage Partner`,
  description: `Meet ${partner.name} of ${partner.company}: conventional, FHA, VA and USDA loans, a clear 6-step loan process and a documents checklist for pre-approval.`,
  keywords: [
    partner.name,
    'Metro Detroit mortgage lender',
    'mortgage pre-approval Michigan',
    'FHA loan Michigan',
    'VA loan Michigan',
    'USDA loan Michigan',
  ],
};
