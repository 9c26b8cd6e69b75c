/**
 * /areas/{city}: a neighborhood's page, made from the listings there. The words around the figures
 * and lists, and what I say about the cities I know best. A city with listings and no words here
 * still has its page, with its homes, sales and figures alone.
 */
import type { AreaFigureWords } from '../../features/areas/area-figures.ts';
import type { PageMeta } from '../types.ts';

/** The page's title, description and keywords for a city. */
export const areaMeta = (city: string): PageMeta => ({
  title: `${city}, MI Homes for Sale and Recent Sales`,
  description: `Homes for sale in ${city}, Michigan, my recent sales there and what they sold for, with a local agent's take on living in ${city}. Ask me about any home.`,
  keywords: [`${city} MI homes for sale`, `${city} real estate agent`, `${city} recent home sales`],
});

export const areaText = {
  eyebrow: 'Neighborhood',
  /** While a navigation reads the listings: the URL's word is not shown before it is known to be a city. */
  loadingMeta: {
    title: 'Metro Detroit Neighborhoods',
    description: 'Homes for sale and my recent sales, city by city across Metro Detroit.',
    keywords: [],
  } satisfies PageMeta,
  /** Under the heading when I have no words of my own for the city yet. */
  fallback: (city: string) => `Every home I have listed or sold in ${city}, as the listings stand today.`,
  figuresLabel: (city: string) => `${city} at a glance`,
  /** Under my words: the way to the form that saves a search of the city. */
  saveSearch: (city: string) => `Email me new ${city} listings`,
  homes: {
    title: (city: string) => `Homes for Sale in ${city}`,
    empty: (city: string) =>
      `Nothing of mine is on the market in ${city} right now. Tell me what you are looking for and I will let you know the day something fits.`,
    all: (city: string) => `See ${city} on the listings page`,
  },
  sales: {
    title: (city: string) => `My Recent Sales in ${city}`,
    description: 'What sold, for how much and how fast: the best guide to what a home there is worth.',
  },
  next: {
    title: (city: string) => `Buying or Selling in ${city}?`,
    description:
      'Ask me about a street, a school or a price, or find out what your home would sell for today.',
    contact: { label: 'Ask Me a Question', href: '/contact' },
    valuation: { label: "What's My Home Worth?", href: '/sellers#valuation' },
  },
  breadcrumb: ['Listings', '/listings'] as const,
};

export const figureWords: AreaFigureWords = {
  forSale: { label: 'Homes for sale', detail: (city) => `available now in ${city}` },
  medianListPrice: {
    label: 'Median list price',
    detail: (count) => `of the ${count} homes for sale`,
  },
  sold: { label: 'My recent sales', detail: (city) => `closed in ${city}` },
  medianSalePrice: { label: 'Median sale price', detail: (count) => `of my last ${count} sales there` },
  medianDaysOnMarket: {
    label: 'Days on market',
    value: (days) => (days === 1 ? '1 day' : `${days} days`),
    detail: (count) => `listing to closing, the median of ${count} sales`,
  },
};

/** What I say about a city, by its slug: a few sentences from someone who works there. */
export const areaWords: Record<string, readonly string[]> = {
  detroit: [
    'Detroit is where I grew up, and it is the city I get asked about most. Boston-Edison, Indian Village and Palmer Woods have some of the finest early-1900s homes in the Midwest, and a buyer there should budget for a slate roof, a boiler and old plaster before anything else.',
    'I walk every Detroit home with the tax records in hand: a purchase resets the taxable value, and the number the seller pays is rarely the one you will.',
  ],
  'royal-oak': [
    'My office is in Royal Oak, so I know the difference a block makes here: north of Thirteen Mile the lots get bigger, and anything you can walk home from Main Street draws several offers in its first weekend.',
    'Most homes are 1920s and 1940s colonials and bungalows. I look hard at the basement and the sewer line, because that is where the old ones surprise people.',
  ],
  birmingham: [
    'Birmingham buyers pay for the walk downtown and the schools, and they get them. Homes within a few blocks of Old Woodward rarely last, and new builds on the lots of torn-down ranches set the prices around them.',
    'If you are selling here, the lot is worth as much as the house to many buyers; I price both.',
  ],
  ferndale: [
    'Ferndale is bungalows, porches and Nine Mile. First-time buyers love it, and so do people moving back from Chicago or New York who want a downtown they can walk to without a big-city price.',
    'Many homes here have had a flip or two; I ask who did the work and whether it was permitted before you fall for the kitchen.',
  ],
  'grosse-pointe': [
    'The Grosse Pointes are five cities with their own rules, and the homes near the lake were built with real craftsmanship: slate, leaded glass, plaster that has held for a century.',
    'Inspections here take longer and cost more, and they are worth it. I bring in specialists for the roof and the heating before you commit.',
  ],
  dearborn: [
    'Dearborn has well-kept brick ranches and colonials on quiet streets, close to the Ford campus and an easy drive to Detroit Metro. West Dearborn has the shops and the park; East Dearborn has the best value per square foot.',
    'Homes here are often sold by the families who built or bought them decades ago, and a fair, patient offer goes a long way.',
  ],
  berkley: [
    "Berkley is where a lot of my Royal Oak and Ferndale buyers end up: the same brick bungalows and Cape Cods on smaller budgets, with Twelve Mile's shops and good schools.",
    'My last few sales here went above asking within days, so I help buyers write a strong first offer rather than lose the house waiting.',
  ],
};
