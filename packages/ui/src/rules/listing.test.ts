import { describe, expect, it } from 'vitest';
import { makeListing } from '../test/factories';
import {
  LISTING_STATUSES,
  STATUS_RULES,
  cardPriceText,
  detailPriceText,
  formatPrice,
  fullAddress,
} from './listing';

describe('STATUS_RULES', () => {
  it('has a rule for every status and no other', () => {
    expect(Object.keys(STATUS_RULES).sort()).toEqual([...LISTING_STATUSES].sort());
  });

  it('shows current listings as "Available" under Current Listings, with a Schedule Tour button', () => {
    expect(STATUS_RULES.current).toEqual({
      section: 'Current Listings',
      badge: { label: 'Available', tone: 'success' },
      badgeOnDetail: true,
      cardAction: 'Schedule Tour',
      detailAction: 'Schedule a Tour',
      formTitle: 'Schedule Your Tour',
      tour: true,
      cardTour: true,
    });
  });

  it('offers "Get Notified" for coming soon listings, on the card and the detail page', () => {
    expect(STATUS_RULES.coming_soon).toEqual({
      section: 'Coming Soon',
      badge: { label: 'Coming Soon', tone: 'info' },
      badgeOnDetail: true,
      cardAction: 'Get Notified',
      detailAction: 'Get Notified When Available',
      formTitle: 'Get Notified',
      tour: false,
      cardTour: false,
    });
  });

  it('badges pending listings on cards only, with Get Updates on the card and a tour on the detail page', () => {
    expect(STATUS_RULES.pending).toEqual({
      section: 'Pending',
      badge: { label: 'Pending', tone: 'warning' },
      badgeOnDetail: false,
      cardAction: 'Get Updates',
      detailAction: 'Schedule a Tour',
      formTitle: 'Schedule Your Tour',
      tour: true,
      cardTour: false,
    });
  });

  it('hides the second button for recently closed listings and offers similar properties instead', () => {
    expect(STATUS_RULES.recently_closed).toEqual({
      section: 'Recently Closed',
      badge: { label: 'Recently Closed', tone: 'neutral' },
      badgeOnDetail: true,
      cardAction: null,
      detailAction: 'Find Similar Properties',
      formTitle: 'Find Similar Properties',
      tour: false,
      cardTour: false,
    });
  });

  it('lists the sections in the order of the listings page', () => {
    expect(LISTING_STATUSES.map((status) => STATUS_RULES[status].section)).toEqual([
      'Current Listings',
      'Coming Soon',
      'Pending',
      'Recently Closed',
    ]);
  });
});

describe('formatPrice', () => {
  it('shows whole dollars with thousands separators and no cents', () => {
    expect(formatPrice(389900)).toBe('$389,900');
    expect(formatPrice(1250000)).toBe('$1,250,000');
  });

  it('rounds a price with cents to the dollar', () => {
    expect(formatPrice(389899.6)).toBe('$389,900');
  });
});

describe('cardPriceText', () => {
  it('shows the closed price of a recently closed listing as "Closed at"', () => {
    const listing = makeListing({ status: 'recently_closed', price: 465000, closedPrice: 471500 });
    expect(cardPriceText(listing)).toBe('Closed at $471,500');
  });

  it('shows the asking price of a recently closed listing without a closed price', () => {
    const listing = makeListing({ status: 'recently_closed', price: 465000, closedPrice: null });
    expect(cardPriceText(listing)).toBe('$465,000');
  });

  it('shows "Price TBD" for a recently closed listing with neither price', () => {
    const listing = makeListing({ status: 'recently_closed', price: null, closedPrice: null });
    expect(cardPriceText(listing)).toBe('Price TBD');
  });

  it('shows "Pending" instead of the price for a pending listing', () => {
    expect(cardPriceText(makeListing({ status: 'pending', price: 525000 }))).toBe('Pending');
    expect(cardPriceText(makeListing({ status: 'pending', price: null }))).toBe('Pending');
  });

  it('shows the asking price of a current listing', () => {
    expect(cardPriceText(makeListing({ status: 'current', price: 389900 }))).toBe('$389,900');
  });

  it('shows the asking price of a coming soon listing', () => {
    expect(cardPriceText(makeListing({ status: 'coming_soon', price: 299000 }))).toBe('$299,000');
  });

  it('shows "Price TBD" when a listing has no price', () => {
    expect(cardPriceText(makeListing({ status: 'current', price: null }))).toBe('Price TBD');
    expect(cardPriceText(makeListing({ status: 'coming_soon', price: null }))).toBe('Price TBD');
  });

  it('ignores a closed price on a listing that is not closed', () => {
    const listing = makeListing({ status: 'current', price: 389900, closedPrice: 395000 });
    expect(cardPriceText(listing)).toBe('$389,900');
  });
});

describe('detailPriceText', () => {
  it('shows "Listed at" the asking price', () => {
    expect(detailPriceText(makeListing({ status: 'current', price: 389900 }))).toBe('Listed at $389,900');
    expect(detailPriceText(makeListing({ status: 'coming_soon', price: 299000 }))).toBe('Listed at $299,000');
  });

  it('shows the asking price of a pending listing, where the card says "Pending"', () => {
    expect(detailPriceText(makeListing({ status: 'pending', price: 525000 }))).toBe('Listed at $525,000');
  });

  it('shows the closed text for a recently closed listing with a closed price', () => {
    const listing = makeListing({ status: 'recently_closed', price: 465000, closedPrice: 471500 });
    expect(detailPriceText(listing)).toBe('Closed at $471,500');
  });

  it('falls back to the asking price for a recently closed listing without a closed price', () => {
    const listing = makeListing({ status: 'recently_closed', price: 465000, closedPrice: null });
    expect(detailPriceText(listing)).toBe('Listed at $465,000');
  });

  it('shows "Price TBD" when there is no price', () => {
    expect(detailPriceText(makeListing({ status: 'current', price: null }))).toBe('Price TBD');
  });
});

describe('fullAddress', () => {
  it('joins street, city, state and ZIP code the way US addresses are written', () => {
    const listing = makeListing({
      address: '412 W Lincoln Ave',
      city: 'Royal Oak',
      state: 'MI',
      zipCode: '48067',
    });
    expect(fullAddress(listing)).toBe('412 W Lincoln Ave, Royal Oak, MI 48067');
  });
});
