// The back office's service worker (scope `/admin`, served at `/admin-sw.js`): the back office
// installs as an app and opens offline with what it last loaded (the shell, its assets, the last
// answers it showed, kept per user), and it shows the lead alerts pushed to this device and opens
// the lead when one is tapped. Built by the engine's build (`build/build-site.ts`), which fills in what to precache.
import { adminShellFor } from './admin-shells.ts';
import {
  answerKey,
  backOfficePath,
  answersCacheName,
  isBackOfficePath,
  isDatabaseRead,
  isStaticAsset,
  readPushAlert,
  requestUser,
} from './offline-cache.ts';

declare const self: ServiceWorkerGlobalScope;
/** The shell, its scripts, styles and fonts, the app manifest and icons (by the build). */
declare const __PRECACHE__: string[];
/** Changes with what is precached, so a new build replaces the old files. */
declare const __CACHE_VERSION__: string;

const STATIC_CACHE = `admin-static-${__CACHE_VERSION__}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(STATIC_CACHE);
      await cache.addAll(__PRECACHE__);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('admin-static-') && name !== STATIC_CACHE) await caches.delete(name);
      }
      // The page that registered this worker is controlled at once: it works offline from now on.
      await self.clients.claim();
    })(),
  );
});

/** The network's answer, kept under `key`; the one kept when the network fails (offline). */
async function networkFirst(request: Request, cache: Cache, key: string): Promise<Response> {
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch {
    return (await cache.match(key)) ?? Response.error();
  }
}

/** Hashed assets never change under their name: kept once fetched. */
async function asset(request: Request): Promise<Response> {
  const cache = await caches.open(STATIC_CACHE);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  const sameOrigin = url.origin === self.location.origin;
  if (request.mode === 'navigate' && sameOrigin && isBackOfficePath(url.pathname)) {
    // Every back-office path is answered with its shell (sign-in's, the inbox's, or the frame's).
    const shell = adminShellFor(url.pathname).path;
    event.respondWith(caches.open(STATIC_CACHE).then((cache) => networkFirst(request, cache, shell)));
  } else if (sameOrigin && isStaticAsset(url.pathname)) {
    event.respondWith(asset(request));
  } else if (isDatabaseRead(request.method, url)) {
    // A read of the database: kept for the signed-in user it was read for.
    const user = requestUser(request.headers.get('authorization'));
    const key = answerKey(request.url, request.headers.get('accept'));
    if (user)
      event.respondWith(
        caches.open(answersCacheName(user)).then((cache) => networkFirst(request, cache, key)),
      );
  }
});

self.addEventListener('push', (event) => {
  const alert = readPushAlert(event.data?.text());
  event.waitUntil(
    self.registration.showNotification(alert.title, {
      body: alert.body,
      tag: alert.tag,
      // The reminder replaces the lead's first notification, and buzzes again.
      renotify: true,
      icon: '/admin-icons/icon-192.png',
      badge: '/admin-icons/badge-96.png',
      data: { path: alert.path },
    } as NotificationOptions & { renotify: boolean }),
  );
});

/** Opens `url` in the back office's window (already open, or a new one) and brings it forward. */
async function openInBackOffice(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const open = windows.find((client) => isBackOfficePath(new URL(client.url).pathname)) ?? windows[0];
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  const shown = (await open.navigate(url)) ?? open;
  // Focusing needs the tap's permission; having navigated is what matters if it is refused.
  await shown.focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = backOfficePath((event.notification.data as { path?: unknown } | null)?.path);
  event.waitUntil(openInBackOffice(new URL(path, self.location.origin).href));
});
