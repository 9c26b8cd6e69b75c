import { env } from '../../config/env.ts';
import type { ListingStatus, ListingSummary, PropertyType } from '@agent-sites/ui';

/** A row of the `listings` table as the REST API returns it. */
export interface ListingRow {
  id: string;
  slug: string;
  title: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  price: number | null;
  closed_price: number | null;
  status: ListingStatus;
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
  description: string | null;
  features: string[] | null;
  gallery_images: string[] | null;
  header_image_url: string | null;
  listing_date: string | null;
  property_type: PropertyType | null;
  created_at: string;
  updated_at?: string;
}

/** A listing with what the detail page shows beyond the card. */
export interface ListingDetail extends ListingSummary {
  id: string;
  features: string[];
  gallery: string[];
  listingDate: string | null;
  updatedAt: string | null;
}

/**
 * Photo paths the backend stores (`/storage/v1/object/public/...`) belong to the Supabase project's
 * origin, which is this site's own only when the local backend serves it.
 */
function photoUrl(url: string): string {
  return env.supabaseUrl ? new URL(url, `${env.supabaseUrl}/`).toString() : url;
}

/** Maps a database row to the library's listing props. */
export function toListing(row: ListingRow): ListingDetail {
  const header = row.header_image_url ?? row.gallery_images?.[0] ?? null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    address: row.address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    status: row.status,
    price: row.price === null ? null : Number(row.price),
    closedPrice: row.closed_price === null ? null : Number(row.closed_price),
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
    squareFeet: row.square_feet,
    description: row.description ?? '',
    imageUrl: header ? photoUrl(header) : null,
    propertyType: row.property_type,
    features: row.features ?? [],
    gallery: (row.gallery_images ?? []).map(photoUrl),
    listingDate: row.listing_date,
    updatedAt: row.updated_at ?? null,
  };
}
