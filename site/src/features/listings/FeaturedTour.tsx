import { CardTour } from '@agent-sites/site-engine/features/leads/CardTour.tsx';
import { useAllListings } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import { usePageData } from '@agent-sites/site-engine/app/page-data.tsx';
import { featured } from '@agent-sites/site-engine/features/listings/rows.ts';
import { contactForm } from '../../content/pages/home.ts';
import { tourFormDescription } from '../../content/pages/listing-detail.ts';
import { cardTour } from '../../content/pages/listings.ts';

/**
 * The home page's form: the page's own, or a tour request for the featured home whose card's
 * "Schedule Tour" was tapped, with the other featured homes to choose from. Its code loads as the
 * form nears the screen, with the listings' data code, as the featured listings' does.
 */
function FeaturedTour() {
  const { data } = useAllListings(usePageData()?.featured);
  return (
    <CardTour
      homes={data ? featured(data) : undefined}
      contactForm={{ ...contactForm, variant: 'home', placeholderHeight: '48rem' }}
      tourDescription={tourFormDescription}
      otherQuestion={cardTour.otherQuestion}
    />
  );
}

export default FeaturedTour;
