import type { ListingSummary } from '../rules/listing';

let sequence = 0;

/**
 * A realistic Metro Detroit listing for stories and tests; override only what the story is about.
 * Photos come from the Storybook static folder (`.storybook/public`), never from another host.
 */
export function makeListing(overrides: Partial<ListingSummary> = {}): ListingSummary {
  sequence += 1;
  return {
    slug: `412-w-lincoln-ave-royal-oak-${sequence}`,
    title: 'Updated Bungalow Near Downtown Royal Oak',
    address: '412 W Lincoln Ave',
    city: 'Royal Oak',
    state: 'MI',
    zipCode: '48067',
    status: 'current',
    price: 389900,
    closedPrice: null,
    bedrooms: 3,
    bathrooms: 1.5,
    squareFeet: 1460,
    description:
      'A 1940s brick bungalow on a tree-lined street, four blocks from Main Street shops and the Royal Oak Farmers Market. Refinished oak floors, a 2022 kitchen with quartz counters, a finished basement with a half bath, and a two-car garage off the alley.',
    imageUrl: '/stories/house-1.svg',
    ...overrides,
  };
}
