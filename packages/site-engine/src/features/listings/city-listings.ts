import type { Database, Listing } from '@agent-sites/schemas';
import type { PostgrestClient } from '@supabase/postgrest-js';
import { anonClient, type DataSource } from './anon-client.ts';
import { readCityRows, type ListingFigures } from './city.ts';
import { toListing } from './rows.ts';

/** The first listings of a read, and how many there are in all. */
export interface ListingsPage {
  listings: Listing[];
  total: number;
}

/** What a neighbourhood page shows of its city: its homes on the market, the agent's sales, the figures. */
export interface CityListings {
  /** The city's name as its listings write it, when a visitor may see any listing there. */
  name?: string;
  onMarket: ListingsPage;
  sales: ListingsPage;
  figures: ListingFigures;
}

/** A city's page (`readCityRows`) as listings the site shows. */
export async function readCity(client: PostgrestClient<Database>, citySlug: string): Promise<CityListings> {
  const { name, onMarket, sales, figures } = await readCityRows(client, citySlug);
  return {
    ...(name === undefined ? {} : { name }),
    onMarket: { listings: onMarket.rows.map(toListing), total: onMarket.total },
    sales: { listings: sales.rows.map(toListing), total: sales.total },
    figures,
  };
}

/**
 * `readCity` from the project at `source` (its URL and anon key), as an anonymous visitor reads
 * it: the site renders a neighbourhood page with the project it read the site's data from.
 */
export const readCityAt = (source: DataSource, citySlug: string) => readCity(anonClient(source), citySlug);

/** A slug as the listings spell them: anything else names no listing and reaches no query. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * The listing at `slug` in the project at `source`, as an anonymous visitor reads it: a feed's
 * listing's page rendered on demand (decision 058). `undefined` when none has the slug.
 */
export async function readListingAt(source: DataSource, slug: string): Promise<Listing | undefined> {
  if (!SLUG.test(slug)) return undefined;
  const { data, error } = await anonClient(source)
    .from('listings')
    .select('*')
    .eq('slug', slug)
    .maybeSingle();
  if (error) throw error;
  return data ? toListing(data) : undefined;
}
