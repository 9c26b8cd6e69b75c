import { LISTING_FIELD_OF_COLUMN, listingPriceText, type ListingRow } from '@agent-sites/schemas';

/** The price as the list shows it: the closed price of a closed listing, or "Price TBD". */
export function priceText(row: Pick<ListingRow, 'status' | 'price' | 'closed_price'>): string {
  return listingPriceText({ status: row.status, price: row.price, closedPrice: row.closed_price });
}

export const LISTING_SAVE_TEXT = {
  fields: 'Some fields need a change before the listing can be saved.',
  slugTaken: 'That web address is taken by another listing. Choose another, or leave it empty.',
  notAgent: 'Only the agent can change listings. Sign in again with the agent’s account.',
} as const;

export interface DatabaseError {
  code?: string;
  message: string;
  details?: string | null;
}

/** A refusal the form can show: a notice, and messages next to fields. */
export interface SaveProblem {
  message: string;
  fieldErrors: Record<string, string>;
}

/**
 * What the form shows for a refused save: a `23514`'s details are `{ column: message }`
 * (supabase/README.md), put next to each field; a taken slug (`23505`) next to the web address.
 * Anything else (`undefined`) is the form's own "not saved" notice.
 */
export function saveProblem(error: DatabaseError): SaveProblem | undefined {
  if (error.code === '23514' && error.details) {
    try {
      const details = JSON.parse(error.details) as Record<string, unknown>;
      const fieldErrors: Record<string, string> = {};
      for (const [column, message] of Object.entries(details)) {
        const field = Object.hasOwn(LISTING_FIELD_OF_COLUMN, column)
          ? LISTING_FIELD_OF_COLUMN[column as keyof typeof LISTING_FIELD_OF_COLUMN]
          : undefined;
        if (field && typeof message === 'string') fieldErrors[field] = message;
      }
      if (Object.keys(fieldErrors).length > 0) return { message: LISTING_SAVE_TEXT.fields, fieldErrors };
    } catch {
      // Not the trigger's JSON: the message as it is.
    }
    return { message: error.message, fieldErrors: {} };
  }
  if (error.code === '23505') {
    return { message: LISTING_SAVE_TEXT.fields, fieldErrors: { slug: LISTING_SAVE_TEXT.slugTaken } };
  }
  if (error.code === '42501') return { message: LISTING_SAVE_TEXT.notAgent, fieldErrors: {} };
  return undefined;
}

/** The most a photo may weigh; the `listing-photo` function refuses more (413 `too_large`). */
export const MAX_PHOTO_BYTES = 20 * 1024 * 1024;

/**
 * Why a photo was not uploaded, naming the file, from the `listing-photo` function's error code
 * (supabase/README.md, Functions) or what the browser could tell before sending.
 */
export function uploadFailure(fileName: string, code: string | undefined): string {
  switch (code) {
    case 'not_an_image':
      return `${fileName} is not a JPEG, PNG or WebP image. Choose a photo.`;
    case 'too_large':
      return `${fileName} is larger than 20 MB. Make it smaller and try again.`;
    case 'empty_file':
    case 'no_file':
      return `${fileName} is empty (0 bytes). Choose the photo again.`;
    case 'damaged_image':
      return `${fileName} is damaged or cut short. Save or export it again, then retry.`;
    case 'not_signed_in':
    case 'not_agent':
      return `${fileName} was not uploaded: your sign-in has ended. Sign in again, then retry.`;
    case 'listing_not_found':
      return `${fileName} was not uploaded: the listing no longer exists.`;
    default:
      return `${fileName} could not be uploaded. Check your connection and try again.`;
  }
}

/** What the browser can refuse without sending: an empty file, or one over 20 MB. */
export function precheckPhoto(file: { size: number }): string | undefined {
  if (file.size === 0) return 'empty_file';
  if (file.size > MAX_PHOTO_BYTES) return 'too_large';
  return undefined;
}
