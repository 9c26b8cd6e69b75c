/**
 * /listing/{slug} of a listing from the MLS feed: what the page says of where it comes from. Its own
 * file, read only by the page's static island (routes/listing-sections.tsx), so a visitor landing on
 * any listing downloads none of it.
 */
import { agent } from '../../config/agent.ts';

const MLS_CLOCK = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: agent.timeZone,
  timeZoneName: 'short',
});

/**
 * What the page of a listing from the MLS feed says of where it comes from, as the MLS's IDX rules
 * ask (docs/decisions/053-idx-display.md): the listing office of a home that is not mine, the MLS
 * number, the MLS's disclaimer and when the feed last changed the listing. My own listings, typed
 * in the back office, show none of it. The disclaimer is the MLS's wording: when the IDX agreement
 * gives other words, they replace these, here and nowhere else.
 */
export const mlsCredit = {
  courtesy: (office: string) => `Listing courtesy of ${office}`,
  number: (mlsNumber: string) => `MLS# ${mlsNumber}`,
  disclaimer:
    'The data on this page comes in part from the IDX program of Realcomp II Ltd., the MLS of Southeast Michigan. Listings held by brokerages other than mine are marked with their office’s name. IDX information is provided exclusively for consumers’ personal, non-commercial use to identify homes they may be interested in buying, and may not be used for any other purpose. It is deemed reliable but not guaranteed.',
  /** "Listing information last updated Nov 28, 2026, 3:15 AM EST" (on my clock). */
  updated: (at: string) => `Listing information last updated ${MLS_CLOCK.format(new Date(at))}`,
};
