import { afterEach, describe, expect, it, vi } from 'vitest';
import { pressKey, type HeldButton } from './early-input.ts';
import {
  handOver,
  holdActions,
  pressedAgain,
  PRESS_SETTLE_MS,
  readFields,
  watchPresses,
  withCarried,
  type IslandElement,
  type IslandField,
  type Pending,
} from './island-handoff.ts';

/** Listeners by type, and events dispatched to them as the browser would. */
class Target {
  private listeners = new Map<string, Set<(event: Event) => void>>();
  addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener as (event: Event) => void);
    this.listeners.set(type, set);
  }
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
    this.listeners.get(type)?.delete(listener as (event: Event) => void);
  }
  /** Dispatches `type` with `target`; says whether its default action was prevented. */
  dispatch(type: string, target?: unknown) {
    let prevented = false;
    const event = { target, preventDefault: () => (prevented = true) } as unknown as Event;
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
    return prevented;
  }
  get listening() {
    return [...this.listeners].filter(([, set]) => set.size > 0).map(([type]) => type);
  }
}

const field = (name: string, value: string, extra: Partial<IslandField> = {}) => ({
  name,
  value,
  focused: 0,
  focus() {
    this.focused += 1;
  },
  ...extra,
});

const button = (label: string, props: { type?: string; name?: string; value?: string } = {}) => ({
  type: props.type ?? 'button',
  name: props.name ?? '',
  value: props.value ?? '',
  textContent: label,
  clicks: 0,
  getAttribute: () => null,
  closest(selector: string) {
    return selector === 'button' ? this : null;
  },
  click() {
    this.clicks += 1;
  },
});

/** A live component's element: its named fields, its buttons and its form. */
function liveElement(parts: {
  fields?: ReturnType<typeof field>[];
  buttons?: ReturnType<typeof button>[];
  form?: { requestSubmit(): void };
}): IslandElement {
  const target = new Target();
  return Object.assign(target, {
    querySelectorAll: (selector: string) =>
      selector === 'button' ? (parts.buttons ?? []) : selector === '[name]' ? (parts.fields ?? []) : [],
    querySelector: (selector: string) => (selector === 'form' ? (parts.form ?? null) : null),
  });
}

afterEach(() => vi.useRealTimers());

describe('readFields', () => {
  it('carries typed values, ticked boxes and the chosen radio, and where the visitor was', () => {
    const name = field('name', 'Dana Kowalski');
    const carried = readFields(
      [
        name,
        field('email', ''),
        field('consent', 'on', { type: 'checkbox', checked: true }),
        field('updates', 'on', { type: 'checkbox', checked: false }),
        field('contact', 'phone', { type: 'radio', checked: false }),
        field('contact', 'email', { type: 'radio', checked: true }),
      ],
      name,
    );
    expect(carried).toEqual({
      values: { name: 'Dana Kowalski', consent: true, updates: false, contact: 'email' },
      focus: 'name',
    });
  });

  it('leaves an empty field to the form, and names no focus when none of its fields had it', () => {
    expect(readFields([field('message', '')], null)).toEqual({ values: {}, focus: undefined });
  });
});

describe('withCarried', () => {
  it('puts the carried values over the starting values, once each', () => {
    const props = {
      initialValues: { message: "I'm interested in 2215 Pinecrest Dr.", name: '' },
      title: 'Tour',
    };
    const carried = { values: { message: "I'm interested in 2215 Pinecrest Dr.", name: 'Dana' } };
    expect(withCarried(props, carried)).toEqual({
      initialValues: { message: "I'm interested in 2215 Pinecrest Dr.", name: 'Dana' },
      title: 'Tour',
    });
  });

  it('leaves the props as they are when nothing was typed', () => {
    const props = { initialValues: { name: '' } };
    expect(withCarried(props, null)).toBe(props);
    expect(withCarried(props, { values: {} })).toBe(props);
  });
});

describe('holdActions', () => {
  it('holds a submission, never posting the form, and wakes the island', () => {
    const island = new Target();
    const pending: Pending = {};
    const wake = vi.fn();
    holdActions(island, pending, wake);
    expect(island.dispatch('submit')).toBe(true);
    expect(pending).toEqual({ submit: true });
    expect(wake).toHaveBeenCalledOnce();
  });

  it('holds a press on a button by what a person would call it; a submit button is left to the submission', () => {
    const island = new Target();
    const pending: Pending = {};
    const wake = vi.fn();
    const stop = holdActions(island, pending, wake);
    const star = button('Rate 4 stars', { name: 'rating', value: '4' });
    island.dispatch('click', button('Send Message', { type: 'submit' }));
    expect(pending).toEqual({});
    island.dispatch('click', star);
    expect(pending).toEqual({ click: pressKey(star as unknown as HeldButton) });
    expect(wake).toHaveBeenCalledOnce();
    stop();
    expect(island.listening).toEqual([]);
  });
});

/** An island under watch with a press begun on it, and whether `released()` has resolved. */
function pressBegun() {
  const island = new Target();
  const page = new Target();
  const presses = watchPresses(island, page);
  const state = { island, page, presses, released: false };
  const press = () => {
    state.released = false;
    island.dispatch('pointerdown');
    void presses.released().then(() => (state.released = true));
  };
  press();
  return Object.assign(state, { press });
}

describe('watchPresses', () => {
  it('is released at once when no press is under way', async () => {
    const presses = watchPresses(new Target(), new Target());
    await expect(presses.released()).resolves.toBeUndefined();
  });

  it('waits for the click that ends a press', async () => {
    const watched = pressBegun();
    await Promise.resolve();
    expect(watched.released).toBe(false);
    watched.page.dispatch('click');
    await vi.waitFor(() => expect(watched.released).toBe(true));
    expect(watched.page.listening).toEqual([]);
  });

  it('counts a press as over a moment after the pointer is lifted without a click, or when it is cancelled', async () => {
    vi.useFakeTimers();
    const watched = pressBegun();
    watched.page.dispatch('pointerup');
    await vi.advanceTimersByTimeAsync(PRESS_SETTLE_MS - 1);
    expect(watched.released).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(watched.released).toBe(true);

    watched.press();
    watched.page.dispatch('pointercancel');
    await vi.advanceTimersByTimeAsync(0);
    expect(watched.released).toBe(true);
    watched.presses.stop();
    expect(watched.island.listening).toEqual([]);
  });
});

describe('handOver', () => {
  it('focuses the field the visitor was in, presses the same button, not the first, and sends the form once', () => {
    const name = field('name', 'Dana');
    const first = button('Rate 1 star', { name: 'rating', value: '1' });
    const fourth = button('Rate 4 stars', { name: 'rating', value: '4' });
    const form = {
      sent: 0,
      requestSubmit() {
        this.sent += 1;
      },
    };
    const live = liveElement({ fields: [field('email', ''), name], buttons: [first, fourth], form });
    const pending: Pending = { click: pressKey(fourth as unknown as HeldButton), submit: true };

    handOver(live, { values: { name: 'Dana' }, focus: 'name' }, pending);
    expect(name.focused).toBe(1);
    expect([first.clicks, fourth.clicks]).toEqual([0, 1]);
    expect(form.sent).toBe(1);
    expect(pending).toEqual({});

    handOver(live, { values: {} }, pending);
    expect([first.clicks, fourth.clicks, form.sent]).toEqual([0, 1, 1]);
  });
});

describe('pressedAgain', () => {
  const held = (label: string, props?: { name?: string; value?: string }) =>
    button(label, props) as unknown as HeldButton;

  it('finds the button a person would call the same, before one that only shares its name', () => {
    const named = held('Filters 1 active', { name: 'filters' });
    const same = held('Filters 2 active', { name: 'filters' });
    expect(pressedAgain([named, same], pressKey(same))).toBe(same);
  });

  it('finds a named button by its name and value once its label has changed, and an unnamed one only by its label', () => {
    const filters = held('Filters 1 active', { name: 'filters' });
    const clear = held('Clear Filters');
    expect(pressedAgain([clear, filters], pressKey(held('Filters 2 active', { name: 'filters' })))).toBe(
      filters,
    );
    expect(
      pressedAgain([clear, filters], pressKey(held('Rate 4 stars', { name: 'rating', value: '4' }))),
    ).toBe(undefined);
    expect(pressedAgain([clear, filters], pressKey(held('Clear all')))).toBe(undefined);
  });
});
