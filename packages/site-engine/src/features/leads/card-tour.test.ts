import { describe, expect, it } from 'vitest';
import { cardActionHref, tourSlugOf, tourable, withTour } from './card-tour.ts';

const homes = [
  { slug: '1428-maplewood-ave-royal-oak', status: 'current' as const },
  { slug: '918-lakeland-st-grosse-pointe', status: 'coming_soon' as const },
  { slug: '77-pending-ln-ferndale', status: 'pending' as const },
  { slug: '409-penniman-ave-plymouth', status: 'recently_closed' as const },
];

describe("a listing card's tour", () => {
  it('is offered for the homes whose card says Schedule Tour', () => {
    expect(tourable(homes).map((home) => home.slug)).toEqual(['1428-maplewood-ave-royal-oak']);
  });

  it("links to the page's form naming the home, keeping the page's filters; other cards link to the form", () => {
    expect(cardActionHref(homes[0]!)).toBe('?tour=1428-maplewood-ave-royal-oak#contact');
    expect(cardActionHref(homes[0]!, 'area=royal-oak&beds=3')).toBe(
      '?area=royal-oak&beds=3&tour=1428-maplewood-ave-royal-oak#contact',
    );
    expect(cardActionHref(homes[0]!, 'tour=77-pending-ln-ferndale')).toBe(
      '?tour=1428-maplewood-ave-royal-oak#contact',
    );
    for (const home of homes.slice(1)) expect(cardActionHref(home, 'area=royal-oak')).toBe('#contact');
  });

  it("reads the home from the query: any well-formed slug, or only one of the site's homes a card offers to tour", () => {
    expect(tourSlugOf('tour=1428-maplewood-ave-royal-oak')).toBe('1428-maplewood-ave-royal-oak');
    expect(tourSlugOf('tour=1428-maplewood-ave-royal-oak', homes)).toBe('1428-maplewood-ave-royal-oak');
    expect(tourSlugOf('tour=some-other-home', homes)).toBeUndefined();
    expect(tourSlugOf('tour=918-lakeland-st-grosse-pointe', homes)).toBeUndefined();
    expect(tourSlugOf('tour=Call+900-555-0199+now')).toBeUndefined();
    expect(tourSlugOf(`tour=${'a'.repeat(201)}`)).toBeUndefined();
    expect(tourSlugOf('area=royal-oak')).toBeUndefined();
  });

  it('sets or drops the home in a query, leaving the rest as it was', () => {
    expect(withTour('area=royal-oak', 'a-home')).toBe('area=royal-oak&tour=a-home');
    expect(withTour('tour=a-home&area=royal-oak', undefined)).toBe('area=royal-oak');
    expect(withTour('', undefined)).toBe('');
  });
});
