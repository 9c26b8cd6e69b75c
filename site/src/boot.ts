// The page's only script tag. The prerendered HTML is the page: it paints, with its styles and
// hero image, before any JavaScript is fetched. Once it has painted, this loads the app (and,
// all at once, the chunks of the page on screen, which the build lists in `data-chunks`) to
// hydrate it. On a phone on a slow network, the hydration code then never competes with what the
// visitor is waiting to see (docs/decisions/004-prerender-and-hydrate.md).

// The @font-face rules, which the build inlines into every page.
import '@agent-sites/ui/fonts.css';

function preloadPageChunks(): void {
  const chunks = document.getElementById('root')?.dataset.chunks;
  for (const href of chunks ? chunks.split(' ') : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/**
 * Presses that come before the app does (a tap on the menu button while the shell is still on its
 * way) are held, so the visitor need not press twice, and a form is never posted to the page.
 * Presses inside a deferred island are marked (`data-held-press`, `data-held-submit`) for the
 * island to do once it listens (`app/deferred.tsx`); the others are done again once the app has
 * started. So are changes to fields outside the islands (the listings filters), which the app's
 * state would otherwise not know of: the field would say "Condo" while the results show every
 * type. (The islands carry what was typed into their live forms themselves.) Links work without
 * the app.
 */
function holdEarlyPresses(): () => void {
  const held: HTMLButtonElement[] = [];
  const edited = new Map<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, string>();
  const onEdit = (event: Event) => {
    const field = event.target;
    const valued =
      field instanceof HTMLSelectElement ||
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio');
    if (valued && !field.closest('[data-deferred]')) edited.set(field, field.value);
  };
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || button.type === 'submit') return;
    if (button.closest('[data-deferred]')) {
      button.dataset.heldPress = '';
    } else {
      // Kept from the part of the app that may already listen (the frame hydrates before the
      // page), or the press would be done twice.
      event.stopPropagation();
      held.push(button);
    }
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) event.target.dataset.heldSubmit = '';
  };
  document.addEventListener('click', onClick, true);
  // `input` alone, which comes first: a `change` on a page React is still hydrating can carry the
  // value hydration has just put back.
  document.addEventListener('input', onEdit, true);
  // Every form of the site is sent by its script: none is ever posted to the page.
  document.addEventListener('submit', onSubmit, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.removeEventListener('input', onEdit, true);
    document.addEventListener('submit', (event) => event.preventDefault(), true);
    for (const [field, value] of edited) if (field.isConnected) editAgain(field, value);
    for (const element of held) if (element.isConnected) element.click();
  };
}

/**
 * Gives a field the value the visitor chose and tells the app, as the visitor's own edit would.
 * React reports a change when the field's value differs from the one it last saw; its hydration
 * saw the visitor's, so the field is first set to another value the way the app would set it,
 * then to the visitor's through the element's own setter, which React does not watch.
 */
function editAgain(field: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement, value: string) {
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * The visitor's first sign of using the page: a scroll, a pointer moving or pressing, a key, a
 * touch, focus moving, or a return to the tab. It marks the document (`data-engaged`) and tells
 * the app (`app/engagement.ts`), whose work that only keeps a prerendered page up to date (the
 * listings' fresh read) waits for it, even when the visitor acted before the app arrived.
 */
function noteEngagement(): void {
  const types = [
    'pointerdown',
    'pointermove',
    'keydown',
    'wheel',
    'touchstart',
    'scroll',
    'focusin',
    'focus',
  ];
  const engaged = () => {
    for (const type of types) window.removeEventListener(type, engaged, true);
    document.removeEventListener('visibilitychange', engaged);
    document.documentElement.dataset.engaged = '';
    document.dispatchEvent(new Event('site:engaged')); // ENGAGED_EVENT in app/engagement.ts
  };
  for (const type of types) window.addEventListener(type, engaged, { capture: true, passive: true });
  document.addEventListener('visibilitychange', engaged);
}

function start(): void {
  preloadPageChunks();
  void import('./main.tsx').then((app) => app.start()).then(replayEarlyPresses);
}

/**
 * Calls `callback` once the browser has painted the page's first content, as its own paint timing
 * reports it. Two animation frames were not enough: a frame can pass before the first paint (the
 * styles and fonts are still being applied), and the app's code then started downloading before
 * the hero appeared; Lighthouse's mobile LCP went from about 1.6 to 2.5 s in such runs. Where the
 * browser does not report paints, two frames it is.
 */
function afterFirstPaint(callback: () => void): void {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) {
    requestAnimationFrame(() => requestAnimationFrame(callback));
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    requestAnimationFrame(callback);
  });
  observer.observe({ type: 'paint' });
}

noteEngagement();
const replayEarlyPresses = holdEarlyPresses();
afterFirstPaint(start);
