import { displayedPrice, type Listing, type PropertyType } from '@agent-sites/schemas';
import type { JsonLd } from '../../app/json-ld.ts';
import { absoluteUrl } from '../../config/site.ts';

/** schema.org's nearest type for each kind of property the agent lists. */
const RESIDENCE: Record<PropertyType, string> = {
  single_family: 'SingleFamilyResidence',
  condo: 'Apartment',
  townhouse: 'House',
  multi_family: 'Residence',
  land: 'Place',
};

/**
 * A listing as schema.org's RealEstateListing: the residence with its address and size, and the
 * offer at its asking price (a recently closed home is offered no more; its sale price is kept).
 */
export function listingJsonLd(listing: Listing, path: string): JsonLd {
  const photos = listing.gallery.length
    ? listing.gallery.map((photo) => photo.src)
    : listing.imageUrl
      ? [listing.imageUrl]
      : [];
  const closed = listing.status === 'recently_closed';
  const price = displayedPrice(listing);
  const type = RESIDENCE[listing.propertyType ?? 'single_family'];
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: listing.title,
    url: absoluteUrl(path),
    image: photos.length ? photos.map((photo) => absoluteUrl(photo)) : undefined,
    datePosted: listing.listingDate ?? undefined,
    dateModified: listing.updatedAt ?? undefined,
    description: listing.description,
    about: {
      '@type': type,
      name: listing.title,
      ...(type === 'Place'
        ? {}
        : {
            numberOfRooms: listing.bedrooms ?? undefined,
            numberOfBedrooms: listing.bedrooms ?? undefined,
            numberOfBathroomsTotal: listing.bathrooms ?? undefined,
            floorSize: listing.squareFeet
              ? { '@type': 'QuantitativeValue', value: listing.squareFeet, unitCode: 'FTK' }
              : undefined,
          }),
      address: {
        '@type': 'PostalAddress',
        streetAddress: listing.address,
        addressLocality: listing.city,
        addressRegion: listing.state,
        postalCode: listing.zipCode,
        addressCountry: 'US',
      },
    },
    offers:
      price !== null
        ? {
            '@type': 'Offer',
            price,
            priceCurrency: 'USD',
            availability: closed
              ? 'https://schema.org/SoldOut'
              : listing.status === 'coming_soon'
                ? 'https://schema.org/PreOrder'
                : 'https://schema.org/InStock',
          }
        : undefined,
  };
}
