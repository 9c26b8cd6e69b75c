// The back office's offline rules, shared by its service worker and the page: which requests it
// answers from its caches, and under whose name an answer is kept. An answer read with the agent's
// session is kept per signed-in user (the `sub` of the request's JWT), so another account signed
// in on this device never sees it, and sign-out deletes them all (`clearOfflineAnswers`).

/** The back office's pages: `/admin` and everything under it. */
export const isBackOfficePath = (path: string) => path === '/admin' || path.startsWith('/admin/');

/** Files that never change under their name (hashed assets) or that the app's install needs. */
export function isStaticAsset(path: string): boolean {
  return (
    path.startsWith('/assets/') ||
    path.startsWith('/admin-icons/') ||
    path === '/admin.webmanifest' ||
    path === '/favicon.svg'
  );
}

/** Caches of answers start with this, then the user's id. */
export const ANSWERS_CACHE_PREFIX = 'admin-answers-';
export const answersCacheName = (userId: string) => `${ANSWERS_CACHE_PREFIX}${userId}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in user a request is made for: the `sub` of its bearer JWT, read, not verified (the
 * server verifies; this only files the answer). Undefined for the anon key and anything else.
 */
export function requestUser(authorization: string | null): string | undefined {
  const token = /^Bearer\s+([\w-]+)\.([\w-]+)\.[\w-]+$/i.exec(authorization ?? '')?.[2];
  if (!token) return undefined;
  try {
    const json = atob(token.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' && UUID.test(sub) ? sub.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a request reads the database (PostgREST, any origin: the Supabase URL may be another). */
export const isDatabaseRead = (method: string, url: URL) =>
  method === 'GET' && url.pathname.includes('/rest/v1/');

/**
 * The key an answer is kept under: its URL, and whether one row or a list was asked for (the same
 * URL answers both, by its Accept header).
 */
export function answerKey(url: string, accept: string | null): string {
  const key = new URL(url);
  if (accept?.includes('vnd.pgrst.object')) key.searchParams.set('sw-accept', 'object');
  return key.href;
}

/** A back-office path of this site from a message, or `/admin`: an alert never leads elsewhere. */
export function backOfficePath(value: unknown): string {
  return typeof value === 'string' && isBackOfficePath(value) && !value.includes('//') ? value : '/admin';
}

/** What a push message carries (lead-alerts.ts on the server writes it). */
export interface PushAlert {
  title: string;
  body: string;
  path: string;
  tag: string;
}

/** The alert in a push message, or a plain one when it is missing or not ours. */
export function readPushAlert(text: string | undefined): PushAlert {
  const plain: PushAlert = {
    title: 'A new lead',
    body: 'Open the back office to see it.',
    path: '/admin',
    tag: 'lead',
  };
  if (!text) return plain;
  try {
    const alert = JSON.parse(text) as Partial<PushAlert>;
    if (typeof alert.title !== 'string' || typeof alert.body !== 'string') return plain;
    return {
      title: alert.title,
      body: alert.body,
      path: backOfficePath(alert.path),
      tag: typeof alert.tag === 'string' ? alert.tag : plain.tag,
    };
  } catch {
    return plain;
  }
}
