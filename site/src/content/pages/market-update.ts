/**
 * The August 2025 market snapshot: the stat cards shown on Home, Sellers and the market-update
 * article (/blog/metro-detroit-market-update-august-2025), whose body is the Markdown article.
 *
 * The figures are the spec's and must not be edited here alone: the article quotes them too.
 * Before launch, the agent should confirm each figure against its source and fill in the exact
 * source and comparison period in the footnotes (see VERIFY below).
 */
import { paths } from '../links.ts';
import type { Link, PageMeta, SectionIntro, StatCardContent } from '../types.ts';

export const marketSnapshotDate = 'August 2025';

// VERIFY: the spec gives "6.2%, down from 7.1%" without a source or comparison date. Weekly
// national averages (Freddie Mac PMMS) for August 2025 were higher than 6.2%, so name the
// survey or lender quotes the figure really comes from before launch.
export const mortgageRateStat: StatCardContent = {
  label: '30-Year Mortgage Rate',
  value: '6.2%',
  change: 'down from 7.1%',
  trend: 'down',
  sentiment: 'positive',
  icon: 'dollar',
  footnote:
    'Representative 30-year fixed rate for well-qualified borrowers, August 2025. Published weekly averages vary by survey, and your rate depends on credit, down payment and loan type.',
};

// VERIFY: confirm the 15% comparison period (year over year is the usual one) and the MLS area.
export const inventoryStat: StatCardContent = {
  label: 'Inventory',
  value: '3.2',
  detail: 'months of supply',
  change: 'up 15%',
  trend: 'up',
  sentiment: 'neutral',
  icon: 'home',
  footnote:
    'Metro Detroit MLS listing and sales data, August 2025. Months of supply is active listings divided by the number of homes sold per month; about six months is often called balanced.',
};

// VERIFY: confirm the figure and the period it covers (monthly or rolling) with the MLS report.
export const medianPriceStat: StatCardContent = {
  label: 'Median Sale Price',
  value: '$285K',
  detail: 'in Wayne County',
  trend: 'neutral',
  sentiment: 'neutral',
  icon: 'chartLine',
  footnote:
    'Median price of homes sold in Wayne County, August 2025, from MLS sales data. Half sold for more and half for less; your street can differ a lot from the county.',
};

export interface MarketSnapshot {
  date: string;
  intro: SectionIntro;
  stats: StatCardContent[];
  /** Under the cards wherever the snapshot is shown. */
  disclaimer: string;
  /** The teaser's link to the full article; the article page leaves it out. */
  articleLink: Link;
  /** The article page's consultation prompt. */
  consultation: { title: string; text: string; action: Link };
}

export const marketSnapshot: MarketSnapshot = {
  date: marketSnapshotDate,
  intro: {
    eyebrow: `Market Snapshot: ${marketSnapshotDate}`,
    title: 'Metro Detroit by the Numbers',
    description:
      'Rates have eased, buyers have a little more to choose from, and well-priced homes still sell. Here are the three numbers I check before every pricing and offer conversation.',
  },
  stats: [mortgageRateStat, inventoryStat, medianPriceStat],
  disclaimer:
    'Market figures describe a period and a broad area. They do not predict what any particular home will sell for.',
  articleLink: { label: 'Read the Full Market Update', href: paths.marketUpdate },
  consultation: {
    title: 'What Do These Numbers Mean for You?',
    text: "A county median won't tell you what your house is worth or what your budget buys on the streets you love. I can pull the recent sales for your neighborhood and walk you through them, with no pressure and no obligation.",
    action: { label: 'Schedule a Consultation', href: paths.contact },
  },
};

export const meta: PageMeta = {
  title: 'Metro Detroit Market Update: August 2025',
  description:
    'August 2025 Metro Detroit market snapshot: 6.2% mortgage rates, 3.2 months of supply and a $285K Wayne County median, and what they mean for you.',
  keywords: [
    'Metro Detroit housing market',
    'August 2025 market update',
    'Wayne County median home price',
    'mortgage rates 2025',
    'months of supply',
  ],
};
