import type { Tables, TablesInsert } from './database.types.ts';
import type { LISTING_FIELD_OF_COLUMN } from './listing.ts';
import type { ListingStatus, PropertyType } from './listing-vocabulary.ts';

/**
 * The one mapping between a row of `listings` and the listing the library shows and edits. The
 * row's type is generated from the migrations (database.types.ts, `npm run gen:types`), and a
 * column a migration adds fails to compile in `listingOf` until it is mapped or left out on purpose.
 * See docs/decisions/035-one-listing-shape.md.
 */

/** A row of `listings` as the API answers it: every column, named as the database names them. */
export type ListingRow = Tables<'listings'>;

/** A photo with the widths a browser may choose from. */
export interface ListingPhoto {
  src: string;
  /** An `srcset`; empty when the photo cannot be resized (not in the project's storage). */
  srcSet: string;
}

/** A listing as the library's cards, pages and editor take it: the row's values, named for TypeScript. */
export interface Listing {
  id: string;
  /** The page's web address: `/listing/<slug>`. */
  slug: string;
  title: string;
  address: string;
  city: string;
  /** Two capital letters, such as MI. */
  state: string;
  zipCode: string;
  status: ListingStatus;
  propertyType: PropertyType;
  /** Asking price in whole US dollars; `null` when not yet set ("Price TBD"). */
  price: number | null;
  /** Sale price of a closed listing in whole US dollars. */
  closedPrice: number | null;
  /** The day a closed listing closed, `YYYY-MM-DD`; `null` for other statuses. */
  closedOn: string | null;
  bedrooms: number | null;
  /** May be a half, like 2.5. */
  bathrooms: number | null;
  squareFeet: number | null;
  /** Paragraphs separated by blank lines; may be empty. */
  description: string;
  features: string[];
  /** The day the listing went on the market, `YYYY-MM-DD`. */
  listingDate: string | null;
  /** The listing's header photo (or its first); `null` shows the placeholder. */
  imageUrl: string | null;
  /**
   * The same photo at several widths, as an `srcset` (`"…?width=400 400w, …?width=800 800w"`), so a
   * phone downloads a phone-sized file. Used only while `imageUrl` itself is shown.
   */
  imageSrcSet?: string;
  /** Every photo, in the agent's order. */
  gallery: ListingPhoto[];
  /** When the row last changed (an ISO timestamp). */
  updatedAt: string;
  /** The open houses still to come when the row was read, first first (may have passed since). */
  openHouses: OpenHouse[];
  /** Where the listing comes from: typed by the agent in the back office, or the MLS feed's. */
  source: ListingSource;
  /** The MLS number people see (the feed's ListingId); `null` for the agent's own typed listings. */
  mlsListingId: string | null;
  /** The office the MLS lists it under; `null` when the feed gives none or the agent typed it. */
  listOfficeName: string | null;
  /** The agent's own listing: always for typed ones, and the feed's whose list agent is the agent. */
  listedByAgent: boolean;
  /** When the MLS last changed it (the feed's ModificationTimestamp, ISO); `null` for typed ones. */
  mlsModifiedAt: string | null;
}

/** Where a listing comes from (decision 051). */
export type ListingSource = Tables<'listings'>['source'];

/** An open house: a span of time the home is open without an appointment (ISO timestamps). */
export interface OpenHouse {
  id: string;
  startsAt: string;
  endsAt: string;
  /** The agent's short note ("Cider and donuts"); `null` without one. */
  note: string | null;
}

/** A stored photo URL as it is: no other origin, no other widths. */
const asStored = (url: string): ListingPhoto => ({ src: url, srcSet: '' });

/**
 * The listing a row describes. `photo` turns a stored photo URL (often a path in the project's
 * storage) into what the browser loads; the site gives its project's origin and widths.
 */
export function listingOf(row: ListingRow, photo: (url: string) => ListingPhoto = asStored): Listing {
  const {
    zip_code: zipCode,
    property_type: propertyType,
    closed_price: closedPrice,
    closed_on: closedOn,
    square_feet: squareFeet,
    listing_date: listingDate,
    updated_at: updatedAt,
    header_image_url: headerImageUrl,
    gallery_images: galleryImages,
    open_houses: openHouses,
    // The back office's alone, which reads them from the row.
    created_at: _createdAt,
    archived_at: _archivedAt,
    // What the pages show of the MLS feed (decisions 051, 053).
    mls_listing_id: mlsListingId,
    list_office_name: listOfficeName,
    listed_by_agent: listedByAgent,
    mls_modified_at: mlsModifiedAt,
    // The feed's bookkeeping (20261128113000_mls_listings.sql, decision 051): the key the import
    // matches on, the status as sent, the list agent's MLS id (already `listed_by_agent`), the
    // visitors' rule (row-level security applies it) and a position nothing shows yet.
    mls_listing_key: _mlsListingKey,
    mls_status: _mlsStatus,
    list_agent_mls_id: _listAgentMlsId,
    internet_display: _internetDisplay,
    latitude: _latitude,
    longitude: _longitude,
    // What the search filters and sorts by (20261128170000_listing_search.sql, decision 054),
    // generated from `city` and the prices, which the listing already has.
    city_slug: _citySlug,
    shown_price: _shownPrice,
    // id, slug, title, address, city, state, status, price, bedrooms, bathrooms, description, features,
    // source
    ...sameName
  } = row;
  // A column a migration adds lands in `sameName` and fails to compile here unless `Listing` has it
  // by that name: rename it above, or leave it out there.
  const _everyColumnMapped: Record<Exclude<keyof typeof sameName, keyof Listing>, never> = {};
  const header = headerImageUrl ?? galleryImages[0];
  const headerPhoto = header === undefined ? undefined : photo(header);
  return {
    ...sameName,
    zipCode,
    propertyType,
    closedPrice,
    closedOn,
    squareFeet,
    listingDate,
    updatedAt,
    mlsListingId,
    listOfficeName,
    listedByAgent,
    mlsModifiedAt,
    imageUrl: headerPhoto?.src ?? null,
    imageSrcSet: headerPhoto?.srcSet || undefined,
    gallery: galleryImages.map(photo),
    // Written by the database's trigger only, in this shape, first first (20261128090000).
    openHouses: (openHouses as unknown as OpenHouse[] | null) ?? [],
  };
}

/** A field of the back office's listing form: one for each column it writes. */
type ListingField = (typeof LISTING_FIELD_OF_COLUMN)[keyof typeof LISTING_FIELD_OF_COLUMN];

/** A listing as the agent edits it in the back office's form: every value it writes, typed. */
export interface ListingDraft extends Pick<Listing, Exclude<ListingField, 'slug'>> {
  /** The page's web address; `null` lets the database make it from the address. */
  slug: string | null;
}

/** The columns the back office writes for a draft, for an insert or an update. */
export function listingColumns(draft: ListingDraft) {
  return {
    title: draft.title,
    address: draft.address,
    city: draft.city,
    state: draft.state,
    zip_code: draft.zipCode,
    property_type: draft.propertyType,
    status: draft.status,
    price: draft.price,
    closed_price: draft.closedPrice,
    closed_on: draft.closedOn,
    bedrooms: draft.bedrooms,
    bathrooms: draft.bathrooms,
    square_feet: draft.squareFeet,
    description: draft.description,
    features: draft.features,
    listing_date: draft.listingDate,
    // check_listing() makes an empty slug from the address, as it does a null one.
    slug: draft.slug ?? '',
  } satisfies TablesInsert<'listings'>;
}
