/**
 * /blog: hero, list headings and the "Stay Informed" subscribe form. The articles themselves are
 * the Markdown files in `content/blog/`.
 */
import { paths } from '../links.ts';
import type { FormText, HeroContent, Link, PageMeta, PromisingFormText } from '../types.ts';

export const hero: HeroContent = {
  eyebrow: 'Blog and Market News',
  title: 'Real Estate Insights for Metro Detroit',
  description:
    'Market updates, plain-English explanations of the rules, seller checklists and Michigan-to-Florida advice, written for the decisions you are actually making.',
};

export const headings = {
  featured: 'Featured Article',
  recent: 'Recent Articles',
  all: 'All Articles',
} as const;

export const readMoreLabel = 'Read More';

/** The consultation prompt under every article (the market update has its own). */
export const articleConsultation: { title: string; text: string; action: Link } = {
  title: 'Questions About Your Own Plans?',
  text: "Articles cover the general rules; your situation has its own details. Tell me what you're weighing and I'll walk you through it, with no pressure and no obligation.",
  action: { label: 'Schedule a Consultation', href: paths.contact },
};

/** The question form under every article. */
export const articleForm: PromisingFormText = {
  title: 'Questions About Your Move?',
  description: (when) => `Tell me where you are in the process and I'll reply ${when}.`,
};

export const backToBlog: Link = { label: 'Back to Blog', href: paths.blog };

export const subscribeForm: FormText = {
  title: 'Stay Informed',
  description:
    'Get the monthly Metro Detroit market snapshot and new articles by email. No spam, and you can unsubscribe at any time.',
  submitLabel: 'Subscribe',
};

export const meta: PageMeta = {
  title: 'Metro Detroit Real Estate Blog | Market News and Tips',
  description:
    'Metro Detroit market updates, buyer-broker agreement rules, seller checklists, home improvement advice and Michigan-to-Florida moving tips, in plain English.',
  keywords: [
    'Metro Detroit real estate blog',
    'Detroit housing market news',
    'home buying tips Michigan',
    'home selling tips Michigan',
    'Michigan to Florida moving tips',
  ],
};
