/** The size social networks and messaging apps show a link's large picture at (1.91:1). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;
