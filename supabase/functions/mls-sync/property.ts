// A RESO Property record, as the feed sends it, checked value by value and turned into a row of
// `listings` (docs/decisions/051-mls-import.md). Nothing from the feed is trusted: a value of the
// wrong type, out of range or too long makes the record skipped (and counted), never a failed run;
// the limits are check_listing()'s and the table's constraints, so a record that passes here is
// one the database takes.

export type ListingStatus = 'current' | 'coming_soon' | 'pending' | 'recently_closed';
export type PropertyType = 'single_family' | 'condo' | 'townhouse' | 'multi_family' | 'land';

/** The columns mls-sync writes, as apply_mls_page() takes them. */
export interface MlsListingRow {
  mls_listing_key: string;
  mls_listing_id: string | null;
  list_office_name: string | null;
  list_agent_mls_id: string | null;
  listed_by_agent: boolean;
  mls_modified_at: string;
  mls_status: string;
  internet_display: boolean;
  title: string;
  address: string;
  city: string;
  state: string;
  zip_code: string;
  property_type: PropertyType;
  status: ListingStatus;
  price: number | null;
  closed_price: number | null;
  closed_on: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  square_feet: number | null;
  description: string;
  gallery_images: string[];
  header_image_url: string | null;
  listing_date: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** A listing that left the feed's shown statuses: archived, so no visitor sees it. */
export interface MlsRemoval {
  mls_listing_key: string;
  mls_status: string;
  mls_modified_at: string;
}

export type PropertyOutcome =
  | { kind: 'store'; row: MlsListingRow }
  | { kind: 'remove'; removal: MlsRemoval }
  | { kind: 'skip'; reason: string; modifiedAt: string | undefined };

/** StandardStatus onto the site's four statuses; every other status is off the site. */
const SHOWN_STATUS: Readonly<Record<string, ListingStatus>> = {
  Active: 'current',
  ComingSoon: 'coming_soon',
  ActiveUnderContract: 'pending',
  Pending: 'pending',
  Closed: 'recently_closed',
};

/** PropertySubType, the finer word, first; then PropertyType. Leases and commercial are not homes for sale here. */
const SUB_TYPE: Readonly<Record<string, PropertyType>> = {
  SingleFamilyResidence: 'single_family',
  'Single Family Residence': 'single_family',
  Condominium: 'condo',
  Townhouse: 'townhouse',
  Duplex: 'multi_family',
  Triplex: 'multi_family',
  Quadruplex: 'multi_family',
};
const TYPE: Readonly<Record<string, PropertyType>> = {
  Residential: 'single_family',
  ResidentialIncome: 'multi_family',
  'Residential Income': 'multi_family',
  Land: 'land',
  Farm: 'land',
};

const MAX_PHOTOS = 100;
const MAX_PRICE = 100_000_000;
const ZIP = /^(\d{5})-?(\d{4})?$/;
const STATE = /^[A-Z]{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** ISO 8601 with a zone: the DateTimeOffset of OData. */
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

class Skip extends Error {}

/** Text without what PostgreSQL cannot store (NUL, half a surrogate pair), trimmed. */
const clean = (text: string) =>
  text
    .replaceAll('\u0000', '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .trim();

function text(record: Record<string, unknown>, field: string, max: number, required: true): string;
function text(record: Record<string, unknown>, field: string, max: number, required?: false): string | null;
function text(record: Record<string, unknown>, field: string, max: number, required = false): string | null {
  const value = record[field];
  if (value === undefined || value === null || (typeof value === 'string' && clean(value) === '')) {
    if (required) throw new Skip(`no ${field}`);
    return null;
  }
  if (typeof value !== 'string') throw new Skip(`${field} is not text`);
  const cleaned = clean(value);
  if (cleaned.length > max) throw new Skip(`${field} is longer than ${max} characters`);
  return cleaned;
}

/** A number from the feed in [min, max], or null when absent; `zeroIsUnknown` reads 0 as absent. */
function number(
  record: Record<string, unknown>,
  field: string,
  min: number,
  max: number,
  options: { integer?: boolean; zeroIsUnknown?: boolean } = {},
): number | null {
  const value = record[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Skip(`${field} is not a number`);
  if (options.zeroIsUnknown && value === 0) return null;
  if (options.integer && !Number.isInteger(value)) throw new Skip(`${field} is not a whole number`);
  if (value < min || value > max) throw new Skip(`${field} is out of range`);
  return value;
}

function date(record: Record<string, unknown>, field: string): string | null {
  const value = record[field];
  if (value === undefined || value === null) return null;
  // A day that exists: 2026-02-30 parses in JavaScript but not in PostgreSQL.
  const day = typeof value === 'string' && DATE.test(value) ? new Date(`${value}T00:00:00Z`) : undefined;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
    throw new Skip(`${field} is not a date`);
  }
  return value as string;
}

/** A server's clock may run ahead a little; a day ahead is a wrong value, not a clock. */
const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/** The record's ModificationTimestamp as given, in milliseconds, or undefined when it is not one. */
function timestampOf(record: unknown): number | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const value = (record as Record<string, unknown>).ModificationTimestamp;
  if (typeof value !== 'string' || !TIMESTAMP.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
}

/**
 * The record's ModificationTimestamp as ISO 8601 UTC, or undefined when it has none usable. One in
 * the future is not usable: as the high-water mark it would hide every change until then.
 */
export function modifiedAt(record: unknown): string | undefined {
  const at = timestampOf(record);
  return at === undefined || at > Date.now() + FUTURE_SLACK_MS ? undefined : new Date(at).toISOString();
}

/** Photo URLs in the feed's Order (ties in the feed's order): https only, the MLS's own. */
function photos(record: Record<string, unknown>): string[] {
  const media = record.Media;
  if (media === undefined || media === null) return [];
  if (!Array.isArray(media)) throw new Skip('Media is not a list');
  const found: { url: string; order: number; index: number }[] = [];
  media.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return;
    const { MediaURL: url, Order: order, MediaCategory: category } = item as Record<string, unknown>;
    if (category !== undefined && category !== null && category !== 'Photo') return;
    if (typeof url !== 'string' || url.length > 2048) return;
    try {
      if (new URL(url).protocol !== 'https:') return;
    } catch {
      return;
    }
    found.push({ url, order: typeof order === 'number' && Number.isFinite(order) ? order : Infinity, index });
  });
  return found
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .slice(0, MAX_PHOTOS)
    .map((photo) => photo.url);
}

function propertyType(record: Record<string, unknown>): PropertyType {
  const sub = record.PropertySubType;
  const type = record.PropertyType;
  if (typeof sub === 'string' && SUB_TYPE[sub]) return SUB_TYPE[sub];
  if (typeof type === 'string' && TYPE[type]) return TYPE[type];
  if (type === undefined || type === null) return 'single_family';
  throw new Skip('not a home for sale (PropertyType)');
}

/** What the agent's MLS agreement decides about the feed's records. */
export interface FeedRules {
  /** The agent's own MLS id (MLS_AGENT_MLS_ID): their listings in the feed are marked as theirs. */
  agentMlsId?: string;
  /**
   * Whether the MLS lets an IDX site show a closed listing's sale price (MLS_CLOSE_PRICES=show).
   * Where it does not, the price is never stored, so no read of the table can show it.
   */
  closePrices?: boolean;
}

/** What to do with one record of the feed, under the agent's MLS rules. */
export function mapProperty(record: unknown, rules: FeedRules = {}): PropertyOutcome {
  const { agentMlsId, closePrices = false } = rules;
  const at = modifiedAt(record);
  try {
    if (typeof record !== 'object' || record === null || Array.isArray(record))
      throw new Skip('not a record');
    const r = record as Record<string, unknown>;
    const key = text(r, 'ListingKey', 255, true);
    if (!at) {
      throw new Skip(
        timestampOf(r) === undefined ? 'no ModificationTimestamp' : 'ModificationTimestamp is in the future',
      );
    }
    const standardStatus = text(r, 'StandardStatus', 50, true);
    const status = SHOWN_STATUS[standardStatus];
    if (!status) {
      return {
        kind: 'remove',
        removal: { mls_listing_key: key, mls_status: standardStatus, mls_modified_at: at },
      };
    }
    const display = r.InternetEntireListingDisplayYN;
    if (display !== undefined && display !== null && typeof display !== 'boolean') {
      throw new Skip('InternetEntireListingDisplayYN is not true or false');
    }
    const address = text(r, 'UnparsedAddress', 120, true);
    const zip = text(r, 'PostalCode', 10, true);
    const zipMatch = ZIP.exec(zip);
    if (!zipMatch) throw new Skip('PostalCode is not a ZIP code');
    const state = text(r, 'StateOrProvince', 2, true);
    if (!STATE.test(state)) throw new Skip('StateOrProvince is not a two-letter code');
    const price = number(r, 'ListPrice', 1, MAX_PRICE, { zeroIsUnknown: true });
    const closed = status === 'recently_closed';
    const closePrice =
      closed && closePrices ? number(r, 'ClosePrice', 1, MAX_PRICE, { zeroIsUnknown: true }) : null;
    const listingDate = date(r, 'ListingContractDate');
    let closedOn = closed ? date(r, 'CloseDate') : null;
    // check_listing() refuses a close before the listing: the feed's dates disagree, keep the listing.
    if (closedOn && listingDate && closedOn < listingDate) closedOn = null;
    const bathrooms = number(r, 'BathroomsTotalInteger', 0, 50, { integer: true });
    const latitude = number(r, 'Latitude', -90, 90, { zeroIsUnknown: true });
    const longitude = number(r, 'Longitude', -180, 180, { zeroIsUnknown: true });
    const listAgent = text(r, 'ListAgentMlsId', 50);
    const gallery = photos(r);
    return {
      kind: 'store',
      row: {
        mls_listing_key: key,
        mls_listing_id: text(r, 'ListingId', 255),
        list_office_name: text(r, 'ListOfficeName', 255),
        list_agent_mls_id: listAgent,
        listed_by_agent: agentMlsId !== undefined && listAgent === agentMlsId,
        mls_modified_at: at,
        mls_status: standardStatus,
        internet_display: display !== false,
        title: address,
        address,
        city: text(r, 'City', 60, true),
        state,
        zip_code: zipMatch[2] ? `${zipMatch[1]}-${zipMatch[2]}` : (zipMatch[1] ?? zip),
        property_type: propertyType(r),
        status,
        price: price === null ? null : Math.round(price),
        closed_price: closePrice === null ? null : Math.round(closePrice),
        closed_on: closedOn,
        bedrooms: number(r, 'BedroomsTotal', 0, 50, { integer: true }),
        bathrooms,
        square_feet: roundedArea(number(r, 'LivingArea', 0, 100_000, { zeroIsUnknown: true })),
        description: text(r, 'PublicRemarks', 10_000) ?? '',
        gallery_images: gallery,
        header_image_url: gallery[0] ?? null,
        listing_date: listingDate,
        latitude: latitude === null || longitude === null ? null : round6(latitude),
        longitude: latitude === null || longitude === null ? null : round6(longitude),
      },
    };
  } catch (error) {
    if (error instanceof Skip) return { kind: 'skip', reason: error.message, modifiedAt: at };
    throw error;
  }
}

/** Square feet in whole feet, at least 1 (the table's rule). */
const roundedArea = (area: number | null) => (area === null ? null : Math.max(1, Math.round(area)));
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
