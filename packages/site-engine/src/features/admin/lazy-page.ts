import { createElement, use, type ComponentType } from 'react';

/** A back-office page's module in `src/routes/admin/`. */
export interface PageModule {
  Component: ComponentType;
}

/** A page component whose code loads when it is first shown, and which can be loaded before. */
export type LazyPage = ComponentType & { preload: () => Promise<PageModule> };

/**
 * A back-office page loaded when first shown, so signing in does not wait for the listing editor:
 * it suspends (React's `use`) until its code arrives, unless `preload` brought it already, in which
 * case it renders at once, as the server needs to prerender it and the browser to draw it over
 * that HTML without a moment of another page.
 * `React.lazy` always suspends on its first render, so a lazy page could be neither.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<PageModule> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
      return module;
    }));
  function Page() {
    const { Component } = loaded ?? use(preload());
    return createElement(Component);
  }
  return Object.assign(Page, { preload });
}
