import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { makeListing, makeMetroDetroitListings } from '../../test/factories';
import { Grid } from '../Layout';
import { SkeletonGroup } from '../Skeleton';
import { PLACEHOLDER_PHOTO_SRC } from '../../theme/placeholder-photo';
import { ListingCard } from './ListingCard';

const current = makeListing();

const meta = {
  title: 'Domain/ListingCard',
  component: ListingCard,
  args: { listing: current, href: `/listing/${current.slug}`, imageLoading: 'eager' },
  decorators: [
    // One card at the width of a grid column; grid stories set `parameters.fullWidth`.
    (Story, { parameters }) =>
      parameters.fullWidth ? (
        <Story />
      ) : (
        <div style={{ maxWidth: '24rem' }}>
          <Story />
        </div>
      ),
  ],
} satisfies Meta<typeof ListingCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card's links: "View Details" and, when the status has one, the second button. */
async function expectButtons(card: HTMLElement, href: string, action: string | null) {
  const links = within(card).getAllByRole('link');
  await expect(links[0]).toHaveAccessibleName('View Details');
  await expect(links[0]).toHaveAttribute('href', href);
  if (action) {
    await expect(links).toHaveLength(2);
    await expect(links[1]).toHaveAccessibleName(action);
    await expect(links[1]).toHaveAttribute('href', '#contact');
  } else {
    await expect(links).toHaveLength(1);
  }
}

export const Current: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: args.listing.title });
    await expect(within(card).getByRole('heading', { level: 3, name: args.listing.title })).toBeVisible();
    await expect(within(card).getByText('Available')).toBeVisible();
    await expect(within(card).getByText('$389,900')).toBeVisible();
    await expect(within(card).getByText('412 W Lincoln Ave, Royal Oak, MI 48067')).toBeVisible();
    await expect(within(card).getByText('3 beds')).toBeVisible();
    await expect(within(card).getByText('1.5 baths')).toBeVisible();
    await expect(within(card).getByText('1,460 sq ft')).toBeVisible();
    await expectButtons(card, args.href, 'Schedule Tour');
    await expect(within(card).getByRole('link', { name: 'Schedule Tour' })).toHaveAccessibleDescription(
      args.listing.title,
    );
    const image = within(card).getByRole('img', {
      name: `${args.listing.title}, 412 W Lincoln Ave, Royal Oak`,
    });
    await expect(image).toHaveAttribute('width', '1200');
    await expect(image).toHaveAttribute('height', '800');
    const description = within(card).getByText(args.listing.description);
    await expect(getComputedStyle(description).webkitLineClamp).toBe('3');
    await expect(getComputedStyle(description).overflow).toBe('hidden');
    // No open house: no line for one.
    await expect(within(card).queryByText('Open house')).toBeNull();
    // The agent's own listing credits no other office.
    await expect(within(card).queryByText(/Listing courtesy of/)).toBeNull();
  },
};

/** Another office's listing from the MLS: the card credits that office, as MLSs' display rules ask. */
export const AnotherOfficesListing: Story = {
  args: { listingOffice: 'Northfield Home Partners' },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: args.listing.title });
    const courtesy = within(card).getByText('Listing courtesy of Northfield Home Partners');
    await expect(courtesy).toBeVisible();
    // After the description and before the buttons, on every card of such a listing.
    const description = within(card).getByText(args.listing.description);
    const details = within(card).getByRole('link', { name: 'View Details' });
    await expect(
      description.compareDocumentPosition(courtesy) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    await expect(courtesy.compareDocumentPosition(details) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectButtons(card, args.href, 'Schedule Tour');
  },
};

/** A listing with an open house coming: the day and hours on a line of their own, above the description. */
export const WithOpenHouse: Story = {
  args: { openHouse: 'Sat, Dec 5, 1–3 PM' },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article', { name: args.listing.title });
    const line = within(card).getByText('Open house').closest('p');
    await expect(line).toHaveTextContent('Open house Sat, Dec 5, 1–3 PM');
    await expect(line).toBeVisible();
    // Between the facts and the description, as the eye reads the card.
    const description = within(card).getByText(args.listing.description);
    await expect(line!.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expectButtons(card, args.href, 'Schedule Tour');
  },
};

const comingSoon = makeListing({
  slug: '1180-n-glenhurst-dr-birmingham',
  title: 'Brick Colonial in the Poppleton Park Neighborhood',
  address: '1180 N Glenhurst Dr',
  city: 'Birmingham',
  zipCode: '48009',
  status: 'coming_soon',
  price: 749000,
  bedrooms: 4,
  bathrooms: 2.5,
  squareFeet: 2680,
  imageUrl: '/stories/house-2.svg',
});

export const ComingSoon: Story = {
  args: { listing: comingSoon, href: `/listing/${comingSoon.slug}` },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText('Coming Soon')).toBeVisible();
    await expect(within(card).getByText('$749,000')).toBeVisible();
    await expectButtons(card, args.href, 'Get Notified');
  },
};

const pending = makeListing({
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
  imageUrl: '/stories/house-1.svg',
});

export const Pending: Story = {
  args: { listing: pending, href: `/listing/${pending.slug}` },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article');
    // The badge and the price line both say "Pending"; the price is not shown on the card.
    await expect(within(card).getAllByText('Pending')).toHaveLength(2);
    await expect(within(card).queryByText('$525,000')).toBeNull();
    await expectButtons(card, args.href, 'Get Updates');
  },
};

const closed = makeListing({
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
  imageUrl: '/stories/house-2.svg',
});

export const RecentlyClosed: Story = {
  args: { listing: closed, href: `/listing/${closed.slug}` },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText('Recently Closed')).toBeVisible();
    await expect(within(card).getByText('Closed at $471,500')).toBeVisible();
    await expectButtons(card, args.href, null);
  },
};

/** A closed listing whose sale price is not recorded yet shows its asking price. */
export const RecentlyClosedWithoutClosedPrice: Story = {
  args: { listing: { ...closed, closedPrice: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$465,000')).toBeVisible();
  },
};

export const WithoutPrice: Story = {
  args: { listing: makeListing({ price: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price TBD')).toBeVisible();
  },
};

const ranch = makeListing({
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
  imageUrl: '/stories/house-3.svg',
});

/** Facts the agent has not entered yet are left out rather than shown as blanks. */
export const ComingSoonWithoutBedsOrBaths: Story = {
  args: { listing: ranch, href: `/listing/${ranch.slug}` },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('article');
    await expect(within(card).getByText('Price TBD')).toBeVisible();
    await expect(within(card).getByText('1,120 sq ft')).toBeVisible();
    await expect(within(card).queryByText(/beds?$/)).toBeNull();
    await expect(within(card).queryByText(/baths?$/)).toBeNull();
    await expect(within(card).getAllByRole('listitem')).toHaveLength(1);
    await expectButtons(card, args.href, 'Get Notified');
  },
};

/** The photo fails to load: the card asks for the mirrored copy once and shows it. */
export const BrokenImage: Story = {
  args: {
    listing: makeListing({ imageUrl: '/stories/missing-photo.jpg' }),
    resolveFallbackImage: fn(async () => '/stories/house-2.svg'),
  },
  play: async ({ canvas, args }) => {
    const image = canvas.getByRole('img', { name: /Updated Bungalow Near Downtown Royal Oak/ });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/\/stories\/house-2\.svg$/));
    await expect(args.resolveFallbackImage).toHaveBeenCalledTimes(1);
    await expect(args.resolveFallbackImage).toHaveBeenCalledWith(args.listing);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(args.resolveFallbackImage).toHaveBeenCalledTimes(1);
  },
};

/** The photo and its mirrored copy both fail: the placeholder shows, and nothing is retried. */
export const BrokenImageAndMirror: Story = {
  args: {
    listing: makeListing({ imageUrl: '/stories/missing-photo.jpg' }),
    resolveFallbackImage: fn(async () => '/stories/missing-mirror.jpg'),
  },
  play: async ({ canvas, args }) => {
    const image = await canvas.findByRole('img', { name: /^Photo coming soon: Updated Bungalow/ });
    await expect(image).toHaveAttribute('src', PLACEHOLDER_PHOTO_SRC);
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(args.resolveFallbackImage).toHaveBeenCalledTimes(1);
  },
};

/** The mirror function fails (or finds no copy): straight to the placeholder. */
export const BrokenImageAndMirrorUnavailable: Story = {
  args: {
    listing: makeListing({ imageUrl: '/stories/missing-photo.jpg' }),
    resolveFallbackImage: fn(() => Promise.reject(new Error('mirror-image: 502'))),
  },
  play: async ({ canvas, args }) => {
    const image = await canvas.findByRole('img', { name: /^Photo coming soon/ });
    await expect(image).toHaveAttribute('src', PLACEHOLDER_PHOTO_SRC);
    await expect(args.resolveFallbackImage).toHaveBeenCalledTimes(1);
  },
};

/** A listing without a photo shows the placeholder without asking for a mirror. */
export const WithoutPhoto: Story = {
  args: { listing: makeListing({ imageUrl: null }), resolveFallbackImage: fn(async () => null) },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: /^Photo coming soon/ })).toHaveAttribute(
      'src',
      PLACEHOLDER_PHOTO_SRC,
    );
    await expect(args.resolveFallbackImage).not.toHaveBeenCalled();
  },
};

/** "View Details" goes through the site's router link; the `#contact` button stays a plain anchor. */
export const WithRouterLink: Story = {
  args: {
    linkComponent: ({ href, ...rest }) => <a href={href} data-router-link="" {...rest} />,
  },
  play: async ({ canvas, args }) => {
    const details = canvas.getByRole('link', { name: 'View Details' });
    await expect(details).toHaveAttribute('href', args.href);
    await expect(details).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Schedule Tour' })).not.toHaveAttribute('data-router-link');
  },
};

/** While listings load, a skeleton of the same shape stands in, announced once. */
export const Loading: Story = {
  render: () => <SkeletonGroup count={1} columns={1} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading listings…');
  },
};

const listings = makeMetroDetroitListings();

/** Cards in the listings grid keep equal heights and line their buttons up. */
export const InAGrid: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <Grid columns={3}>
      {listings.map((listing) => (
        <ListingCard key={listing.slug} {...args} listing={listing} href={`/listing/${listing.slug}`} />
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(listings.length);
    await expect(canvas.getAllByRole('link', { name: 'View Details' })).toHaveLength(listings.length);
    // Every card but the recently closed one has a second button.
    await expect(canvas.getAllByRole('link').length).toBe(listings.length * 2 - 1);
  },
};
