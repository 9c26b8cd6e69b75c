/**
 * What a visitor does to the prerendered page before the app's code has arrived: presses, form
 * submissions and edits to named fields. `boot.ts` starts holding them at once; the app takes each
 * exactly once, where it belongs:
 * - a deferred island (`deferred.tsx`) takes the press or submission made inside it when it wakes
 *   (`takeHeld`), and does it again to its live component;
 * - a component whose fields sit outside the islands (the listings filters) takes what was typed or
 *   chosen in them (`takeEdits`) and puts it in its state;
 * - every other press is done again once the app is live (`stopHolding`); the header's menu button
 *   is not held: it opens its popover without the app.
 * This module is in the boot script's chunk, so the app reads what boot recorded from memory, not
 * from the DOM. Nothing here depends on React: hydration keeps the same elements, so a press is
 * done again on the very button that was pressed (docs/decisions/013-boot.md).
 */

/** The part of a DOM element this module uses (so it can be tested without a browser). */
export interface HeldElement {
  closest(selector: string): HeldElement | null;
  contains(other: HeldElement | Node | null): boolean;
  readonly isConnected: boolean;
}

export interface HeldButton extends HeldElement {
  readonly type: string;
  readonly name: string;
  readonly value: string;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  click(): void;
}

export interface HeldField extends HeldElement {
  readonly name: string;
  readonly value: string;
  readonly type?: string;
  readonly tagName: string;
}

/** What a visitor did inside one island. */
export interface Held {
  press?: HeldButton;
  submit?: HeldElement;
}

/** An island: its prerendered markup waits for its code (`deferred.tsx`). */
export const ISLAND_SELECTOR = '[data-deferred]';

const presses: HeldButton[] = [];
const submits: HeldElement[] = [];
const edits = new Map<HeldField, string>();
let stop: (() => void) | undefined;

const isField = (target: HeldElement | null): target is HeldField =>
  target !== null && /^(?:INPUT|SELECT|TEXTAREA)$/.test((target as HeldField).tagName ?? '');

/** Whether a field holds a value (not a box that is ticked or not, which no one carries). */
const holdsValue = (field: HeldField) => field.type !== 'checkbox' && field.type !== 'radio';

/** What `document` offers for holding: its listeners. */
export type HoldingTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/**
 * Starts holding the visitor's input on `target` (the document): presses of buttons that are not
 * submit buttons, every form submission (never posted to the page: each of the site's forms is sent
 * by its script), and edits to named fields.
 */
export function startHolding(target: HoldingTarget): void {
  const onClick = (event: Event) => {
    const button = (event.target as HeldElement | null)?.closest('button') as HeldButton | null;
    // A submit button is the form's; a popover's button (the header's menu) the browser answers.
    if (!button || button.type === 'submit' || button.getAttribute('popovertarget') !== null) return;
    // Kept from the part of the app that may already listen (the frame hydrates before the page),
    // or the press would be done twice.
    if (!button.closest(ISLAND_SELECTOR)) event.stopPropagation();
    presses.push(button);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target) submits.push(event.target as unknown as HeldElement);
  };
  // `input` alone, which comes first: a `change` on a page React is still hydrating can carry the
  // value hydration has just put back.
  const onInput = (event: Event) => {
    const field = event.target as HeldElement | null;
    if (isField(field) && field.name && holdsValue(field)) edits.set(field, field.value);
  };
  target.addEventListener('click', onClick, true);
  target.addEventListener('submit', onSubmit, true);
  target.addEventListener('input', onInput, true);
  stop = () => {
    target.removeEventListener('click', onClick, true);
    target.removeEventListener('submit', onSubmit, true);
    target.removeEventListener('input', onInput, true);
  };
}

/** The press and the submission held inside `island`, once: later calls get nothing. */
export function takeHeld(island: HeldElement): Held {
  const take = <T extends HeldElement>(list: T[]): T | undefined => {
    const inside = list.filter((element) => island.contains(element));
    for (const element of inside) list.splice(list.indexOf(element), 1);
    return inside.at(-1);
  };
  return { press: take(presses), submit: take(submits) };
}

/** The values typed or chosen in the named fields inside `within`, by name, once. */
export function takeEdits(within: HeldElement): Map<string, string> {
  const taken = new Map<string, string>();
  for (const [field, value] of edits) {
    if (!within.contains(field)) continue;
    edits.delete(field);
    if (field.isConnected) taken.set(field.name, value);
  }
  return taken;
}

/**
 * Stops holding, once the app is live: presses outside the islands are done again on the same
 * buttons (hydration kept them); what no one took is dropped, and from now on the app answers.
 */
export function stopHolding(): void {
  stop?.();
  stop = undefined;
  const outside = presses.filter((button) => !button.closest(ISLAND_SELECTOR));
  presses.length = 0;
  submits.length = 0;
  edits.clear();
  for (const button of outside) if (button.isConnected) button.click();
}

/**
 * How a person would name a button they pressed: its label (`aria-label`, else its text), with its
 * name and value when it has them. An island's live component has the same buttons as its
 * prerendered markup, so this finds the one the visitor pressed without counting buttons.
 */
export function pressKey(
  button: Pick<HeldButton, 'name' | 'value' | 'textContent' | 'getAttribute'>,
): string {
  const label = button.getAttribute('aria-label') ?? button.textContent ?? '';
  return [label.replace(/\s+/g, ' ').trim(), button.name, button.value].join(KEY_PARTS);
}

const KEY_PARTS = '\u0000';

/**
 * The name and value a `pressKey` holds, whatever the label says; empty for a button without a
 * name (it is known by its label alone).
 */
export function pressNameOf(key: string): string {
  const [, name = '', value = ''] = key.split(KEY_PARTS);
  return name ? [name, value].join(KEY_PARTS) : '';
}
