/**
 * A plain GET form in the page's static copy (the home page's search, in its hero) has no code of
 * its own: without JavaScript the browser sends it, and once the app is live the router opens the
 * same address instead of loading the page again (`deferred.tsx`). This is the address.
 */

/** The part of a sent form this module reads (so it can be tested without a browser). */
export interface SentForm {
  /** The form's `method` property: `get`, `post` or `dialog`. */
  readonly method: string;
  /** The form's `action` property: an absolute URL. */
  readonly action: string;
  /** What it sends, as `new FormData(form, submitter)` gives it. */
  readonly fields: Iterable<[string, FormDataEntryValue]>;
}

/**
 * The in-site address the browser would open for a sent GET form: its action's path with the
 * fields as the query (replacing any query the action had, as browsers do). `undefined` for a
 * form the router should not take: another method, or an action on another origin.
 */
export function formTarget(form: SentForm, origin: string): string | undefined {
  if (form.method.toLowerCase() !== 'get') return undefined;
  let action: URL;
  try {
    action = new URL(form.action, origin);
  } catch {
    return undefined;
  }
  if (action.origin !== origin) return undefined;
  const query = new URLSearchParams();
  // A file field sends its file's name in a GET, as a browser's own submission does.
  for (const [name, value] of form.fields) query.append(name, typeof value === 'string' ? value : value.name);
  const search = query.toString();
  return search ? `${action.pathname}?${search}` : action.pathname;
}
