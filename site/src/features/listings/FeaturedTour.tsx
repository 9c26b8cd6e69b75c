import { useFeaturedListings } from '@agent-sites/site-engine/features/listings/ListingsData.tsx';
import { contactForm } from '../../content/pages/home.ts';
import { PageCardTour } from './PageCardTour.tsx';

/**
 * The home page's form: the page's own, or a tour request for the featured home whose card's
 * "Schedule Tour" was tapped, with the other featured homes to choose from. Its code loads as the
 * form nears the screen, with the listings' data code, as the featured listings' does.
 */
function FeaturedTour() {
  const { data } = useFeaturedListings();
  return <PageCardTour homes={data} form={contactForm} variant="home" />;
}

export default FeaturedTour;
