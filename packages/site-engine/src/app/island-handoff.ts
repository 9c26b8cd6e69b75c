/**
 * How a deferred island (`deferred.tsx`) hands over to its live component: what the visitor typed
 * into its prerendered fields and where they were, the press or submission it held while its code
 * was on the way, and when it may be swapped without losing a click. Nothing here depends on
 * React or on the order of buttons (docs/decisions/014-hydration.md); the tests run it on
 * stand-ins for the DOM.
 */
import { pressKey, pressNameOf, type HeldButton } from './early-input.ts';

/** A field of an island, as the DOM has it. */
export interface IslandField {
  readonly name: string;
  readonly value: string;
  readonly type?: string;
  readonly checked?: boolean;
}

/** What the visitor typed into an island's fields before its code arrived, and where they were. */
export interface Carried {
  values: Record<string, string | boolean>;
  /** The name of the field that had the focus. */
  focus?: string;
}

/** What the visitor did to an island before its code was here, to be done again to the live one. */
export interface Pending {
  /** They sent its form. */
  submit?: boolean;
  /** They pressed a button (a dialog's trigger, a rating star): its `pressKey`. */
  click?: string;
}

/** The part of an element or of `document` this module listens on. */
export type Listening = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** The part of an island's element this module uses. */
export interface IslandElement extends Listening {
  querySelectorAll(selectors: string): Iterable<unknown>;
  querySelector(selectors: string): unknown;
}

export const FIELDS = 'input[name], select[name], textarea[name]';

/**
 * The values in `fields`: a checkbox's state, the checked radio of a group, every other field's
 * value when it is not empty (an empty one leaves the form's own starting value); and the name of
 * `focused`, when it is one of them.
 */
export function readFields(fields: Iterable<IslandField>, focused?: IslandField | null): Carried {
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    if (field.type === 'checkbox') values[field.name] = field.checked === true;
    else if (field.type === 'radio') {
      if (field.checked) values[field.name] = field.value;
    } else if (field.value) values[field.name] = field.value;
  }
  return { values, focus: focused?.name || undefined };
}

/** `props` with the carried values over its `initialValues` (a form starts where the visitor was). */
export function withCarried<P>(props: P, carried: Carried | null): P {
  if (!carried || Object.keys(carried.values).length === 0) return props;
  const initial = (props as { initialValues?: object }).initialValues;
  return { ...props, initialValues: { ...initial, ...carried.values } };
}

/**
 * Holds what the island cannot do itself: a submission (prevented, never posted to the page) or a
 * press on a button that does not submit. Each is noted in `pending` and calls `wake`.
 */
export function holdActions(island: Listening, pending: Pending, wake: () => void): () => void {
  const onSubmit = (event: Event) => {
    event.preventDefault();
    pending.submit = true;
    wake();
  };
  const onClick = (event: Event) => {
    const button = (event.target as { closest?(selector: string): unknown } | null)?.closest?.('button') as
      HeldButton | null | undefined;
    if (!button || button.type === 'submit') return;
    pending.click = pressKey(button);
    wake();
  };
  island.addEventListener('submit', onSubmit);
  island.addEventListener('click', onClick);
  return () => {
    island.removeEventListener('submit', onSubmit);
    island.removeEventListener('click', onClick);
  };
}

/** How long after a pointer is lifted without a click the press counts as over. */
export const PRESS_SETTLE_MS = 500;

/**
 * Presses under way on an island. A press wakes the island; if its code is already here, swapping
 * the island for the live component between the press's `pointerdown` and its `click` would lose
 * the click (the browser sends it to the common ancestor of two different buttons). So the swap
 * waits for a press to end: its click (after the island's own listener has held it), a cancel, or
 * `PRESS_SETTLE_MS` after the pointer is lifted without one.
 */
export function watchPresses(island: Listening, page: Listening) {
  let press: Promise<void> | null = null;
  const onDown = () => {
    press ??= new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const done = () => {
        clearTimeout(timer);
        page.removeEventListener('click', done);
        page.removeEventListener('pointercancel', done);
        page.removeEventListener('pointerup', lifted);
        press = null;
        resolve();
      };
      const lifted = () => {
        timer = setTimeout(done, PRESS_SETTLE_MS);
      };
      page.addEventListener('click', done);
      page.addEventListener('pointercancel', done);
      page.addEventListener('pointerup', lifted);
    });
  };
  island.addEventListener('pointerdown', onDown, { capture: true });
  return {
    /** Resolves once no press is under way on the island. */
    released: async () => {
      while (press) await press;
    },
    stop: () => island.removeEventListener('pointerdown', onDown, { capture: true }),
  };
}

/**
 * The live component takes over where the visitor was: the field they were in is focused again,
 * the button they pressed (found by `pressKey`) is pressed, and the form they sent is sent.
 * Empties `pending`.
 */
export function handOver(live: IslandElement, carried: Carried | null, pending: Pending): void {
  if (carried?.focus) {
    for (const field of live.querySelectorAll('[name]') as Iterable<IslandField & { focus(): void }>) {
      if (field.name === carried.focus) {
        field.focus();
        break;
      }
    }
  }
  const { submit, click } = pending;
  delete pending.submit;
  delete pending.click;
  if (click !== undefined)
    pressedAgain(live.querySelectorAll('button') as Iterable<HeldButton>, click)?.click();
  if (submit) (live.querySelector('form') as HTMLFormElement | null)?.requestSubmit();
}

/**
 * The live button that is the one pressed on the island (`click`, its `pressKey`): the one a
 * person would call the same; else, when the pressed one had a `name`, the one with its name and
 * value, as a label may have changed between the prerendered markup and the live component (the
 * bar's "Filters 2 active" is "Filters 1 active" once the page follows a Back made before it was
 * live).
 */
export function pressedAgain(buttons: Iterable<HeldButton>, click: string): HeldButton | undefined {
  const name = pressNameOf(click);
  let named: HeldButton | undefined;
  for (const button of buttons) {
    const key = pressKey(button);
    if (key === click) return button;
    if (name && !named && pressNameOf(key) === name) named = button;
  }
  return named;
}
