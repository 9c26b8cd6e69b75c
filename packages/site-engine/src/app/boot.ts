// The page's only script tag. The prerendered HTML is the page: it paints, with its styles and
// hero image, before any JavaScript is fetched. Once it has painted, this loads the app (and,
// all at once, the chunks of the page on screen, which the build lists in `data-chunks`) to
// hydrate it. On a phone on a slow network, the hydration code then never competes with what the
// visitor is waiting to see (docs/decisions/004-prerender-and-hydrate.md).

// The @font-face rules, which the build inlines into every page.
import '@agent-sites/ui/fonts.css';
import { startHolding, stopHolding } from './early-input.ts';

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
  // Presses, submissions and edits made before the app is live are held (a tap on the menu button
  // while the shell is on its way, a form sent, a filter chosen), so the visitor need not do them
  // again and no form is ever posted to the page; the app takes them, or they are done again here.
  void import('./main.tsx').then((app) => app.start()).then(stopHolding);
}

/**
 * Calls `callback` once the browser has painted the page's first content, as its own paint timing
 * reports it. Two animation frames were not enough: a frame can pass before the first paint (the
 * styles and fonts are still being applied), and the app's code then started downloading before
 * the hero appeared; Lighthouse's mobile LCP went from about 1.6 to 2.5 s in such runs. Where the
 * browser does not report paints, two frames it is.
 */
function afterFirstPaint(callback: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => requestAnimationFrame(callback));
    return;
  }
  // The observer's own entries, buffered ones included (a paint before this line ran): the
  // page's performance timeline may be another's (a test's fake clock answers it with nothing).
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    requestAnimationFrame(callback);
  });
  observer.observe({ type: 'paint', buffered: true });
}

/**
 * Calls `callback` once every image on the first screen has loaded and been decoded (at most
 * `limitMs` later, so an image that never arrives cannot keep the app away). The page's largest
 * paint is often such an image (a listing's photo, the hero), painted after the first paint: the
 * app's code, requested before it, shared the phone's connection with it, and Lighthouse's mobile
 * LCP on a listing page was about 1.4 s instead of 1.2 s.
 */
function afterFirstScreenImages(callback: () => void, limitMs = 3000): void {
  const onScreen = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.height > 0;
  });
  const painted = onScreen.map((image) => image.decode().catch(() => undefined));
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    requestAnimationFrame(callback);
  };
  void Promise.all(painted).then(once);
  setTimeout(once, limitMs);
}

noteEngagement();
startHolding(document);
afterFirstPaint(() => afterFirstScreenImages(start));
