import type { Listing } from '@agent-sites/schemas';
import { CardTour } from '@agent-sites/site-engine/features/leads/CardTour.tsx';
import { tourFormDescription } from '../../content/pages/listing-detail.ts';
import { cardTour, tourForm } from '../../content/pages/listings.ts';

/**
 * /listings' form: the page's tour form for any homes, or a tour request for the home whose
 * card's "Schedule Tour" was tapped, with the page's other homes to choose from. Its code loads
 * as the form nears the screen.
 */
function ListingsTour({ homes }: { homes: Listing[] | undefined }) {
  return (
    <CardTour
      homes={homes}
      contactForm={{ ...tourForm, variant: 'buyer', placeholderHeight: '48rem' }}
      tourDescription={tourFormDescription}
      otherQuestion={cardTour.otherQuestion}
    />
  );
}

export default ListingsTour;
