/**
 * The words around the agent's results strip (home page and /about). The figures themselves are
 * computed from the listings and the approved reviews (features/results/results.ts).
 */
import { agent } from '../../config/agent.ts';
import type { Link, SectionIntro } from '../types.ts';

export const resultsText = {
  /** The strip's accessible name. */
  label: 'My results',
  homesSold: { label: 'Homes sold', detail: 'recently closed' },
  medianDaysOnMarket: {
    label: 'Median days on market',
    value: (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`,
    detail: 'from listing to closing',
  },
  saleToList: { label: 'Sale-to-list price', detail: 'closed price against list price' },
  reviews: {
    label: 'Client reviews',
    value: (average: number) => `${average.toFixed(1)} / 5`,
    detail: (count: number) => `from ${count} reviews`,
  },
  footnote:
    'From my recently closed listings and the reviews my clients sent through this site, counted when the page was published.',
} as const;

/** The home page's introduction of the agent, with the strip and a link to the full story. */
export const meetTheAgent: { intro: SectionIntro; text: string; link: Link } = {
  intro: {
    eyebrow: 'Your Agent',
    title: `Hi, I'm ${agent.name}`,
  },
  text: "I live and work in Metro Detroit, and I take every call myself. Here is how my recent sales went, straight from my listings and my clients' reviews.",
  link: { label: 'More About Me', href: '/about' },
};
