import { LISTING_STATUS_TEXT, type ListingRow } from '@agent-sites/schemas';
import { Badge, ButtonLink, DataTable, Stack, type DataTableColumn } from '@agent-sites/ui';
import { formatTime } from './leads.ts';
import { useAdminListings } from './listing-queries.ts';
import { priceText } from './listings.ts';
import { FromTheMls } from './mls-listing.tsx';
import { PageIntro, ReadFailed } from './page-parts.tsx';
import { RouterLink } from '../../app/router-link.tsx';

const COLUMNS: DataTableColumn<ListingRow>[] = [
  {
    key: 'listing',
    header: 'Listing',
    rowHeader: true,
    cell: (listing) => (
      <>
        <RouterLink href={`/admin/listings/${listing.id}`}>{listing.title}</RouterLink>
        <br />
        {listing.address}, {listing.city}
        {listing.source === 'mls' && (
          <>
            <br />
            <FromTheMls listing={listing} />
          </>
        )}
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (listing) => (
      <Badge tone={LISTING_STATUS_TEXT[listing.status].tone}>
        {LISTING_STATUS_TEXT[listing.status].agentLabel}
      </Badge>
    ),
  },
  {
    key: 'price',
    header: 'Price',
    align: 'end',
    cell: priceText,
  },
  {
    key: 'visible',
    header: 'On the site',
    cell: (listing) =>
      listing.archived_at ? (
        <Badge tone="warning" icon="info">
          Archived {formatTime(listing.archived_at)}
        </Badge>
      ) : (
        <a href={`/listing/${listing.slug}`}>/listing/{listing.slug}</a>
      ),
  },
  { key: 'photos', header: 'Photos', align: 'end', cell: (listing) => listing.gallery_images.length },
  { key: 'updated', header: 'Updated', cell: (listing) => formatTime(listing.updated_at) },
];

/** `/admin/listings`: every listing, archived ones marked, newest first, and "New listing". */
export function ListingsList() {
  const listings = useAdminListings();
  const rows = listings.data ?? [];
  const archived = rows.filter((listing) => listing.archived_at).length;

  return (
    <Stack gap="6">
      <Stack direction="row" justify="between" align="end" gap="4">
        <PageIntro title="Listings">
          Every listing, newest first. Those from the MLS change at the MLS; yours are marked. Archived ones
          are hidden from visitors
          {archived > 0 ? ` (${archived} archived)` : ''}.
        </PageIntro>
        <ButtonLink href="/admin/listings/new" iconStart="home">
          New listing
        </ButtonLink>
      </Stack>
      {listings.status === 'error' ? (
        <ReadFailed what="The listings" onRetry={listings.refetch} />
      ) : (
        <DataTable
          caption="Listings, newest first"
          hideCaption
          columns={COLUMNS}
          rows={rows}
          rowKey={(listing) => listing.id}
          loading={listings.status === 'pending'}
          empty="No listings yet. Add the first with New listing."
        />
      )}
    </Stack>
  );
}
