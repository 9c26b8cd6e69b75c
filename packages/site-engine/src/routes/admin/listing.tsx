import { useParams } from 'react-router-dom';
import { Seo } from '../../app/head.tsx';
import { ListingEdit } from '../../features/admin/ListingEdit.tsx';

/** `/admin/listings/:id`: one listing, its photos, archiving and deleting. */
export function Component() {
  const { id = '' } = useParams();
  return (
    <>
      <Seo
        title="Listing | Back office"
        description="The agent's back office."
        path={`/admin/listings/${id}`}
      />
      <ListingEdit id={id} />
    </>
  );
}
