import { Seo } from '../../app/head.tsx';
import { NewListing } from '../../features/admin/ListingEdit.tsx';

/** `/admin/listings/new`: a new listing's fields. */
export function Component() {
  return (
    <>
      <Seo
        title="New listing | Back office"
        description="The agent's back office."
        path="/admin/listings/new"
      />
      <NewListing />
    </>
  );
}
