import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { isAdoptingPrerender } from './deferred.tsx';
import type { PageHead } from './head-tags.ts';

export type { PageHead } from './head-tags.ts';

/** Collects the head of the page being prerendered. */
export class HeadCollector {
  head?: PageHead;
  set(head: PageHead) {
    this.head = head;
  }
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadContext.Provider value={collector}>{children}</HeadContext.Provider>;
}

/**
 * Declares the page's title, description, canonical URL, sharing tags and structured data.
 * Prerendering writes them into the HTML; in the browser they follow client-side navigation.
 */
export function Seo(props: PageHead) {
  const collector = useContext(HeadContext);
  collector?.set(props);
  const serialized = JSON.stringify(props);
  const first = useRef(true);
  useEffect(() => {
    // The prerendered page arrives with its head; only later pages need theirs written, by code
    // that loads then.
    if (first.current && isAdoptingPrerender()) {
      first.current = false;
      return;
    }
    first.current = false;
    void import('./head-tags.ts').then(({ applyHead }) => applyHead(JSON.parse(serialized) as PageHead));
  }, [serialized]);
  return null;
}
