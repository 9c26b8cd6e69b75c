import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page.ts';

const SignIn = () => createElement('h1', null, 'Sign in to the back office');
const inSuspense = (page: ReturnType<typeof lazyPage>) =>
  createElement(
    Suspense,
    { fallback: createElement('p', null, 'Checking your sign-in…') },
    createElement(page),
  );

describe('a back-office page loaded when first shown', () => {
  it('renders its fallback until its code has arrived', () => {
    const load = vi.fn(() => new Promise<never>(() => {}));
    expect(renderToString(inSuspense(lazyPage(load)))).toContain('Checking your sign-in…');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once once preloaded, as prerendering needs', async () => {
    const load = vi.fn(() => Promise.resolve({ Component: SignIn }));
    const page = lazyPage(load);
    await page.preload();
    const html = renderToString(inSuspense(page));
    expect(html).toContain('<h1>Sign in to the back office</h1>');
    expect(html).not.toContain('Checking your sign-in');
  });

  it('loads its code once, however often it is preloaded or shown', async () => {
    const load = vi.fn(() => Promise.resolve({ Component: SignIn }));
    const page = lazyPage(load);
    const first = page.preload();
    const second = page.preload();
    expect(second).toBe(first);
    await first;
    renderToString(inSuspense(page));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
