// This browser's part in the back office as an app: the service worker that makes it installable
// and usable offline and shows lead alerts (`src/service-worker/admin-sw.ts`), the install prompt,
// this device's push subscription (kept in `push_subscriptions` with the agent's session), and the
// offline copies of answers, which belong to one signed-in user and go at sign-out.
import { useSyncExternalStore } from 'react';
import { adminSupabase } from '../../lib/supabase.ts';
import { ANSWERS_CACHE_PREFIX, answersCacheName } from '../../service-worker/offline-cache.ts';
import { base64UrlBytes, deviceName, sameKey } from './alerts.ts';

const WORKER_URL = '/admin-sw.js';
const SCOPE = '/admin';

/** Registers the back office's service worker (the browser keeps one registration per scope). */
export function registerBackOfficeWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(WORKER_URL, { scope: SCOPE });
}

// Chrome offers installing through an event it fires once the app qualifies; the page keeps it
// for the install button.
interface InstallPromptEvent extends Event {
  prompt(): Promise<{ outcome: 'accepted' | 'dismissed' }>;
}
let installPrompt: InstallPromptEvent | undefined;
const installListeners = new Set<() => void>();
const installChanged = () => installListeners.forEach((listener) => listener());
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as InstallPromptEvent;
    installChanged();
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = undefined;
    installChanged();
  });
}

/** Whether this browser offers to install the back office now, and the offer itself. */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<void> } {
  const prompt = useSyncExternalStore(
    (listener) => {
      installListeners.add(listener);
      return () => installListeners.delete(listener);
    },
    () => installPrompt,
    () => undefined,
  );
  return {
    canInstall: prompt !== undefined,
    install: async () => {
      if (!prompt) return;
      await prompt.prompt();
      installPrompt = undefined;
      installChanged();
    },
  };
}

/** Where push alerts stand on this device. */
export type DevicePush =
  { status: 'unsupported' } | { status: 'blocked' } | { status: 'off' } | { status: 'on'; endpoint: string };

const pushSupported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether this device receives alerts: the browser is subscribed and the agent's list has it. */
export async function readDevicePush(): Promise<DevicePush> {
  if (!pushSupported()) return { status: 'unsupported' };
  if (Notification.permission === 'denied') return { status: 'blocked' };
  const subscription = await browserSubscription();
  if (!subscription) return { status: 'off' };
  const { data, error } = await adminSupabase()
    .from('push_subscriptions')
    .select('id')
    .eq('endpoint', subscription.endpoint);
  if (error) throw new Error(`Reading this device: ${error.message}`);
  return data.length > 0 ? { status: 'on', endpoint: subscription.endpoint } : { status: 'off' };
}

/**
 * Subscribes this device with the server's VAPID key (asking for permission to notify first) and
 * records it in the agent's devices. A subscription made with another key is replaced.
 */
export async function turnOnPush(publicKey: string): Promise<DevicePush> {
  if (!pushSupported()) return { status: 'unsupported' };
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { status: 'blocked' };
  if (permission !== 'granted') return { status: 'off' };
  await registerBackOfficeWorker();
  const registration = await navigator.serviceWorker.ready;
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlBytes(publicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth)
    throw new Error('Saving this device: the browser gave no push keys');
  const { error } = await adminSupabase()
    .from('push_subscriptions')
    .upsert(
      { endpoint, p256dh: keys.p256dh, auth: keys.auth, device: deviceName(navigator.userAgent) },
      { onConflict: 'endpoint' },
    );
  if (error) throw new Error(`Saving this device: ${error.message}`);
  return { status: 'on', endpoint: subscription.endpoint };
}

/** Stops alerts to this device: out of the agent's devices first, then unsubscribed in the browser. */
export async function turnOffPush(): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await browserSubscription();
  if (!subscription) return;
  const { error } = await adminSupabase()
    .from('push_subscriptions')
    .delete()
    .eq('endpoint', subscription.endpoint);
  if (error) throw new Error(`Removing this device: ${error.message}`);
  await subscription.unsubscribe();
}

/** Deletes the offline copies of answers, all of them or every user's but `keep`'s. */
export async function clearOfflineAnswers(keep?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  const mine = keep === undefined ? undefined : answersCacheName(keep.toLowerCase());
  for (const name of await caches.keys()) {
    if (name.startsWith(ANSWERS_CACHE_PREFIX) && name !== mine) await caches.delete(name);
  }
}

/**
 * Before signing out: this device stops receiving alerts (lead names on a device the agent left
 * should stop) and forgets the answers it kept. Best effort: signing out goes on regardless.
 */
export async function forgetThisDevice(): Promise<void> {
  await turnOffPush().catch(() => undefined);
  await clearOfflineAnswers().catch(() => undefined);
}
