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
 * way): held, and done again once React has the page, so the visitor need not tap twice. A form
 * sent in that time is held too rather than posted to the page. Links work without the app.
 */
function holdEarlyPresses(): () => void {
  const held: Array<HTMLButtonElement | HTMLFormElement> = [];
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest('button');
    if (button && button.type !== 'submit') held.push(button);
  };
  const onSubmit = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) held.push(event.target);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    // React hydrates what an event reaches at once, so the press lands on the live component.
    for (const element of held) {
      if (!element.isConnected) continue;
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  };
}

function start(): void {
  preloadPageChunks();
  void import('./main.tsx').then((app) => app.start()).then(replayEarlyPresses);
}

const replayEarlyPresses = holdEarlyPresses();
// Two frames: the first is the one the browser paints the HTML in.
requestAnimationFrame(() => requestAnimationFrame(start));
