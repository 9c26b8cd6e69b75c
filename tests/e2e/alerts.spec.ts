// Instant alerts on the agent's phone (issue 17), end to end: the agent turns alerts on in the
// back office (the browser's push subscription points at the push service stand-in, with keys this
// test holds), a visitor sends a form from a listing page, and the stand-in receives one message,
// which the test decrypts (RFC 8291) and whose VAPID signature it verifies (RFC 8292). Delivered
// to the service worker through the DevTools protocol, it shows as a notification; tapping it
// opens the lead. The SMS stand-in gets one text with the same facts; an outage is retried.
//
// Chromium's own push service is Google's, which no test can reach: the page's PushManager answers
// with a subscription at the stand-in instead (what a browser's push service would give it), and
// everything from there on is the product's code and the real protocol.
import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Page, type Worker } from '@playwright/test';
import { FORM_TEXT, LEAD_KIND_TEXT, type LeadKind } from '../../packages/schemas/src/index.ts';
import {
  makeSubscriber,
  type TestSubscriber,
  verifyVapid,
} from '../../packages/local-backend/test/push-service.ts';
import { formCopy } from '../../site/src/content/forms.ts';
import { AGENT_ACCOUNT } from './agent-account.ts';
import {
  type CaughtPush,
  caughtPushes,
  caughtSms,
  pushServiceUrl,
  setPushServiceDown,
} from './alert-services.ts';
import { admin, callFunction, hydrated, live } from './api.ts';
import { expectNoAxeViolations, expectToast, openSection, signIn } from './back-office.ts';
import { storedLeads, uniqueEmail } from './leads.ts';

test.use({ permissions: ['notifications'] });

const SUBSCRIPTION_KEY = 'e2e-push-subscription';

/**
 * The browser's push service, as the page sees it: `subscribe` answers a subscription at
 * `device`'s endpoint with its keys, and remembers the application server key it was given.
 */
async function pushServiceFor(page: Page, device: TestSubscriber) {
  await page.addInitScript(
    ({ endpoint, keys, storageKey }) => {
      const bytes = (value: string) =>
        Uint8Array.from(atob(value.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const base64Url = (buffer: ArrayBuffer) =>
        btoa(String.fromCharCode(...new Uint8Array(buffer)))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const subscription = (serverKey: string) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey: bytes(serverKey).buffer },
        getKey: (name: string) => bytes(name === 'p256dh' ? keys.p256dh : keys.auth).buffer,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: () => {
          sessionStorage.removeItem(storageKey);
          return Promise.resolve(true);
        },
      });
      PushManager.prototype.subscribe = function (options) {
        const key = base64Url(new Uint8Array(options?.applicationServerKey as ArrayBuffer).slice().buffer);
        sessionStorage.setItem(storageKey, key);
        return Promise.resolve(subscription(key) as unknown as PushSubscription);
      };
      PushManager.prototype.getSubscription = function () {
        const key = sessionStorage.getItem(storageKey);
        return Promise.resolve(key ? (subscription(key) as unknown as PushSubscription) : null);
      };
    },
    { endpoint: device.endpoint, keys: device.keys, storageKey: SUBSCRIPTION_KEY },
  );
}

/** Signs in, opens Alerts from the navigation, and turns alerts on for this device. */
async function turnOnAlerts(page: Page, device: TestSubscriber): Promise<string> {
  await pushServiceFor(page, device);
  await page.goto('/admin/sign-in');
  await signIn(page, AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
  await openSection(page, 'Alerts');
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  // The back office's service worker controls the page: alerts can be shown, pages open offline.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.getByRole('button', { name: 'Turn on alerts on this device' }).click();
  await expect(page.getByText('Alerts are on for this device', { exact: false })).toBeVisible();
  await expectToast(page, 'Alerts on');
  const subscribedWith = await page.evaluate((key) => sessionStorage.getItem(key), SUBSCRIPTION_KEY);
  expect(subscribedWith).toMatch(/^[\w-]{87}$/);
  return subscribedWith!;
}

/** Turns alerts off for this device on the alerts page, as the agent leaving a device would. */
async function turnOffAlerts(page: Page) {
  await page.goto('/admin/alerts');
  await page.getByRole('button', { name: 'Turn off alerts on this device' }).click();
  await expect(page.getByText('Alerts are off for this device.')).toBeVisible();
}

/** A visitor asks to tour a listing from its page, in a browser of their own. */
async function visitorAsks(browser: Browser, baseURL: string, name: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/listings');
  await page
    .getByRole('link', { name: /View Details/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/listing\/[a-z0-9-]+$/);
  await hydrated(page);
  const form = await live(page.locator('#contact form'));
  // The first listing is for sale: its form is a tour request, which asks for a day and a time.
  await form.getByRole('combobox', { name: 'Day' }).selectOption({ index: 1 });
  await form.getByRole('radio', { name: 'Morning (9 AM - noon)' }).check();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0142');
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  await form.getByRole('button', { name: /Schedule|Notify|Send|Start|Request/ }).click();
  await expect(form.getByRole('status')).toHaveText(formCopy.success);
  await context.close();
  const [stored] = await storedLeads(email);
  const { data } = await admin(baseURL)
    .from('leads')
    .select('id, kind, listing_address, created_at')
    .eq('id', stored!.id)
    .single();
  return data as { id: string; kind: LeadKind; listing_address: string; created_at: string };
}

interface AlertRow {
  kind: string;
  status: string;
  attempts: number;
  last_error: string | null;
}

/**
 * The lead's alerts that concern this test: its text, and its push to `device` (devices other
 * tests subscribed meanwhile get the lead too, and one of them may be down on purpose).
 */
async function alertRows(baseURL: string, leadId: string, device: TestSubscriber): Promise<AlertRow[]> {
  const client = admin(baseURL);
  const { data: subscription } = await client
    .from('push_subscriptions')
    .select('id')
    .eq('endpoint', device.endpoint)
    .single();
  const { data } = await client
    .from('outbox')
    .select('kind, payload, status, attempts, last_error')
    .eq('lead_id', leadId)
    .in('kind', ['push', 'sms']);
  return (data ?? [])
    .filter(
      (row) =>
        row.kind === 'sms' ||
        (row.payload as { subscription_id?: string }).subscription_id === subscription?.id,
    )
    .map(({ kind, status, attempts, last_error }) => ({ kind, status, attempts, last_error }) as AlertRow);
}

/** Waits until none of those alerts is waiting or being sent; answers their rows. */
async function alertsSettled(baseURL: string, leadId: string, device: TestSubscriber) {
  let rows: AlertRow[] = [];
  await expect
    .poll(async () => {
      rows = await alertRows(baseURL, leadId, device);
      return (
        rows.some((row) => row.kind === 'push') &&
        rows.every((row) => !['pending', 'sending'].includes(row.status))
      );
    })
    .toBe(true);
  return rows;
}

/** What `device`'s endpoint took, decrypted, about `leadId`. */
async function alertsTo(device: TestSubscriber, leadId: string) {
  const path = new URL(device.endpoint).pathname;
  return (await caughtPushes())
    .filter((push) => push.path === path && push.status === 201)
    .map((push) => ({ push, text: device.decrypt(Buffer.from(push.body, 'base64')) }))
    .filter(({ text }) => text.includes(leadId));
}

/** The reply-by line as the agent reads it: 15 minutes after the lead, on Detroit's clock. */
function replyBy(createdAt: string) {
  const received = new Date(createdAt);
  const due = new Date(received.getTime() + 15 * 60_000);
  const day = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'America/Detroit' });
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/Detroit',
    // After 11:45 PM the reply is due the next day, and the alert names its weekday.
    ...(day(due) === day(received) ? {} : { weekday: 'short' }),
    hour: 'numeric',
    minute: '2-digit',
  });
  return `Reply by ${time.format(due).replace(/\s/gu, ' ')}`;
}

/** The back office's service worker, as Playwright reaches into it. */
function backOfficeWorker(page: Page): Worker {
  const worker = page
    .context()
    .serviceWorkers()
    .find((candidate) => candidate.url().endsWith('/admin-sw.js'));
  if (!worker) throw new Error('The back office has no service worker');
  return worker;
}

test('a lead sent from a listing page alerts the agent’s phone once, encrypted and signed; the worker shows it and a tap opens the lead; one text says the same', async ({
  page,
  browser,
  baseURL,
}) => {
  const device = makeSubscriber(`${pushServiceUrl()}/push/${randomUUID()}`);
  const subscribedWith = await turnOnAlerts(page, device);
  await page.getByRole('checkbox', { name: /^Text me at the number ending 0142 too$/ }).check();
  // A ceiling this test's own leads never reach, however often the suite runs within the day.
  await page.getByRole('textbox', { name: 'Texts an hour, at most' }).fill('100');
  await page.getByRole('textbox', { name: 'Texts a day, at most' }).fill('1000');
  await page.getByRole('button', { name: 'Save alert settings' }).click();
  await expectToast(page, 'Alert settings saved');

  const name = `Dana Alert ${randomUUID().slice(0, 6)}`;
  const lead = await visitorAsks(browser, baseURL!, name, uniqueEmail('alert'));
  await alertsSettled(baseURL!, lead.id, device);

  // One message at the push service, for this device, decryptable with its keys and signed with
  // the key the back office subscribed with, for the endpoint's origin.
  const pushes = await alertsTo(device, lead.id);
  expect(pushes).toHaveLength(1);
  const [{ push, text }] = pushes as [{ push: CaughtPush; text: string }];
  expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'high', ttl: '86400' });
  expect(verifyVapid(push.headers.authorization as string, device.endpoint)).toMatchObject({
    publicKey: subscribedWith,
    aud: new URL(device.endpoint).origin,
  });
  const place = lead.listing_address.replace(/, [A-Z]{2} \d{5}$/, '');
  const alert = {
    title: `${LEAD_KIND_TEXT[lead.kind].label} from ${name}`,
    body: `${place}\n${replyBy(lead.created_at)}\nCall back: +1 248-555-0142`,
    path: `/admin/leads/${lead.id}`,
    tag: `lead:${lead.id}`,
  };
  expect(JSON.parse(text)).toEqual(alert);

  // One text with the same facts and the link to the lead.
  const texts = (await caughtSms()).filter((sms) => sms.body.includes(lead.id));
  expect(texts).toEqual([
    expect.objectContaining({
      to: '+12485550142',
      body: `${alert.title}\n${place}. ${replyBy(lead.created_at)}\nCall back: +1 248-555-0142\n${new URL(baseURL!).origin}/admin/leads/${lead.id}`,
    }),
  ]);

  // The message reaches the service worker as a push event, and shows.
  const cdp = await page.context().newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL.endsWith('/admin') && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: text,
  });
  const worker = backOfficeWorker(page);
  // The worker may have to start first, on a machine busy with other tests.
  await expect
    .poll(
      () =>
        worker.evaluate(async () => {
          const scope = self as unknown as { registration: ServiceWorkerRegistration };
          const shown = await scope.registration.getNotifications();
          return shown.map(({ title, body, tag, data }) => ({ title, body, tag, data: data as unknown }));
        }),
      { timeout: 30_000 },
    )
    .toEqual([{ title: alert.title, body: alert.body, tag: alert.tag, data: { path: alert.path } }]);

  // A tap on it: the worker's own notificationclick handler opens the lead in this window.
  await worker.evaluate(async () => {
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(new RegExp(`/admin/leads/${lead.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  await turnOffAlerts(page);
});

test('with the push service down, the alert is retried and arrives once when it returns', async ({
  page,
  browser,
  baseURL,
}) => {
  const device = makeSubscriber(`${pushServiceUrl()}/push/${randomUUID()}`);
  await turnOnAlerts(page, device);
  setPushServiceDown(device.endpoint, true);
  try {
    const lead = await visitorAsks(
      browser,
      baseURL!,
      `Dana Outage ${randomUUID().slice(0, 6)}`,
      uniqueEmail('outage'),
    );
    // Tried, its connection dropped, and waiting for its retry.
    const pushRow = async () =>
      (await alertRows(baseURL!, lead.id, device)).find((row) => row.kind === 'push');
    await expect
      .poll(async () => {
        const row = await pushRow();
        return row?.status === 'pending' ? row.last_error : null;
      })
      .toMatch(/^The push service at 127\.0\.0\.1:\d+ could not be reached/);
    expect(await alertsTo(device, lead.id)).toEqual([]);
    setPushServiceDown(device.endpoint, false);
    await alertsSettled(baseURL!, lead.id, device);
    const row = await pushRow();
    expect(row).toMatchObject({ status: 'sent' });
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
    expect(await alertsTo(device, lead.id)).toHaveLength(1);
  } finally {
    setPushServiceDown(device.endpoint, false);
    await turnOffAlerts(page);
  }
});

test('the back office installs as an app and opens offline with the leads it last showed', async ({
  page,
  baseURL,
}) => {
  const sent = await callFunction(baseURL, 'submit-lead', {
    kind: 'inquiry',
    values: {
      name: `Dana Offline ${randomUUID().slice(0, 6)}`,
      email: uniqueEmail('offline'),
      phone: '(248) 555-0142',
      lookingTo: 'buy',
      timeline: '3-6',
      consent: true,
    },
    page: '/contact',
    consentText: FORM_TEXT.consentLabel,
  });
  expect(sent.status).toBe(200);
  await page.goto('/admin/sign-in');
  await signIn(page, AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The manifest as Chromium reads it: no errors, the inbox standalone, icons it can show.
  const cdp = await page.context().newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    start_url: '/admin',
    scope: '/admin',
    display: 'standalone',
    icons: expect.arrayContaining([
      expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
    ]) as unknown,
  });
  for (const icon of ['/admin-icons/icon-192.png', '/admin-icons/icon-512.png']) {
    const response = await page.request.get(icon);
    expect(response.headers()['content-type']).toBe('image/png');
  }

  // The worker took over after this first page read its answers: the agent's next visit is
  // what it keeps.
  await page.reload();
  const leads = page.locator('a[href^="/admin/leads/"]');
  await expect(leads.first()).toBeVisible();
  const shown = await leads.allTextContents();
  await page.context().setOffline(true);
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await expect(leads).toHaveText(shown);
  } finally {
    await page.context().setOffline(false);
  }
});

test('the alerts page refuses a ceiling on texts it cannot keep, next to the field', async ({ page }) => {
  await page.goto('/admin/sign-in');
  await signIn(page, AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
  await openSection(page, 'Alerts');
  const perHour = page.getByRole('textbox', { name: 'Texts an hour, at most' });
  await expect(perHour).not.toHaveValue('');
  await perHour.fill('0');
  await page.getByRole('button', { name: 'Save alert settings' }).click();
  await expect(perHour).toHaveAccessibleDescription('Enter a whole number from 1 to 100.');
  await expect(perHour).toHaveValue('0');
});

test('the alerts page passes axe', async ({ page }) => {
  await page.goto('/admin/sign-in');
  await signIn(page, AGENT_ACCOUNT.email, AGENT_ACCOUNT.password);
  await openSection(page, 'Alerts');
  await expect(page.getByRole('button', { name: 'Save alert settings' })).toBeVisible();
  await expect(page.getByText('Alerts are off for this device.')).toBeVisible();
  await expectNoAxeViolations(page);
});
