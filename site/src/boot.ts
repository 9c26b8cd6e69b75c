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

function start(): void {
  preloadPageChunks();
  void import('./main.tsx').then((app) => app.start());
}

// Two frames: the first is the one the browser paints the HTML in.
requestAnimationFrame(() => requestAnimationFrame(start));
