import { Seo } from '../../app/head.tsx';
import { ListingsList } from '../../features/admin/ListingsList.tsx';

/** `/admin/listings`: every listing, archived ones too. */
export function Component() {
  return (
    <>
      <Seo title="Listings | Back office" description="The agent's back office." path="/admin/listings" />
      <ListingsList />
    </>
  );
}
