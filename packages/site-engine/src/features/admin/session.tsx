import type { Session } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { adminSupabase } from '../../lib/supabase.ts';

/** Where the agent's sign-in stands: read from storage (and refreshed) first, then kept current. */
export type AdminSession =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; session: Session };

const SessionContext = createContext<AdminSession>({ status: 'loading' });

/**
 * Follows supabase-js's session: the stored one on arrival (`INITIAL_SESSION`), then every sign-in,
 * refresh and sign-out, including those of other tabs. The prerendered shell and the first
 * browser render say `loading`.
 */
export function AdminSessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AdminSession>({ status: 'loading' });
  useEffect(() => {
    // Only state changes here: supabase-js holds a lock while it calls back, so calling it again
    // from inside the callback would wait on itself.
    const { data } = adminSupabase().auth.onAuthStateChange((_event, session) => {
      setState(session ? { status: 'signed-in', session } : { status: 'signed-out' });
    });
    return () => data.subscription.unsubscribe();
  }, []);
  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}

export const useAdminSession = () => useContext(SessionContext);

/** Where to go after signing in: back to the back-office page asked for, never elsewhere. */
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/admin') || next.startsWith('/admin/sign-in') || next.includes('//')) {
    return '/admin';
  }
  return next;
}
