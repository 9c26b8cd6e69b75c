import { lazy, Suspense, useEffect, useState } from 'react';
import { onDeferredStart } from './deferred.tsx';

const Toaster = lazy(() => import('./toaster-impl.tsx'));

/**
 * The toast region, loaded with the first form's code: toasts only ever answer a form, so a page
 * nobody fills in never downloads react-toastify. They close when `clearOn` (the path) changes.
 */
export function LazyToaster({ clearOn }: { clearOn: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onDeferredStart(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster clearOn={clearOn} />
    </Suspense>
  ) : null;
}
