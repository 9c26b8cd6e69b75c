import type { ListingSummary } from '../rules/listing';
import type { ClosedSale, ValuationArea } from '../rules/valuation';

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
    propertyType: 'single_family',
    ...overrides,
  };
}

/**
 * Six listings across Metro Detroit, one or more per status and with the gaps real data has (no
 * price, no bedrooms), for grids, filters and section stories. Fresh objects on every call.
 */
export function makeMetroDetroitListings(): ListingSummary[] {
  return [
    makeListing(),
    makeListing({
      slug: '1180-n-glenhurst-dr-birmingham',
      title: 'Brick Colonial in the Poppleton Park Neighborhood',
      address: '1180 N Glenhurst Dr',
      city: 'Birmingham',
      zipCode: '48009',
      price: 749000,
      bedrooms: 4,
      bathrooms: 2.5,
      squareFeet: 2680,
      description:
        'A 1950s center-entrance colonial a short walk from downtown Birmingham, with a new roof, a family room addition overlooking a deep fenced yard, and a primary suite with a walk-in closet.',
      imageUrl: '/stories/house-2.svg',
    }),
    makeListing({
      slug: '2215-pinecrest-dr-ferndale',
      title: 'Ranch With a Finished Basement Near Nine Mile',
      address: '2215 Pinecrest Dr',
      city: 'Ferndale',
      zipCode: '48220',
      status: 'coming_soon',
      price: null,
      bedrooms: null,
      bathrooms: null,
      squareFeet: 1120,
      description:
        'A tidy brick ranch on a quiet block between Woodward and Hilton, being readied for market: fresh paint, refinished floors and a finished basement with a bar.',
      imageUrl: '/stories/house-3.svg',
    }),
    makeListing({
      slug: '19340-san-juan-dr-detroit',
      title: 'Restored Tudor in Palmer Woods',
      address: '19340 San Juan Dr',
      city: 'Detroit',
      zipCode: '48221',
      status: 'pending',
      price: 525000,
      bedrooms: 5,
      bathrooms: 3.5,
      squareFeet: 3420,
      description:
        'Leaded glass, a slate roof and original plaster moldings, with a rebuilt kitchen and updated mechanicals. Under contract; ask to hear if it comes back.',
      imageUrl: '/stories/house-1.svg',
      propertyType: 'single_family',
    }),
    makeListing({
      slug: '320-s-main-st-unit-4-royal-oak',
      title: 'Downtown Royal Oak Condo Above Main Street',
      address: '320 S Main St, Unit 4',
      city: 'Royal Oak',
      zipCode: '48067',
      price: 289000,
      bedrooms: 2,
      bathrooms: 2,
      squareFeet: 1080,
      description:
        'A second-floor condo with exposed brick, in-unit laundry and a deeded parking space, steps from restaurants, the Main Art Theatre and the Royal Oak Music Theatre.',
      imageUrl: '/stories/house-1.svg',
      propertyType: 'condo',
    }),
    makeListing({
      slug: '1011-lakepointe-st-grosse-pointe-park',
      title: 'Dutch Colonial Near the Lake',
      address: '1011 Lakepointe St',
      city: 'Grosse Pointe Park',
      zipCode: '48230',
      status: 'recently_closed',
      price: 465000,
      closedPrice: 471500,
      closedOn: '2025-10-18',
      bedrooms: 4,
      bathrooms: 2,
      squareFeet: 2150,
      description:
        'Sold with multiple offers in its first weekend: a Dutch colonial three blocks from Windmill Pointe Park, with a screened porch and a two-car garage.',
      imageUrl: '/stories/house-2.svg',
    }),
  ];
}

/**
 * The agent's closed sales for valuation stories and tests (sample addresses): four in Ferndale
 * (three of them with three bedrooms), two in Royal Oak, one in Birmingham. Fresh objects on every call.
 */
/**
 * A site's table of areas for the valuation's widening: Oakland County cities and their
 * neighbours, and a Wayne County corner where the sales above have none.
 */
export function makeValuationAreas(): ValuationArea[] {
  return [
    { city: 'Royal Oak', county: 'Oakland County', nearby: ['Ferndale', 'Berkley', 'Clawson'] },
    { city: 'Ferndale', county: 'Oakland County', nearby: ['Royal Oak', 'Berkley', 'Pleasant Ridge'] },
    { city: 'Berkley', county: 'Oakland County', nearby: ['Royal Oak', 'Ferndale'] },
    { city: 'Birmingham', county: 'Oakland County', nearby: ['Bloomfield Hills'] },
    { city: 'Bloomfield Hills', county: 'Oakland County', nearby: ['Birmingham'] },
    { city: 'Plymouth', county: 'Wayne County', nearby: ['Livonia', 'Northville'] },
    { city: 'Livonia', county: 'Wayne County', nearby: ['Plymouth'] },
    { city: 'Detroit', county: 'Wayne County' },
  ];
}

export function makeClosedSales(): ClosedSale[] {
  return [
    { address: '1120 Woodward Heights', city: 'Ferndale', bedrooms: 4, bathrooms: 2, closedPrice: 352500 },
    { address: '2215 Pinecrest Dr', city: 'Ferndale', bedrooms: 3, bathrooms: 1, closedPrice: 268000 },
    { address: '611 W Drayton St', city: 'Ferndale', bedrooms: 3, bathrooms: 1.5, closedPrice: 301000 },
    { address: '1540 Cambridge Rd', city: 'Ferndale', bedrooms: 3, bathrooms: 2, closedPrice: 289900 },
    { address: '412 W Lincoln Ave', city: 'Royal Oak', bedrooms: 3, bathrooms: 1.5, closedPrice: 381000 },
    { address: '918 N Main St', city: 'Royal Oak', bedrooms: 2, bathrooms: 1, closedPrice: 259000 },
    { address: '1180 N Glenhurst Dr', city: 'Birmingham', bedrooms: 4, bathrooms: 2.5, closedPrice: 741000 },
  ];
}
