// Blog subscriptions with double opt-in: the confirmation email's link shows a button that confirms
// (no JWT: links in emails carry none; opening a link, as mail scanners do, changes nothing), the
// welcome email carries a working unsubscribe link and the RFC 8058 headers, and the link's button
// or a one-click POST unsubscribes.
import { FIELD_ERRORS, MESSAGES } from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import {
  addresses,
  type ParsedMail,
  startMailServer,
  type TestMailServer,
} from '../../packages/local-backend/test/mail-server.ts';
import { invoke } from './lead-factories.ts';

let t: TestBackend;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestBackend({ SMTP_URL: mail.url, LEAD_RATE_LIMIT: '100/600', OUTBOX_INTERVAL_MS: '200' });
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

const subscribe = (email: string) =>
  invoke(t.anon, 'submit-lead', { kind: 'subscribe', values: { email }, page: '/blog', elapsedMs: 5000 });

/** Mail to `email`; servers may change the case of the domain. */
const sentTo = (email: string) => (message: ParsedMail) =>
  addresses(message.to).some((address) => address.toLowerCase() === email.toLowerCase());

const linkIn = (message: ParsedMail, action: string) => {
  const match = new RegExp(`(http://\\S+/functions/v1/subscription\\?action=${action}&token=[\\w-]+)`).exec(
    message.text ?? '',
  );
  if (!match) throw new Error(`No ${action} link in:\n${message.text}`);
  return match[1]!;
};

/**
 * Opens a link as a visitor does: the page it shows must offer one button, whose form is posted as
 * the browser would post it; the page that answers, as text.
 */
const press = async (link: string, button: string) => {
  const asked = await fetch(link);
  expect(asked.status).toBe(200);
  const html = await asked.text();
  const form = /<form method="post" action="([^"]+)"><button type="submit">([^<]+)<\/button><\/form>/.exec(
    html,
  );
  expect(form?.[2]).toBe(button);
  const answer = await fetch(new URL(form![1]!.replace(/&amp;/g, '&'), link), { method: 'POST' });
  expect(answer.status).toBe(200);
  return answer.text();
};

async function subscriber(email: string) {
  const { data } = await t.service.from('subscribers').select('status').ilike('email', email).single();
  return data?.status as string;
}

describe('subscribing', () => {
  it('confirms by the emailed link, welcomes with an unsubscribe link, and unsubscribes by it', async () => {
    const email = 'reader.one@example.com';
    expect(await subscribe(email)).toMatchObject({ status: 200, body: { ok: true } });
    expect(await subscriber(email)).toBe('pending');
    const [confirmation] = await mail.waitFor(1, sentTo(email));
    expect(confirmation!.subject).toBe("Please confirm your subscription to Alex Morgan's blog");

    // Opening the link (a mail scanner does too) asks, and changes nothing.
    const asked = await fetch(linkIn(confirmation!, 'confirm'));
    expect(asked.status).toBe(200);
    expect(asked.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const question = await asked.text();
    expect(question).toContain('<html lang="en">');
    expect(question).toContain('<h1>Confirm your subscription</h1>');
    expect(await subscriber(email)).toBe('pending');

    const page = await press(linkIn(confirmation!, 'confirm'), 'Confirm my subscription');
    expect(page).toContain('<h1>You&#39;re subscribed</h1>');
    expect(await subscriber(email)).toBe('confirmed');

    const again = await fetch(linkIn(confirmation!, 'confirm'));
    expect(await again.text()).toContain('<h1>You&#39;re already subscribed</h1>');

    const [, welcome] = await mail.waitFor(2, sentTo(email));
    expect(welcome!.subject).toBe("You're subscribed to Alex Morgan's blog");
    const unsubscribeUrl = linkIn(welcome!, 'unsubscribe');
    // Unfolded: a long header is wrapped onto several lines.
    const header = (key: string) =>
      welcome!.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    expect(header('list-unsubscribe')).toBe(`List-Unsubscribe: <${unsubscribeUrl}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(welcome!.html).toContain(unsubscribeUrl.replace(/&/g, '&amp;'));

    const opened = await fetch(unsubscribeUrl);
    expect(await opened.text()).toContain('<h1>Unsubscribe from Alex Morgan&#39;s blog?</h1>');
    expect(await subscriber(email)).toBe('confirmed');
    expect(await press(unsubscribeUrl, 'Unsubscribe')).toContain('<h1>You&#39;re unsubscribed</h1>');
    expect(await subscriber(email)).toBe('unsubscribed');
    expect(await (await fetch(unsubscribeUrl)).text()).toContain('<h1>You&#39;re unsubscribed</h1>');
  });

  it('unsubscribes with the one-click POST mail clients send (RFC 8058)', async () => {
    const email = 'reader.two@example.com';
    await subscribe(email);
    const [confirmation] = await mail.waitFor(1, sentTo(email));
    await press(linkIn(confirmation!, 'confirm'), 'Confirm my subscription');
    const [, welcome] = await mail.waitFor(2, sentTo(email));
    const response = await fetch(linkIn(welcome!, 'unsubscribe'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await subscriber(email)).toBe('unsubscribed');
  });

  it('keeps one subscriber per address whatever its case, and sends a confirmed one nothing new', async () => {
    const email = 'Reader.Three@Example.com';
    await subscribe(email);
    const [confirmation] = await mail.waitFor(1, sentTo(email));
    await press(linkIn(confirmation!, 'confirm'), 'Confirm my subscription');
    await mail.waitFor(2, sentTo(email));
    expect(await subscribe(email.toLowerCase())).toMatchObject({ status: 200 });
    const rows = await t.service.from('subscribers').select('status').ilike('email', email);
    expect(rows.data).toEqual([{ status: 'confirmed' }]);
    const queued = await t.service.from('outbox').select('payload').eq('kind', 'visitor_email');
    const to = (queued.data ?? []).map((row) => String((row.payload as { to: string }).to).toLowerCase());
    expect(to.filter((address) => address === email.toLowerCase())).toHaveLength(2);
  });

  it('answers an unknown or malformed token with a page that says the link does not work', async () => {
    const unknown = await fetch(`${t.url}/functions/v1/subscription?action=confirm&token=${'x'.repeat(43)}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<h1>This link doesn&#39;t work</h1>');
    const malformed = await fetch(`${t.url}/functions/v1/subscription?action=delete&token=x`);
    expect(malformed.status).toBe(400);
  });

  it('sends its pages with a strict policy: nothing runs, nothing loads, no site may frame them', async () => {
    const base = `${t.url}/functions/v1/subscription`;
    for (const [url, method] of [
      [`${base}?action=confirm&token=${'x'.repeat(43)}`, 'GET'],
      [`${base}?action=delete&token=x`, 'GET'],
      [`${base}?action=unsubscribe&token=${'x'.repeat(43)}`, 'PUT'],
    ] as const) {
      const answer = await fetch(url, { method });
      await answer.body?.cancel();
      const label = `${method} ${url}`;
      const policy = (answer.headers.get('content-security-policy') ?? '').split(/;\s*/);
      expect(policy, label).toEqual(
        expect.arrayContaining([
          "default-src 'none'",
          "frame-ancestors 'none'",
          "base-uri 'none'",
          "form-action 'none'",
        ]),
      );
      expect(
        policy.filter((directive) => directive.startsWith('script-src')),
        label,
      ).toEqual([]);
      expect(answer.headers.get('x-frame-options'), label).toBe('DENY');
      expect(answer.headers.get('cross-origin-resource-policy'), label).toBe('same-origin');
      expect(answer.headers.get('x-content-type-options'), label).toBe('nosniff');
      // The page's address holds the token: the link back to the blog must not carry it away.
      expect(answer.headers.get('referrer-policy'), label).toBe('no-referrer');
    }
  });

  it('refuses an invalid address with the schema’s message', async () => {
    expect(await subscribe('reader@example')).toMatchObject({
      status: 400,
      body: {
        error: {
          code: 'invalid',
          message: MESSAGES.requiredFields,
          fieldErrors: { email: FIELD_ERRORS.emailFormat },
        },
      },
    });
  });
});
