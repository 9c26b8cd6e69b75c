import {
  LISTING_STATUS_TEXT,
  listingColumns,
  listingOf,
  type ListingDraft,
  type ListingRow,
} from '@agent-sites/schemas';
import {
  Badge,
  Button,
  ButtonLink,
  Card,
  DescriptionList,
  Dialog,
  Heading,
  ListingEditor,
  notify,
  Stack,
  Text,
  type ListingEditorProps,
} from '@agent-sites/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { agent } from '../../config/agent.ts';
import { withArrivalToast } from './arrival-toast.ts';
import { formatTime } from './leads.ts';
import { FromTheMls, mlsDetails } from './mls-listing.tsx';
import { createListing, useAdminListing } from './listing-queries.ts';
import { ListingOpenHouses } from './ListingOpenHouses.tsx';
import { ListingPhotos } from './ListingPhotos.tsx';
import { RecordStates } from './RecordStates.tsx';
import { useUnsavedChangesGuard } from './unsaved-changes.ts';

const CHECK_CONNECTION = 'Check your connection and try again.';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" variant="outlined" padding="md" aria-labelledby={id}>
      <Stack gap="4">
        <Heading level={2} size="sm" id={id}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * The listing's form with its unsaved edits guarded: leaving the page while they are unsaved asks
 * first (a link, Back or Forward, a reload or a closed tab).
 */
function GuardedEditor(props: Omit<ListingEditorProps, 'onDirtyChange'>) {
  const [dirty, setDirty] = useState(false);
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <>
      <ListingEditor {...props} onDirtyChange={setDirty} />
      <Dialog
        open={guard.asking}
        onClose={guard.stay}
        title="Leave without saving?"
        description="Your changes to this listing are not saved yet. Save them first, or leave and lose them."
        size="sm"
      >
        <Stack direction="row" gap="3">
          <Button data-autofocus onClick={guard.stay}>
            Keep editing
          </Button>
          <Button variant="ghost" onClick={guard.leave}>
            Leave without saving
          </Button>
        </Stack>
      </Dialog>
    </>
  );
}

const BackToListings = () => (
  <ButtonLink href="/admin/listings" variant="ghost" size="sm" iconStart="arrowLeft">
    All listings
  </ButtonLink>
);

/** `/admin/listings/new`: the form; once saved, the listing's own page takes its photos. */
export function NewListing() {
  const navigate = useNavigate();
  async function save(draft: ListingDraft) {
    const listing = await createListing(draft);
    // Announced by the page it leads to, so the move to a new page does not close it at once.
    navigate(`/admin/listings/${listing.id}`, {
      state: withArrivalToast({
        title: 'Listing created',
        description: `${listing.address} is saved. Add its photos next.`,
      }),
    });
  }
  return (
    <Stack gap="6">
      <Stack gap="2" align="start">
        <BackToListings />
        <Heading level={1} size="lg">
          New listing
        </Heading>
        <Text tone="muted">Photos come next, once the listing is saved.</Text>
      </Stack>
      <Section id="listing-details" title="Details">
        <GuardedEditor onSubmit={save} submitLabel="Create listing" defaultState={agent.listingState} />
      </Section>
    </Stack>
  );
}

/** Archive or restore (visitors see it or not) and delete after a confirmation. */
function Lifecycle({
  listing,
  update,
  remove,
}: {
  listing: ListingRow;
  update: (columns: { archived_at: string | null }) => Promise<void>;
  remove: () => Promise<void>;
}) {
  const navigate = useNavigate();
  const [working, setWorking] = useState<'archive' | 'delete'>();
  const [confirming, setConfirming] = useState(false);
  const archived = listing.archived_at !== null;

  async function toggleArchive() {
    setWorking('archive');
    try {
      await update({ archived_at: archived ? null : new Date().toISOString() });
      notify.success(
        archived ? 'Listing restored' : 'Listing archived',
        archived ? 'Visitors see it again.' : 'Visitors no longer see it.',
      );
    } catch {
      notify.error('Not saved', CHECK_CONNECTION);
    } finally {
      setWorking(undefined);
    }
  }

  async function deleteListing() {
    setConfirming(false);
    setWorking('delete');
    try {
      await remove();
      navigate('/admin/listings', {
        state: withArrivalToast({
          title: 'Listing deleted',
          description: `${listing.address} and its photos are gone.`,
        }),
      });
    } catch {
      setWorking(undefined);
      notify.error('Not deleted', CHECK_CONNECTION);
    }
  }

  return (
    <Stack gap="3" align="start">
      <Text>
        {archived
          ? 'Archived: visitors do not see this listing or its photos. Leads about it keep their link.'
          : 'Archiving hides the listing from visitors and keeps it here; prefer it to deleting.'}
      </Text>
      <Stack direction="row" gap="3">
        <Button
          variant="secondary"
          onClick={() => void toggleArchive()}
          loading={working === 'archive'}
          disabled={working !== undefined}
        >
          {archived ? 'Restore listing' : 'Archive listing'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => setConfirming(true)}
          loading={working === 'delete'}
          loadingText="Deleting..."
          disabled={working !== undefined}
        >
          Delete listing
        </Button>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this listing?"
        description={`${listing.address}, ${listing.city} and all its photos are removed for good. Archiving hides it and can be undone.`}
        size="sm"
      >
        <Stack direction="row" gap="3">
          <Button data-autofocus variant="secondary" onClick={() => void deleteListing()}>
            Delete for good
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </Stack>
      </Dialog>
    </Stack>
  );
}

/** `/admin/listings/:id`: the listing's fields, photos, archiving and deleting. */
export function ListingEdit({ id }: { id: string }) {
  const resource = useAdminListing(id);

  if (resource.status !== 'success' || !resource.data) {
    return (
      <RecordStates
        status={resource.status === 'success' ? 'missing' : resource.status}
        noun="listing"
        back={{ href: '/admin/listings', label: 'All listings' }}
      />
    );
  }

  const { listing, photos } = resource.data;

  async function save(draft: ListingDraft) {
    await resource.update(listingColumns(draft));
    notify.success(
      'Listing saved',
      'Its page, /listings, the home page and the sitemap show it within a minute.',
    );
  }

  return (
    <Stack gap="6">
      <Stack gap="2" align="start">
        <BackToListings />
        <Heading level={1} size="lg">
          {listing.title}
        </Heading>
        <Stack direction="row" gap="2" align="center">
          <Badge tone={LISTING_STATUS_TEXT[listing.status].tone}>
            {LISTING_STATUS_TEXT[listing.status].agentLabel}
          </Badge>
          <FromTheMls listing={listing} />
          {listing.archived_at && (
            <Badge tone="warning" icon="info">
              Archived {formatTime(listing.archived_at)}
            </Badge>
          )}
          <Text as="span" size="sm" tone="muted">
            {listing.address}, {listing.city}
          </Text>
        </Stack>
        {!listing.archived_at && (
          <a href={`/listing/${listing.slug}`}>See it on the site: /listing/{listing.slug}</a>
        )}
      </Stack>
      {listing.source === 'mls' ? (
        // The feed's: read here, changed at the MLS (decisions 051, 053).
        <Section id="listing-details" title="Details">
          <Text>
            This listing comes from the MLS feed, so it changes at the MLS: what you change there reaches this
            page and the site at the next sync. Its photos are the MLS’s too.
          </Text>
          <DescriptionList items={mlsDetails(listing)} />
        </Section>
      ) : (
        <>
          <Section id="listing-details" title="Details">
            <GuardedEditor
              key={listing.id}
              listing={listingOf(listing)}
              onSubmit={save}
              submitLabel="Save changes"
            />
          </Section>
          <Section id="listing-photos" title="Photos">
            <ListingPhotos photos={photos} resource={resource} />
          </Section>
        </>
      )}
      {listing.listed_by_agent && (
        <Section id="listing-open-houses" title="Open houses">
          <ListingOpenHouses listingId={listing.id} />
        </Section>
      )}
      {listing.source === 'agent' && (
        <Section id="listing-lifecycle" title="Archive or delete">
          <Lifecycle listing={listing} update={resource.update} remove={resource.remove} />
        </Section>
      )}
    </Stack>
  );
}
