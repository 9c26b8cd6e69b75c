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
  /** The day a recently closed listing closed (migration 20251126120000). */
  closed_on: string | null;
  property_type: PropertyType | null;
  created_at: string;
  updated_at?: string;
}

/** A photo with the widths the browser may choose from. */
export interface Photo {
  src: string;
  /** Empty when the photo is not in the project's storage and cannot be resized. */
  srcSet: string;
}

/** A listing with what the detail page shows beyond the card. */
export interface ListingDetail extends ListingSummary {
  id: string;
  features: string[];
  gallery: Photo[];
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

/** The widths photos are offered at: a phone's card, a desktop card or half screen, a full-width hero. */
export const PHOTO_WIDTHS = [400, 800, 1200, 1600] as const;

const PUBLIC_OBJECT = '/storage/v1/object/public/';

/**
 * Storage photos at each of `PHOTO_WIDTHS`, through Storage's image transformation
 * (`/storage/v1/render/image/public/...?width=`, served by the local backend too). Supabase offers
 * it on paid plans; other hosts' photos are used as they are.
 */
export function photoSrcSet(url: string): string {
  const at = url.indexOf(PUBLIC_OBJECT);
  if (at < 0) return '';
  const render = `${url.slice(0, at)}/storage/v1/render/image/public/${url.slice(at + PUBLIC_OBJECT.length)}`;
  return PHOTO_WIDTHS.map((width) => `${render}?width=${width}&resize=contain ${width}w`).join(', ');
}

const photo = (url: string): Photo => {
  const src = photoUrl(url);
  return { src, srcSet: photoSrcSet(src) };
};

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
    closedOn: row.closed_on ?? null,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms === null ? null : Number(row.bathrooms),
    squareFeet: row.square_feet,
    description: row.description ?? '',
    imageUrl: header ? photoUrl(header) : null,
    imageSrcSet: header ? photoSrcSet(photoUrl(header)) || undefined : undefined,
    propertyType: row.property_type,
    features: row.features ?? [],
    gallery: (row.gallery_images ?? []).map(photo),
    listingDate: row.listing_date,
    updatedAt: row.updated_at ?? null,
  };
}

/** The first three current listings, newest first (spec §9), of listings newest first. */
export function featured(listings: readonly ListingDetail[]): ListingDetail[] {
  return listings.filter((listing) => listing.status === 'current').slice(0, 3);
}
