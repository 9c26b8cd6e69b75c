// The page's only script tag. The prerendered HTML is the page: it paints, with its styles and
// hero image, before any JavaScript is fetched. After the first frame this loads the app (and,
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
 * started. Links work without the app.
 */
function holdEarlyPresses(): () => void {
  const held: HTMLButtonElement[] = [];
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (!button || button.type === 'submit') return;
    if (button.closest('[data-deferred]')) button.dataset.heldPress = '';
    else held.push(button);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) event.target.dataset.heldSubmit = '';
  };
  document.addEventListener('click', onClick, true);
  // Every form of the site is sent by its script: none is ever posted to the page.
  document.addEventListener('submit', onSubmit, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    document.addEventListener('submit', (event) => event.preventDefault(), true);
    for (const element of held) if (element.isConnected) element.click();
  };
}

function start(): void {
  preloadPageChunks();
  void import('./main.tsx').then((app) => app.start()).then(replayEarlyPresses);
}

const replayEarlyPresses = holdEarlyPresses();
// Two frames: the first is the one the browser paints the HTML in.
requestAnimationFrame(() => requestAnimationFrame(start));
