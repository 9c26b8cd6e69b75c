import { listingOf, type Listing, type ListingPhoto, type ListingRow } from '@agent-sites/schemas';
import { env } from '../../config/env.ts';

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

const photo = (url: string): ListingPhoto => {
  const src = photoUrl(url);
  return { src, srcSet: photoSrcSet(src) };
};

/** A row as this site shows it: the shared mapper, with photos from the project's storage. */
export const toListing = (row: ListingRow): Listing => listingOf(row, photo);

/** The first three current listings, newest first (spec §9), of listings newest first. */
export function featured<T extends Pick<Listing, 'status'>>(listings: readonly T[]): T[] {
  return listings.filter((listing) => listing.status === 'current').slice(0, 3);
}
