import type { Listing } from '@agent-sites/schemas';
import { tourForm } from '../../content/pages/listings.ts';
import { PageCardTour } from './PageCardTour.tsx';

/**
 * /listings' form: the page's tour form for any homes, or a tour request for the home whose
 * card's "Schedule Tour" was tapped, with the page's other homes to choose from. Its code loads
 * as the form nears the screen.
 */
function ListingsTour({ homes }: { homes: Listing[] | undefined }) {
  return <PageCardTour homes={homes} form={tourForm} variant="buyer" />;
}

export default ListingsTour;
