import { agent } from '../config/agent.ts';

/**
 * The phone's Call, Text and Tour bar (listing, rental, contact and relocation pages): its name
 * as a landmark, and the text it writes in, naming the home or what the page is about.
 */
export const contactBar = {
  label: `Call, text or tour with ${agent.firstName}`,
  /** "Hi Alex, I'm asking about 1428 Maplewood Ave, Royal Oak". */
  text: (about: string) => `Hi ${agent.firstName}, I'm asking about ${about}`,
  /** What the contact page's text is about. */
  contactPage: 'buying or selling a home in Metro Detroit',
  /** What the relocation page's text is about, and its third button, to the page's form. */
  relocation: { about: 'moving from Michigan to Florida', action: 'Plan Your Move' },
  /** A listing that cannot be toured (coming soon, closed): its third button asks about it. */
  ask: 'Ask',
} as const;
