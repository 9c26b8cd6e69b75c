import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';

/**
 * Code that may wait: a below-the-fold form costs about 40 kB of formik and yup, more than the
 * rest of a page. A deferred component is prerendered like any other, but in the browser its
 * code loads only when it comes near the viewport or the visitor reaches for it; until then React
 * keeps the prerendered HTML in place (a dehydrated Suspense boundary), so nothing moves.
 * See docs/decisions/004-prerender-and-hydrate.md.
 */

/** True while React adopts prerendered HTML (it reads the server snapshot then), false after. */
const noSubscription = () => () => undefined;
function useHydrating(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
}

const everyLoader = new Set<() => Promise<unknown>>();
const startListeners = new Set<() => void>();
let anyStarted = false;

/** Loads every deferred module now: the prerenderer renders them all in full. */
export function preloadDeferred(): Promise<unknown> {
  return Promise.all([...everyLoader].map((load) => load()));
}

/** Runs `listener` the first time any deferred code starts loading (to mount the toaster). */
export function onDeferredStart(listener: () => void): () => void {
  if (anyStarted) listener();
  startListeners.add(listener);
  return () => startListeners.delete(listener);
}

export interface DeferredProps {
  /** A box of this minimum height holds the place on client-side navigations while the code loads. */
  placeholderHeight?: string;
}

export function deferred<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P & DeferredProps> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    if (!loading) {
      anyStarted = true;
      for (const listener of startListeners) listener();
      loading = importer().then((module) => {
        Loaded = module.default;
      });
    }
    return loading;
  };
  everyLoader.add(load);

  function Inner(props: P) {
    if (!Loaded) use(load());
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }

  function Waiting(props: P) {
    // While hydrating, suspend on a promise that only the viewport or the visitor settles.
    if (!Loaded) use(visible);
    return <Inner {...props} />;
  }

  // One promise per component type: the first deferred instance near the viewport loads the code.
  let settle: () => void = () => undefined;
  const visible = new Promise<void>((resolve) => {
    settle = resolve;
  });
  const reveal = () => {
    void load().then(() => settle());
  };

  function Deferred({ placeholderHeight = '0', ...props }: P & DeferredProps) {
    const box = useRef<HTMLDivElement>(null);
    // Decided once: switching between the two later would remount the form and lose its state.
    const hydrating = useHydrating();
    const [lazy] = useState(() => hydrating && !Loaded);
    useEffect(() => {
      const element = box.current;
      if (!element || Loaded) return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) reveal();
        },
        { rootMargin: '400px 0px' },
      );
      observer.observe(element);
      const events = ['focusin', 'pointerdown', 'pointerover', 'touchstart'] as const;
      for (const type of events) element.addEventListener(type, reveal, { once: true, passive: true });
      return () => {
        observer.disconnect();
        for (const type of events) element.removeEventListener(type, reveal);
      };
    }, []);
    const fallback: ReactNode = <div style={{ minHeight: placeholderHeight }} />;
    return (
      <div ref={box}>
        <Suspense fallback={fallback}>
          {lazy ? <Waiting {...(props as P)} /> : <Inner {...(props as P)} />}
        </Suspense>
      </div>
    );
  }
  return Deferred;
}
