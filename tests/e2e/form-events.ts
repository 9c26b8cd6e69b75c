import type { Page } from '@playwright/test';

// What a page saw happen to its forms' named fields, for a test to print when a field does not
// hold what was typed into it: focus coming and going, each key and where it went, each input
// with the value after it, presses and where they landed, submissions, resets, fields taken out
// of the page, and content that moved on the screen. Diagnostics only; nothing is asserted on it.

declare global {
  interface Window {
    formEvents?: string[];
  }
}

/** Starts recording on every document `page` loads. */
export async function recordFormEvents(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const events: string[] = [];
    window.formEvents = events;
    const serials = new WeakMap<Element, number>();
    let seen = 0;
    const serial = (element: Element) => {
      if (!serials.has(element)) serials.set(element, (seen += 1));
      return serials.get(element);
    };
    const log = (line: string, at = performance.now()) => events.push(`${at.toFixed(0)} ms ${line}`);
    /** An element as a line can say it: its name, else its tag, id and first words. */
    const describe = (element: EventTarget | null) => {
      if (!(element instanceof Element)) return String(element);
      // A form's `name` property is its field named "name", if any: read the attribute.
      const name = element.getAttribute('name');
      if (name) return `${name} #${serial(element)}`;
      const words = (element.textContent ?? '').trim().slice(0, 24);
      return `${element.tagName}${element.id ? `#${element.id}` : ''} ${JSON.stringify(words)}`;
    };
    /** A named field or a form, with the field's value. */
    const note = (what: string, element: Element) =>
      log(
        `${what} ${describe(element)} ${JSON.stringify(element instanceof HTMLInputElement ? element.value : '')}`,
      );
    const isFieldOrForm = (target: EventTarget | null): target is Element =>
      target instanceof Element && (target.hasAttribute('name') || target.tagName === 'FORM');
    for (const type of ['input', 'submit', 'reset'])
      addEventListener(type, (event) => isFieldOrForm(event.target) && note(type, event.target), true);
    // Where focus comes to, and where it goes when it leaves a field; each key, where it went and
    // whether the page kept it from the field (read after every listener ran); presses, where
    // they landed.
    addEventListener(
      'focusin',
      (event) =>
        isFieldOrForm(event.target)
          ? note('focusin', event.target)
          : log(`focusin ${describe(event.target)}`),
      true,
    );
    addEventListener(
      'focusout',
      (event) =>
        isFieldOrForm(event.target) &&
        log(`focusout ${describe(event.target)} to ${describe((event as FocusEvent).relatedTarget)}`),
      true,
    );
    for (const type of ['keydown', 'keypress', 'beforeinput'])
      addEventListener(type, (event) => {
        const key = event instanceof KeyboardEvent ? event.key : (event as InputEvent).data;
        const unfocused = document.activeElement === event.target ? '' : ' (not the focused element)';
        log(
          `${type} ${JSON.stringify(key)} on ${describe(event.target)}${unfocused}${event.defaultPrevented ? ' (prevented)' : ''}`,
        );
      });
    for (const type of ['touchstart', 'pointerdown', 'mousedown', 'click'])
      addEventListener(
        type,
        (event) => {
          const point: { clientX: number; clientY: number } | undefined =
            event instanceof MouseEvent ? event : (event as TouchEvent).touches?.[0];
          log(
            `${type} at ${point ? `${Math.round(point.clientX)},${Math.round(point.clientY)}` : '?'} on ${describe(event.target)}`,
          );
        },
        true,
      );
    // Content that moved on the screen, and what moved (its new top, in the viewport).
    new PerformanceObserver((list) => {
      for (const shift of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        log(
          `layout shift ${shift.value.toFixed(4)}: ${(shift.sources ?? [])
            .map(
              (source) =>
                `${describe(source.node ?? null)} ${Math.round(source.previousRect.top)}->${Math.round(source.currentRect.top)}`,
            )
            .join('; ')}`,
          shift.startTime,
        );
    }).observe({ type: 'layout-shift', buffered: true });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element) {
            const fields = 'form, input[name]:not([type=hidden])';
            if (node.matches(fields)) note('removed', node);
            for (const field of node.querySelectorAll(fields)) note('removed', field);
          }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What was recorded on the page's current document, one event a line. */
export async function formEvents(page: Page): Promise<string> {
  return (await page.evaluate(() => window.formEvents ?? [])).join('\n');
}
