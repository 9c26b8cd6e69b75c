import type { ListingFigures } from '../listings/city.ts';

/**
 * Every visible listing's figures as they are now (`listing_figures`), read with the visitor's
 * client: the results strip of a page reached inside the app, which has no data of its own.
 */
export async function readLiveFigures(): Promise<ListingFigures> {
  const [{ listingFigures }, { database }] = await Promise.all([
    import('../listings/city.ts'),
    import('../../lib/database.ts'),
  ]);
  return listingFigures(database());
}
