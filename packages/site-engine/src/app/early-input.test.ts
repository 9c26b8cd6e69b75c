import { afterEach, describe, expect, it } from 'vitest';
import {
  pressKey,
  pressNameOf,
  startHolding,
  stopHolding,
  takeEdits,
  takeHeld,
  type HeldButton,
  type HeldElement,
  type HeldField,
} from './early-input.ts';

/** A stand-in for a DOM element: enough of one for what the module asks of the page. */
class Node implements HeldElement {
  isConnected = true;
  clicks = 0;
  constructor(
    readonly tagName: string,
    readonly parent: Node | null = null,
    readonly attributes: Record<string, string> = {},
    readonly props: { type?: string; name?: string; value?: string; textContent?: string } = {},
  ) {}
  get type() {
    return this.props.type ?? '';
  }
  get name() {
    return this.props.name ?? '';
  }
  get value() {
    return this.props.value ?? '';
  }
  get textContent() {
    return this.props.textContent ?? null;
  }
  getAttribute(name: string) {
    return this.attributes[name] ?? null;
  }
  click() {
    this.clicks += 1;
  }
  private matches(selector: string) {
    return selector === '[data-deferred]'
      ? 'data-deferred' in this.attributes
      : this.tagName.toLowerCase() === selector;
  }
  closest(selector: string): Node | null {
    return this.matches(selector) ? this : (this.parent?.closest(selector) ?? null);
  }
  contains(other: unknown) {
    for (let node = other as Node | null; node; node = node.parent) if (node === this) return true;
    return false;
  }
}

/** The page's document: its listeners, and events dispatched as the browser would. */
class Page {
  private listeners = new Map<string, (event: Event) => void>();
  addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
    this.listeners.set(type, listener as (event: Event) => void);
  }
  removeEventListener(type: string) {
    this.listeners.delete(type);
  }
  /** Dispatches `type` at `target`; says whether it went on to the app and whether it was prevented. */
  dispatch(type: string, target: Node) {
    let propagated = true;
    let prevented = false;
    this.listeners.get(type)?.({
      target,
      stopPropagation: () => (propagated = false),
      preventDefault: () => (prevented = true),
    } as unknown as Event);
    return { propagated, prevented };
  }
  get listening() {
    return [...this.listeners.keys()].sort();
  }
}

const body = new Node('BODY');
const header = new Node('HEADER', body);
const menuButton = new Node('BUTTON', header, { 'aria-label': 'Open menu' }, { type: 'button' }) as Node &
  HeldButton;
const popoverButton = new Node(
  'BUTTON',
  header,
  { 'aria-label': 'Menu', popovertarget: 'main-menu' },
  { type: 'button' },
) as Node & HeldButton;
const island = new Node('DIV', body, { 'data-deferred': ':r1:' });
const form = new Node('FORM', island);
const star = new Node(
  'BUTTON',
  form,
  { 'aria-label': 'Rate 4 stars' },
  { type: 'button', name: 'rating', value: '4' },
) as Node & HeldButton;
const send = new Node('BUTTON', form, {}, { type: 'submit', textContent: 'Send Message' });
const filters = new Node('FORM', body);
const beds = new Node('SELECT', filters, {}, { name: 'beds', value: '3' }) as Node & HeldField;
const consent = new Node('INPUT', island, {}, { type: 'checkbox', name: 'consent', value: 'on' }) as Node &
  HeldField;

afterEach(() => stopHolding());

describe('early input', () => {
  it('holds a press outside the islands from the app, and does it once on the same button when the app is live', () => {
    const page = new Page();
    startHolding(page);
    expect(page.dispatch('click', menuButton).propagated).toBe(false);
    expect(menuButton.clicks).toBe(0);
    stopHolding();
    expect(menuButton.clicks).toBe(1);
    expect(page.listening).toEqual([]);
    stopHolding();
    expect(menuButton.clicks).toBe(1);
  });

  it("leaves a popover's button to the browser, which opens its popover without the app: not held, not done again", () => {
    const page = new Page();
    startHolding(page);
    expect(page.dispatch('click', popoverButton).propagated).toBe(true);
    stopHolding();
    expect(popoverButton.clicks).toBe(0);
  });

  it('gives an island the press and the submission made inside it, once, and never posts the form', () => {
    const page = new Page();
    startHolding(page);
    expect(page.dispatch('click', star).propagated).toBe(true);
    expect(page.dispatch('click', send).propagated).toBe(true);
    expect(page.dispatch('submit', form).prevented).toBe(true);
    expect(takeHeld(header)).toEqual({ press: undefined, submit: undefined });
    expect(takeHeld(island)).toEqual({ press: star, submit: form });
    expect(takeHeld(island)).toEqual({ press: undefined, submit: undefined });
    stopHolding();
    // The island's press is the island's to do: not done again here.
    expect(star.clicks).toBe(0);
  });

  it('gives the edits to named fields to whoever holds them, once; ticked boxes are not carried', () => {
    const page = new Page();
    startHolding(page);
    page.dispatch('input', beds);
    page.dispatch('input', consent);
    expect(takeEdits(island)).toEqual(new Map());
    expect(takeEdits(filters)).toEqual(new Map([['beds', '3']]));
    expect(takeEdits(filters)).toEqual(new Map());
  });

  it('drops what no one took when the app is live', () => {
    const page = new Page();
    startHolding(page);
    page.dispatch('input', beds);
    page.dispatch('click', star);
    stopHolding();
    expect(takeEdits(filters)).toEqual(new Map());
    expect(takeHeld(island)).toEqual({ press: undefined, submit: undefined });
  });
});

describe('pressKey', () => {
  it('names a button by its label, name and value, not by where it is', () => {
    expect(pressKey(star)).toBe(
      pressKey(
        new Node('BUTTON', null, { 'aria-label': 'Rate 4 stars' }, { name: 'rating', value: '4' }) as Node &
          HeldButton,
      ),
    );
    expect(pressKey(star)).not.toBe(
      pressKey(
        new Node('BUTTON', null, { 'aria-label': 'Rate 5 stars' }, { name: 'rating', value: '5' }) as Node &
          HeldButton,
      ),
    );
    const text = (content: string) =>
      new Node('BUTTON', null, {}, { textContent: content }) as Node & HeldButton;
    expect(pressKey(text('  Terms of\n  Service '))).toBe(pressKey(text('Terms of Service')));
  });
});

describe('pressNameOf', () => {
  it('keeps a named button’s name and value whatever its label says, and nothing of an unnamed one', () => {
    const filters = (label: string) =>
      new Node('BUTTON', null, {}, { textContent: label, name: 'filters', value: '' }) as Node & HeldButton;
    expect(pressNameOf(pressKey(filters('Filters 2 active')))).toBe(
      pressNameOf(pressKey(filters('Filters 1 active'))),
    );
    expect(pressNameOf(pressKey(star))).not.toBe(pressNameOf(pressKey(filters('Filters'))));
    expect(
      pressNameOf(
        pressKey(new Node('BUTTON', null, {}, { textContent: 'Clear Filters' }) as Node & HeldButton),
      ),
    ).toBe('');
  });
});
