import { formatNumber, type ListingRow } from '@agent-sites/schemas';
import { Badge, type DescriptionListItem } from '@agent-sites/ui';
import { formatTime } from './leads.ts';
import { priceText } from './listings.ts';

// A listing from the MLS feed in the back office: marked as the feed's, and the agent's own ones as
// theirs; read, never edited here (docs/decisions/053-idx-display.md).

// Not the schemas' formatFullDate: importing it here splits it into a chunk of its own that every
// listing page would then load.
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

type MlsMarks = Pick<ListingRow, 'source' | 'listed_by_agent'>;

/** "From the MLS", and "Yours" when the agent is its list agent; nothing for a typed listing. */
export function FromTheMls({ listing }: { listing: MlsMarks }) {
  if (listing.source !== 'mls') return null;
  return (
    <>
      <Badge tone="info">From the MLS</Badge>
      {listing.listed_by_agent && <Badge tone="accent">Yours</Badge>}
    </>
  );
}

/** What the feed says of the listing, as the page reads it out in place of the form. */
export function mlsDetails(listing: ListingRow): DescriptionListItem[] {
  const number = (value: number | null, unit = '') => (value == null ? '' : `${formatNumber(value)}${unit}`);
  return [
    { term: 'MLS number', description: listing.mls_listing_id },
    { term: 'Listing office', description: listing.list_office_name },
    { term: 'Status at the MLS', description: listing.mls_status },
    { term: 'Price', description: priceText(listing) },
    { term: 'Bedrooms', description: number(listing.bedrooms) },
    { term: 'Bathrooms', description: number(listing.bathrooms) },
    { term: 'Square feet', description: number(listing.square_feet) },
    {
      term: 'Listed',
      description: listing.listing_date && DAY.format(new Date(`${listing.listing_date}T00:00:00Z`)),
    },
    { term: 'Photos', description: String(listing.gallery_images.length) },
    {
      term: 'Changed at the MLS',
      description: listing.mls_modified_at && formatTime(listing.mls_modified_at),
    },
    { term: 'Description', description: listing.description },
  ];
}
