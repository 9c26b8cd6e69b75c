/**
 * /listings: the fixed texts the live page needs beside the listings that come from the backend:
 * featured-area cards, section headings and the tour request form (the hero, the buyer-broker
 * notice, the empty states and the word to renters are in `listings-intro.ts`). The section
 * headings, card badges and price texts are the shared vocabulary's (packages/schemas), card
 * buttons the library's status map.
 */
import { LISTING_STATUS_TEXT, type ListingStatus } from '@agent-sites/schemas';
import type { Area, PageMeta, PromisingFormText, SectionIntro } from '../types.ts';

/** Featured-area cards: the page adds each city's listing count; a click sets the filter. */
export const featuredAreas: { intro: SectionIntro; areas: Area[] } = {
  intro: {
    eyebrow: 'Explore by Area',
    title: 'Featured Neighborhoods',
    description: 'Pick a city to see what is available there.',
  },
  areas: [
    {
      name: 'Detroit',
      slug: 'detroit',
      blurb: 'Historic districts, brick colonials and renovated flats, from Indian Village to Rosedale Park.',
    },
    {
      name: 'Royal Oak',
      slug: 'royal-oak',
      blurb: 'A walkable downtown, 1920s bungalows and tree-lined side streets.',
    },
    {
      name: 'Birmingham',
      slug: 'birmingham',
      blurb: 'A lively downtown, top-tier amenities and homes on prized lots.',
    },
    {
      name: 'Ferndale',
      slug: 'ferndale',
      blurb: 'Character-filled bungalows close to Nine Mile shops and restaurants.',
    },
    {
      name: 'Grosse Pointe',
      slug: 'grosse-pointe',
      blurb: 'Lakeside streets and classic homes built with real craftsmanship.',
    },
    {
      name: 'Dearborn',
      slug: 'dearborn',
      blurb: 'Well-kept brick homes, strong neighborhoods and an easy commute.',
    },
  ],
};

/** The four status sections, each shown only when it has listings. */
export const sections: Record<ListingStatus, SectionIntro> = {
  current: {
    title: LISTING_STATUS_TEXT.current.section,
    description: 'Available now and ready for showings.',
  },
  coming_soon: {
    title: LISTING_STATUS_TEXT.coming_soon.section,
    description: 'Homes about to hit the market. Get notified the moment they do.',
  },
  pending: {
    title: LISTING_STATUS_TEXT.pending.section,
    description: 'Under contract. Ask me for updates, or for homes like these.',
  },
  recently_closed: {
    title: LISTING_STATUS_TEXT.recently_closed.section,
    description: 'Recent sales that show what homes like yours are selling for.',
  },
};

/** A section's count, under its heading. */
export const sectionCount = (homes: number) =>
  homes === 1 ? '1 home' : `${homes.toLocaleString('en-US')} homes`;

export const tourForm: PromisingFormText = {
  title: 'Schedule a Tour',
  description: (when) =>
    `Tell me which homes you'd like to see and when you're free. I'll reply ${when} to set up a showing.`,
};

/**
 * A listing card's "Schedule Tour" turns the page's form into a tour request for its home (on
 * /listings and the home page): the way back to the page's own form.
 */
export const cardTour = {
  otherQuestion: 'Ask me something else instead',
};

export const meta: PageMeta = {
  title: 'Metro Detroit Homes for Sale | Current Listings',
  description:
    'Browse current, coming soon, pending and recently closed listings in Detroit, Royal Oak, Birmingham, Ferndale and across Metro Detroit. Schedule a tour today.',
  keywords: [
    'Metro Detroit homes for sale',
    'Detroit listings',
    'Royal Oak homes for sale',
    'Birmingham MI listings',
    'Ferndale houses for sale',
    'schedule a home tour',
  ],
};
