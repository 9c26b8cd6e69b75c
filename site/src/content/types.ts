/**
 * The shapes of the site's static page content (`content/pages/*.ts`).
 *
 * Everything here is plain data: strings, numbers, arrays and small objects, so a route can hand it
 * straight to `@agent-sites/ui` components. Rich text is plain text: a paragraph is a string, a body
 * is `string[]`. Names, phone numbers, emails and brokerages are never typed into content; modules
 * read them from `config/agent.ts`.
 */
import type { IconName, StatSentiment, StatTrend } from '@agent-sites/ui';

/** The per-page head tags: a title under 60 characters and a 120-160 character description. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

/** A link or button: an in-site path, a `#` anchor, `tel:`, `mailto:` or a full URL. */
export interface Link {
  label: string;
  href: string;
}

/** A link with a line saying what is behind it, e.g. a resource list entry. */
export interface DescribedLink extends Link {
  description: string;
}

/** A page's opening block, for `Hero`: up to two actions. */
export interface HeroContent {
  eyebrow?: string;
  title: string;
  description: string;
  actions?: Link[];
}

/** A section's heading, for `SectionHeading`. */
export interface SectionIntro {
  eyebrow?: string;
  title: string;
  description?: string;
}

/** The title and description props of a form card (inquiry, review, partnership, subscribe). */
export interface FormText {
  title: string;
  description: string;
  /** The submit button's label, when the page wants other than the form's default. */
  submitLabel?: string;
}

/**
 * A sentence that promises my reply, worded for any "when": "within 15 minutes during my working
 * hours" as the page is rendered, "within 15 minutes" or "after 8 AM" once it knows the hour
 * (`useReplyTime`, decision 047).
 */
export type Promised = (when: string) => string;

/** A form whose description promises my reply. */
export interface PromisingFormText extends Omit<FormText, 'description'> {
  description: Promised;
}

/** A card with an icon: a pillar, a value, a reason, a benefit. */
export interface Feature {
  title: string;
  text: string;
  icon: IconName;
}

/** One step of a process, for `StepList`. */
export interface Step {
  title: string;
  description: string;
  duration?: string;
}

/** A question and its answer, for `FAQ`: the answer is plain text, a string per paragraph. */
export interface FaqEntry {
  question: string;
  answer: string[];
}

/** A client's words, for `Testimonial`: `text` is plain text, a blank line starts a paragraph. */
export interface TestimonialContent {
  /** "First L." */
  name: string;
  /** "Royal Oak, MI" */
  location?: string;
  text: string;
  /** 1 to 5; left out where no stars are shown (e.g. short client notes). */
  rating?: number;
}

/** A call to action block: a heading, a line of copy and one button. */
export interface CallToAction {
  title: string;
  text: string;
  action: Link;
}

/** A message shown when a list has nothing in it, with a way forward. */
export interface EmptyState {
  title: string;
  text: string;
  action?: Link;
}

/** A teaser of a blog article on the home page's news block. */
export interface NewsItem {
  title: string;
  excerpt: string;
  /** As the article's front matter writes it, e.g. "August 20, 2025". */
  date: string;
  category: string;
  /** The article's slug: it lives at /blog/{slug}. */
  slug: string;
}

/** One figure of a market snapshot, shaped like `StatCard`'s props. */
export interface StatCardContent {
  label: string;
  value: string;
  detail?: string;
  change?: string;
  trend: StatTrend;
  sentiment: StatSentiment;
  icon?: IconName;
  footnote?: string;
}

/** A labelled value, e.g. "Security Deposit" / "$950". */
export interface Fact {
  label: string;
  value: string;
}

/** One city or neighbourhood the agent works in. */
export interface Area {
  name: string;
  /** The listings filter's value: the name in lower case with spaces turned into hyphens. */
  slug: string;
  blurb: string;
}

/** A line of the credentials list on /about. */
export interface Credential {
  title: string;
  detail?: string;
}

/** A kind of partner professional on /partnerships. */
export interface PartnerCategory {
  /** Matches the partnership form's `needHelp` option for this kind of help. */
  id: 'mortgage' | 'inspection' | 'title-closing' | 'insurance' | 'contractor-other';
  title: string;
  description: string;
  services: string[];
  whyMatters: string;
  icon: IconName;
}

/** A mortgage program on the partner profile. */
export interface LoanOption {
  name: string;
  description: string;
  /** As quoted to buyers, e.g. "3.5%" or "3-20%". */
  downPayment: string;
}

/** A step of the loan process, numbered from 1. */
export interface LoanStep {
  step: number;
  title: string;
  description: string;
  duration: string;
}

/** An item of the loan documents checklist. */
export interface ChecklistItem {
  label: string;
  detail?: string;
}

/** The terms of the single rental flat. Money in whole US dollars. */
export interface RentalTerms {
  monthlyRent: number;
  securityDeposit: number;
  /** Charged per applicant of `applicationFeeMinAge` or older. */
  applicationFee: number;
  applicationFeeMinAge: number;
  leaseTermMonths: number;
  waterIncluded: boolean;
  section8Accepted: boolean;
  availability: string;
}

/** A postal address, written out in parts. */
export interface Address {
  street: string;
  unit?: string;
  city: string;
  state: string;
  zip: string;
  /** The neighbourhood or area shown with the address. */
  area: string;
}
