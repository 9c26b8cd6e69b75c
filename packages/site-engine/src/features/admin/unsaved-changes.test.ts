import { describe, expect, it } from 'vitest';
import { leavesPage, traverseSteps, type LinkClick } from './unsaved-changes.ts';

const HERE = 'https://agent.example/admin/listings/4c1e?tab=photos';
const click = (overrides: Partial<LinkClick> = {}): LinkClick => ({
  button: 0,
  modified: false,
  defaultPrevented: false,
  href: 'https://agent.example/admin/listings',
  target: '',
  download: false,
  ...overrides,
});

describe('a link that leaves the page', () => {
  it('is a plain press on a link to another page, of the back office or the site', () => {
    expect(leavesPage(click(), HERE)).toBe(true);
    expect(leavesPage(click({ href: 'https://agent.example/listing/1428-elm-ave-springfield' }), HERE)).toBe(
      true,
    );
    expect(leavesPage(click({ href: 'https://agent.example/admin/listings/4c1e' }), HERE)).toBe(true);
    expect(leavesPage(click({ target: '_self' }), HERE)).toBe(true);
  });

  it('is not a link opened in a new tab or window, a download, or a press someone else handled', () => {
    expect(leavesPage(click({ modified: true }), HERE)).toBe(false);
    expect(leavesPage(click({ button: 1 }), HERE)).toBe(false);
    expect(leavesPage(click({ target: '_blank' }), HERE)).toBe(false);
    expect(leavesPage(click({ download: true }), HERE)).toBe(false);
    expect(leavesPage(click({ defaultPrevented: true }), HERE)).toBe(false);
  });

  it('is not a jump within the page, a call or an email', () => {
    expect(leavesPage(click({ href: `${HERE}#listing-photos` }), HERE)).toBe(false);
    expect(leavesPage(click({ href: 'tel:+12485550142' }), HERE)).toBe(false);
    expect(leavesPage(click({ href: 'mailto:dana.whitfield@example.com' }), HERE)).toBe(false);
  });
});

describe('Back and Forward', () => {
  it('are told by how many steps they go, back negative', () => {
    expect(traverseSteps('traverse', 1, 2)).toBe(-1);
    expect(traverseSteps('traverse', 4, 2)).toBe(2);
  });

  it('are not any other navigation, one without a known entry, or one that stays put', () => {
    expect(traverseSteps('push', 3, 2)).toBeUndefined();
    expect(traverseSteps('reload', 2, 2)).toBeUndefined();
    expect(traverseSteps('traverse', 2, undefined)).toBeUndefined();
    expect(traverseSteps('traverse', -1, 2)).toBeUndefined();
    expect(traverseSteps('traverse', 2, 2)).toBeUndefined();
  });
});
