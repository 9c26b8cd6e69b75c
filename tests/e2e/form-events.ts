import type { Page } from '@playwright/test';

// What a page saw happen to its forms' named fields, for a test to print when a field does not
// hold what was typed into it: focus, each input with the value after it, submissions, resets,
// and fields taken out of the page. Diagnostics only; nothing is asserted on it.

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
    const note = (what: string, element: Element) => {
      // A form's `name` property is its field named "name", if any: read the attribute.
      const value = element instanceof HTMLInputElement ? element.value : '';
      events.push(
        `${performance.now().toFixed(0)} ms ${what} ${element.getAttribute('name') ?? element.tagName} #${serial(element)} ${JSON.stringify(value)}`,
      );
    };
    for (const type of ['focusin', 'input', 'submit', 'reset']) {
      addEventListener(
        type,
        (event) => {
          const target = event.target as Element | null;
          if (target && (target.getAttribute('name') || target.tagName === 'FORM')) note(type, target);
        },
        true,
      );
    }
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (node instanceof Element)
            for (const field of node.querySelectorAll('form, input[name]:not([type=hidden])'))
              note('removed', field);
    }).observe(document, { childList: true, subtree: true });
  });
}

/** What was recorded on the page's current document, one event a line. */
export async function formEvents(page: Page): Promise<string> {
  return (await page.evaluate(() => window.formEvents ?? [])).join('\n');
}
