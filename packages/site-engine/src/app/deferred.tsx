import {
  memo,
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { pressKey, takeHeld, type HeldElement } from './early-input.ts';
import { formTarget } from './form-navigation.ts';
import {
  FIELDS,
  handOver,
  holdActions,
  readFields,
  watchPresses,
  withCarried,
  type Carried,
  type Pending,
} from './island-handoff.ts';

/**
 * Code that may wait: a below-the-fold form costs about 40 kB of formik and yup, more than the
 * rest of a page. A deferred component is prerendered like any other. In the browser its
 * prerendered HTML is adopted as a static island (the same markup, no React inside) until the
 * component nears the viewport or the visitor reaches for it; then its code loads and the live
 * component takes the island's place. See docs/decisions/004-prerender-and-hydrate.md.
 */

let adoptingPrerender = false;
/**
 * True from the moment the browser starts adopting the prerendered page until the first
 * client-side navigation: deferred components mounted in that time are in the prerendered HTML
 * and wait for the viewport; those mounted later load at once.
 */
export function setAdoptingPrerender(value: boolean) {
  adoptingPrerender = value;
}

export function isAdoptingPrerender(): boolean {
  return adoptingPrerender;
}

const everyLoader = new Set<() => Promise<unknown>>();
const startListeners = new Set<() => void>();
let anyStarted = false;

/**
 * Loads every deferred module now, and those their modules declare in turn (a deferred card tour
 * inside a deferred section): the prerenderer renders them all in full.
 */
export async function preloadDeferred(): Promise<void> {
  for (let loaded = 0; loaded < everyLoader.size;) {
    const loaders = [...everyLoader];
    loaded = loaders.length;
    await Promise.all(loaders.map((load) => load()));
  }
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
  /**
   * Loads the code now, whatever the visitor does: the island's markup (written for the first
   * props) would no longer be right, e.g. the filters changed elsewhere on the page. An island
   * not shown at this width (`display: none`) goes on waiting.
   */
  wake?: boolean;
}

const WAKE_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'touchstart'] as const;

export interface DeferredOptions {
  /**
   * Static content rather than a widget: while the prerendered page is adopted the island never
   * wakes, so its code is not loaded at all (the page's copy and the components that only lay it
   * out stay out of the first load). It loads when a later navigation renders it. Links in the
   * island still navigate inside the app.
   */
  static?: boolean;
  /**
   * A widget in view from the start that many visitors never use (the filters beside the
   * results): its code waits for the visitor to reach for it (a pointer over it, focus, a touch)
   * rather than loading as it comes into view, so it stays out of the page's first load.
   */
  waitForReach?: boolean;
}

/**
 * Sends a plain click on an in-site link, and a GET form sent to an in-site address (the home
 * page's search), inside a static island through the router; a form sent before the app arrived
 * (held by `boot.ts`) goes too.
 */
function useIslandNavigation(box: RefObject<HTMLDivElement | null>, active: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = box.current;
    if (!active || !element) return;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return;
      const url = new URL(link.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    const send = (form: HTMLFormElement, submitter?: HTMLElement | null) => {
      if (form.target) return false;
      const address = formTarget(
        { method: form.method, action: form.action, fields: new FormData(form, submitter) },
        window.location.origin,
      );
      if (address) void navigate(address);
      return address !== undefined;
    };
    // Whether or not boot held it first (and cancelled it): the island has no other handler.
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && send(event.target, event.submitter))
        event.preventDefault();
    };
    const held = takeHeld(element as HeldElement).submit;
    if (held instanceof HTMLFormElement) send(held);
    element.addEventListener('click', onClick);
    element.addEventListener('submit', onSubmit);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('submit', onSubmit);
    };
  }, [box, active, navigate]);
}

export function deferred<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  options: DeferredOptions = {},
): ComponentType<P & DeferredProps> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const load = () => {
    if (!loading) {
      if (!options.static) {
        anyStarted = true;
        for (const listener of startListeners) listener();
      }
      loading = importer().then((module) => {
        Loaded = module.default;
      });
    }
    return loading;
  };
  everyLoader.add(load);

  function Live(props: P) {
    if (!Loaded) use(load());
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }

  function Deferred({ placeholderHeight = '0', wake: wakeNow = false, ...props }: P & DeferredProps) {
    const id = useId();
    const box = useRef<HTMLDivElement>(null);
    const [carried, setCarried] = useState<Carried | null>(null);
    const pending = useRef<Pending>({});
    // While adopting the prerendered page, keep the island's markup exactly as the server wrote it.
    const [island] = useState(() =>
      adoptingPrerender && !Loaded && typeof document !== 'undefined'
        ? (document.querySelector(`[data-deferred="${CSS.escape(id)}"]`)?.innerHTML ?? null)
        : null,
    );
    const [live, setLive] = useState(island === null);
    // A static island's links and forms go through the router, as its code is not there to (and
    // once it is, after a navigation, its plain forms still have no handler of their own).
    useIslandNavigation(box, options.static === true);

    useEffect(() => {
      const element = box.current;
      if (live || !element || options.static) return;
      const presses = watchPresses(element, document);
      // The swap is synchronous once no press is under way, so none can start in between.
      const wake = () => {
        void load()
          .then(presses.released)
          .then(() =>
            flushSync(() => {
              const active = document.activeElement;
              const focused = active && element.contains(active) ? (active as HTMLInputElement) : null;
              setCarried(readFields(element.querySelectorAll<HTMLInputElement>(FIELDS), focused));
              setLive(true);
            }),
          );
      };
      // The island cannot act itself: a submission or a button press waits for the code, then
      // the live component gets it (the visitor's click is not lost).
      const stopHolding = holdActions(element, pending.current, wake);
      // A press or submission that came before the app did, held by `boot.ts`.
      const held = takeHeld(element as HeldElement);
      if (held.press) pending.current.click = pressKey(held.press);
      if (held.submit) pending.current.submit = true;
      // Asked to wake (`wake`), unless not shown at this width.
      if (held.press || held.submit || (wakeNow && element.offsetWidth)) wake();
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wake();
        },
        { rootMargin: '0px' },
      );
      if (!options.waitForReach) observer.observe(element);
      for (const type of WAKE_EVENTS) element.addEventListener(type, wake, { once: true, passive: true });
      return () => {
        presses.stop();
        stopHolding();
        observer.disconnect();
        for (const type of WAKE_EVENTS) element.removeEventListener(type, wake);
      };
    }, [live, wakeNow]);

    // The live component takes over where the visitor was (island-handoff.ts).
    useEffect(() => {
      const element = box.current;
      if (live && carried && element) handOver(element, carried, pending.current);
    }, [live, carried]);

    if (!live && island !== null) {
      return <div ref={box} data-deferred={id} dangerouslySetInnerHTML={{ __html: island }} />;
    }
    return (
      <div ref={box} data-deferred={id}>
        <Suspense fallback={<div style={{ minHeight: placeholderHeight }} />}>
          <Live {...(withCarried(props as P, carried) as P)} />
        </Suspense>
      </div>
    );
  }
  return memo(Deferred) as unknown as ComponentType<P & DeferredProps>;
}

/**
 * Static islands (`deferred` with `static: true`) from the named exports of one module, e.g. a
 * page's copy: `const island = staticIslands(() => import('./home-sections.tsx'))`, then
 * `const Opening = island((module) => module.Opening)`.
 */
export function staticIslands<M>(importer: () => Promise<M>) {
  return (pick: (module: M) => ComponentType) =>
    deferred<object>(() => importer().then((module) => ({ default: pick(module) })), { static: true });
}
