// Warns before the agent leaves a page with unsaved edits (the listing editor): a dialog for a
// link followed or Back/Forward pressed inside the back office, the browser's own prompt for a
// reload, a closed tab or an address typed. React Router's useBlocker would do the in-app part, but
// only under a data router, which would add about 17 kB to every public page's JavaScript (the
// router module is shared with them): docs/decisions/025-back-office-on-a-phone.md.
import { useCallback, useEffect, useRef, useState } from 'react';

/** What decides whether a click on a link leaves the page (read from the event and its link). */
export interface LinkClick {
  /** The mouse button: 0 is the main one (a tap is 0 too). */
  button: number;
  /** Ctrl, Meta, Shift or Alt held: the link opens in a new tab or window, this page stays. */
  modified: boolean;
  /** Someone already handled the click. */
  defaultPrevented: boolean;
  /** The link's absolute URL. */
  href: string;
  /** The link's `target` attribute ('' when none). */
  target: string;
  /** The link downloads rather than navigates. */
  download: boolean;
}

/**
 * Whether following a link leaves the page at `here` (an absolute URL): a plain press on a link
 * to another page of the same tab. A new tab, a download, a jump within the page or another
 * scheme (`tel:`, `mailto:`) keeps the page and its edits.
 */
export function leavesPage(click: LinkClick, here: string): boolean {
  if (click.button !== 0 || click.modified || click.defaultPrevented || click.download) return false;
  if (click.target && click.target !== '_self') return false;
  const to = new URL(click.href, here);
  const from = new URL(here);
  if (to.protocol !== 'http:' && to.protocol !== 'https:') return false;
  return !(to.origin === from.origin && to.pathname === from.pathname && to.search === from.search);
}

/**
 * How many steps a Back or Forward goes (negative for Back), from the Navigation API's navigate
 * event; undefined for any other navigation.
 */
export function traverseSteps(
  navigationType: string,
  destinationIndex: number,
  currentIndex: number | undefined,
): number | undefined {
  if (navigationType !== 'traverse' || currentIndex === undefined || destinationIndex < 0) return undefined;
  const steps = destinationIndex - currentIndex;
  return steps === 0 ? undefined : steps;
}

export interface UnsavedChangesGuard {
  /** The agent tried to leave: ask whether to stay or to leave without saving. */
  asking: boolean;
  /** Stays, edits kept. */
  stay: () => void;
  /** Leaves as first asked, edits lost. */
  leave: () => void;
}

/**
 * While `dirty`, holds back every way of leaving the page and asks first: links (caught before the
 * router sees the click, and followed again on Leave), Back and Forward (cancelled through the
 * Navigation API before the router hears of them, and taken again on Leave; where a browser lacks
 * that API they go unasked) and unloading the page (the browser's own prompt).
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const [asking, setAsking] = useState(false);
  const resume = useRef<() => void>(undefined);
  const leaving = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const holding = () => !leaving.current;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!holding()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!holding() || !(link instanceof HTMLAnchorElement)) return;
      const click: LinkClick = {
        button: event.button,
        modified: event.ctrlKey || event.metaKey || event.shiftKey || event.altKey,
        defaultPrevented: event.defaultPrevented,
        href: link.href,
        target: link.target,
        download: link.hasAttribute('download'),
      };
      if (!leavesPage(click, window.location.href)) return;
      // Caught on the way down, before the router's handler: neither it nor the browser follows it.
      event.preventDefault();
      event.stopPropagation();
      resume.current = () => link.click();
      setAsking(true);
    };

    // The router hears of Back and Forward from popstate, too late to stop them; the Navigation
    // API's navigate event comes first and can cancel them.
    const navigation = 'navigation' in window ? window.navigation : undefined;
    const onNavigate = (event: NavigateEvent) => {
      const steps = traverseSteps(
        event.navigationType,
        event.destination.index,
        navigation?.currentEntry?.index,
      );
      if (!holding() || steps === undefined || !event.cancelable) return;
      event.preventDefault();
      resume.current = () => window.history.go(steps);
      setAsking(true);
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    navigation?.addEventListener('navigate', onNavigate);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      navigation?.removeEventListener('navigate', onNavigate);
    };
  }, [dirty]);

  const stay = useCallback(() => {
    resume.current = undefined;
    setAsking(false);
  }, []);

  const leave = useCallback(() => {
    const go = resume.current;
    resume.current = undefined;
    setAsking(false);
    leaving.current = true;
    go?.();
  }, []);

  return { asking, stay, leave };
}
