/**
 * The single rental flat page: its terms, description, features, the sticky tour card ("Schedule
 * Tour" scrolls to #contact-form, "Call Now" dials the agent) and the tour form.
 *
 * SAMPLE PROPERTY: the address, size, features and availability are placeholders for development.
 * The money terms (rent, deposit, application fee, lease) are the spec's.
 */
import { agent } from '../../config/agent.ts';
import type { Fact, HeroContent, Link, PageMeta, PromisingFormText, SectionIntro } from '../types.ts';
import { address, formAnchor, home, slug, terms, title } from './rental-flat.ts';

// The flat itself (its address, size and terms) is `rental-flat.ts`, which /listings reads too.
export { address, formAnchor, home, slug, terms } from './rental-flat.ts';

const usd = (amount: number): string => `$${amount.toLocaleString('en-US')}`;

export const hero: HeroContent = {
  eyebrow: 'For Rent',
  title,
  description: `${address.street}, ${address.unit}, ${address.city}, ${address.state} ${address.zip}`,
};

/** The terms as label/value rows for the page and the tour card. */
export const facts: Fact[] = [
  { label: 'Monthly Rent', value: `${usd(terms.monthlyRent)} per month` },
  { label: 'Security Deposit', value: usd(terms.securityDeposit) },
  {
    label: 'Application Fee',
    value: `${usd(terms.applicationFee)} per applicant aged ${terms.applicationFeeMinAge} and older`,
  },
  { label: 'Lease Term', value: '1-year lease' },
  { label: 'Water', value: terms.waterIncluded ? 'Included in rent' : 'Paid by tenant' },
  { label: 'Section 8', value: terms.section8Accepted ? 'Section 8 vouchers accepted' : 'Not accepted' },
  { label: 'Availability', value: terms.availability },
];

export const details: { intro: SectionIntro; paragraphs: string[]; features: string[] } = {
  intro: { title: 'About This Flat' },
  // sample
  paragraphs: [
    'The lower unit of a classic brick two-family flat on a tree-lined Hamtramck street: two bedrooms, one bath and about 900 square feet of bright, practical space, with water included in the rent.',
    'Walk to the bakeries, markets and restaurants on Joseph Campau Avenue, catch a DDOT bus nearby, or be on I-75 in a few minutes and downtown Detroit in about fifteen. A comfortable home base for city life at a fair price.',
  ],
  // sample
  features: [
    '2 bedrooms, 1 full bathroom',
    'Hardwood floors and large front windows',
    'Kitchen with gas range and refrigerator',
    'Washer and dryer hookups in the shared basement',
    'Basement storage space',
    'Off-street parking behind the house',
    'Shared backyard',
    'Water included; tenant pays gas and electric',
    'No smoking',
  ],
};

/** Small print under the terms. */
export const notes: string[] = [
  `The application fee of ${usd(terms.applicationFee)} applies to each applicant aged ${terms.applicationFeeMinAge} and older and covers the credit and background check.`,
  'The home was built before 1978; a lead-based paint disclosure is provided with the lease.',
  'Equal Housing Opportunity. Applications are reviewed under fair housing laws, using the same criteria for everyone.',
];

/** The sticky tour card. */
export const tourCard: { price: string; period: string; scheduleTour: Link; callNow: Link; note: string } = {
  price: usd(terms.monthlyRent),
  period: 'per month',
  scheduleTour: { label: 'Schedule Tour', href: `#${formAnchor}` },
  callNow: { label: 'Call Now', href: agent.phone.href },
  note: `Questions? Call ${agent.phone.display}, 7 days a week.`,
};

export const tourForm: PromisingFormText = {
  title: 'Schedule a Tour of This Flat',
  description: (when) =>
    `Tell me when you'd like to see the flat and how many people will live there. I'll call you ${when} to confirm a time.`,
};

/** Under the tour form's voucher question, while the flat takes vouchers. */
export const voucherHint = 'Section 8 and other housing vouchers are accepted for this flat.';

export const meta: PageMeta = {
  title: '2-Bedroom Flat for Rent in Hamtramck | $950/Month',
  description:
    'Lower flat for rent in Hamtramck: 2 bedrooms, water included, $950 per month, 1-year lease and Section 8 accepted. Near Joseph Campau. Schedule a tour today.',
  keywords: [
    'Hamtramck apartment for rent',
    'Hamtramck flat for rent',
    '2 bedroom rental Metro Detroit',
    'Section 8 rental Detroit area',
    'rental with water included',
  ],
};

/** The whole page's content in one object. */
export const rental = {
  slug,
  formAnchor,
  address,
  home,
  terms,
  hero,
  facts,
  details,
  notes,
  tourCard,
  tourForm,
  voucherHint,
  meta,
} as const;
