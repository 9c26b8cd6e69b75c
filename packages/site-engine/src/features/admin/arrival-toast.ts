// A toast that announces a navigation ("Listing created", then the new listing's page): carried in
// the history entry's state and shown by the page it leads to, after the Toaster has cleared the
// previous page's toasts (it clears on every new path), so it survives the navigation it announces
// and goes with the next one.

/** What the page navigated to announces. */
export interface ArrivalToast {
  title: string;
  description?: string;
}

/** The navigation state that carries a toast to the page it leads to: `navigate(to, { state })`. */
export const withArrivalToast = (toast: ArrivalToast) => ({ arrivalToast: toast });

/** The toast a history entry's state carries, if it holds one; anything else is ignored. */
export function arrivalToast(state: unknown): ArrivalToast | undefined {
  const toast =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>).arrivalToast : undefined;
  if (typeof toast !== 'object' || toast === null) return undefined;
  const { title, description } = toast as Record<string, unknown>;
  if (typeof title !== 'string' || title === '') return undefined;
  return typeof description === 'string' ? { title, description } : { title };
}
