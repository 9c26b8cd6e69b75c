// What a page looks like when its link is shared: a 1200 by 630 picture the build draws
// (`build/share-card.ts`) and the site serves at a path that changes with what it shows, so a
// network that cached an old picture fetches the new one (docs/decisions/023-the-person-and-the-proof.md).
// The site decides each card's words (its name, the agent's byline); the engine draws and serves them.

/** The size social networks and messaging apps show a link's large picture at (1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a share card shows: a page's title, or a listing's photo, price and address. */
export type ShareCardContent =
  | { kind: 'page'; title: string }
  | {
      kind: 'listing';
      /** The listing's photo (a site path or URL), or none: the card then shows the hero scene. */
      photo: string | null;
      /** "$389,900", "Closed at $468,000", "Price TBD". */
      price: string;
      address: string;
      /** The status as visitors read it: "Available", "Recently Closed". */
      status: string;
    };

/** A page's share card: where it is served, its alt text, and what it shows. */
export interface ShareCard {
  path: string;
  alt: string;
  content: ShareCardContent;
  /** The site's name, above a page's title. */
  siteName: string;
  /** Who to call, on every card: the agent's name and phone number. */
  byline: string;
}
