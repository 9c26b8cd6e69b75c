import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useAdminSession } from './session.tsx';

/** Data read from the backend, and where the reading stands. */
export interface Resource<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  /** Reads again; the data on screen stays until the new answer arrives. */
  refetch: () => void;
  /** Replaces the data after a change the page made itself (an update's answer). */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

interface State<T> {
  key: string | undefined;
  status: Resource<T>['status'];
  data: T | undefined;
}

/**
 * Reads `load()` whenever `key` changes (nothing while `key` is undefined) and again when the
 * window regains focus, as leads arrive at any time. Nothing is read before someone is signed in,
 * so a page can show its empty frame while the sign-in is being checked, and a read belongs to
 * the account it was made for: another account signed in reads afresh. The back office's own few
 * reads do not need React Query: using it here would also split it out of the listing pages' chunk
 * and cost each of those pages a kilobyte (docs/decisions/010-back-office-in-the-browser.md).
 */
export function useResource<T>(dataKey: string | undefined, load: () => Promise<T>): Resource<T> {
  const auth = useAdminSession();
  const userId = auth.status === 'signed-in' ? auth.session.user.id : undefined;
  const key = dataKey === undefined || userId === undefined ? undefined : `${userId} ${dataKey}`;
  const [state, setState] = useState<State<T>>({ key, status: 'pending', data: undefined });
  const loadRef = useRef(load);
  const latest = useRef(0);
  useEffect(() => {
    loadRef.current = load;
  });

  const read = useCallback(() => {
    if (key === undefined) return;
    const call = ++latest.current;
    loadRef.current().then(
      (data) => {
        // A transition, so a long list (the inbox) renders in slices between which the phone
        // answers the agent's taps.
        if (call === latest.current) startTransition(() => setState({ key, status: 'success', data }));
      },
      () => {
        if (call === latest.current) setState((current) => ({ ...current, key, status: 'error' }));
      },
    );
  }, [key]);

  useEffect(() => {
    read();
    const onFocus = () => read();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [read]);

  const setData = useCallback((update: (current: T | undefined) => T | undefined) => {
    setState((current) => ({ ...current, data: update(current.data) }));
  }, []);

  // The answer for an earlier key is not this key's.
  const current = state.key === key ? state : { key, status: 'pending' as const, data: undefined };
  return { status: current.status, data: current.data, refetch: read, setData };
}
