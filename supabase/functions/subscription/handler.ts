// subscription: the links in subscription and listing-alert emails. A GET never changes anything
// (mail scanners follow links): it shows what the link is for with one button, and the button's POST
// does it. ?action=confirm&token=… confirms a pending subscriber (and queues the welcome email, with
// its unsubscribe link, in the same transaction); ?action=unsubscribe&token=… unsubscribes, also
// by RFC 8058's one-click POST that mail clients send from the List-Unsubscribe-Post header;
// ?action=stop-alerts&token=… (the link in a coming-soon alert) stops listing alerts to that
// address. Links in emails carry no JWT, so this function runs with verify_jwt = false; the random
// token is the only key.
import { createClient } from '@supabase/supabase-js';
import { loadLeadConfig } from '../_shared/config.ts';
import { type Env, PAGE_HEADERS } from '../_shared/http.ts';
import { subscribeWelcome } from '../_shared/lead-emails.ts';
import { createMailer } from '../_shared/mail.ts';
import { afterResponse, deliverOutbox } from '../_shared/outbox.ts';
import { FORM_PAGE_HEADERS, type PageForm, type SmallPage, smallPage } from '../_shared/small-page.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

type Page = Omit<SmallPage, 'links'>;

export default function createSubscription(env: Env): (request: Request) => Promise<Response> {
  const config = loadLeadConfig(env);
  const admin = createClient(config.supabaseUrl, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const mailer = createMailer(config.mail);
  const blog = `${config.agent.name}'s blog`;
  const PAGES = {
    confirmed_now: {
      status: 200,
      title: "You're subscribed",
      message: `Thanks for confirming. New articles from ${blog} will come to your inbox.`,
    },
    confirmed: {
      status: 200,
      title: "You're already subscribed",
      message: `This address already receives new articles from ${blog}.`,
    },
    unsubscribed: {
      status: 200,
      title: "You're unsubscribed",
      message: `You won't receive any more emails from ${blog}.`,
    },
    cancelled: {
      status: 409,
      title: 'This subscription was cancelled',
      message:
        'This address unsubscribed after asking to subscribe. To subscribe again, use the form on the blog.',
    },
    alerts_stopped: {
      status: 200,
      title: 'No more listing alerts',
      message: `You won't receive any more listing alerts from ${config.agent.name}.`,
    },
    not_found: {
      status: 404,
      title: "This link doesn't work",
      message: 'It may be mistyped or replaced by a newer email. To subscribe, use the form on the blog.',
    },
    bad_action: {
      status: 400,
      title: "This link doesn't work",
      message: 'The link is incomplete. Use the link in your email as it is.',
    },
    unavailable: {
      status: 503,
      title: 'Please try again in a minute',
      message: `The subscription could not be changed just now. Try the link again shortly, or write to ${config.agent.email}.`,
    },
  } satisfies Record<string, Page>;
  const back = { href: `${config.siteUrl}/blog`, text: `Back to ${config.agent.name}'s blog` };
  const show = (name: keyof typeof PAGES) => smallPage({ ...PAGES[name], links: [back] }, config.agent.name);
  /** What a link is for, with the one button that does it (its POST). */
  const ask = (title: string, message: string, form: PageForm) =>
    smallPage(
      { status: 200, title, message, forms: [form], links: [back] },
      config.agent.name,
      FORM_PAGE_HEADERS,
    );

  /** The page a link's GET shows: what it would do, or what is already so; it changes nothing. */
  async function askFirst(
    action: 'confirm' | 'unsubscribe' | 'stop-alerts',
    token: string,
  ): Promise<Response> {
    const button = { action: `?action=${action}&token=${token}` };
    if (action === 'stop-alerts') {
      const { data, error } = await admin
        .from('listing_alerts')
        .select('id')
        .eq('stop_token', token)
        .limit(1);
      if (error) throw new Error(error.message);
      if (data.length === 0) return show('not_found');
      return ask(
        'Stop listing alerts?',
        `Press the button and ${config.agent.name} won't email this address about listings any more.`,
        { ...button, button: 'Stop listing alerts' },
      );
    }
    const column = action === 'confirm' ? 'confirm_token' : 'unsubscribe_token';
    const { data: subscriber, error } = await admin
      .from('subscribers')
      .select('status')
      .eq(column, token)
      .maybeSingle();
    if (error) throw new Error(error.message);
    if (!subscriber) return show('not_found');
    if (subscriber.status === 'unsubscribed')
      return show(action === 'confirm' ? 'cancelled' : 'unsubscribed');
    if (action === 'confirm') {
      if (subscriber.status === 'confirmed') return show('confirmed');
      return ask('Confirm your subscription', `Press the button to get new articles from ${blog} by email.`, {
        ...button,
        button: 'Confirm my subscription',
      });
    }
    return ask(
      `Unsubscribe from ${blog}?`,
      `Press the button and this address won't receive its emails any more.`,
      {
        ...button,
        button: 'Unsubscribe',
      },
    );
  }

  async function confirm(token: string): Promise<keyof typeof PAGES> {
    const { data: subscriber, error } = await admin
      .from('subscribers')
      .select('id, email, unsubscribe_token')
      .eq('confirm_token', token)
      .maybeSingle();
    if (error) throw new Error(error.message);
    if (!subscriber) return 'not_found';
    const unsubscribeUrl = `${config.functionsUrl}/subscription?action=unsubscribe&token=${String(subscriber.unsubscribe_token)}`;
    const result = await admin.rpc('confirm_subscription', {
      token,
      outbox: {
        kind: 'visitor_email',
        dedupe_key: `subscriber:${String(subscriber.id)}:welcome`,
        payload: subscribeWelcome(String(subscriber.email), unsubscribeUrl, config),
      },
    });
    if (result.error) throw new Error(result.error.message);
    if (result.data === 'confirmed_now')
      afterResponse(() => deliverOutbox(admin, mailer, config, { limit: 5 }));
    if (result.data === 'unsubscribed') return 'cancelled';
    return result.data === 'confirmed_now' || result.data === 'confirmed' ? result.data : 'not_found';
  }

  async function unsubscribe(token: string): Promise<keyof typeof PAGES> {
    const { data, error } = await admin.rpc('unsubscribe_subscription', { token });
    if (error) throw new Error(error.message);
    return data === 'not_found' ? 'not_found' : 'unsubscribed';
  }

  async function stopAlerts(token: string): Promise<keyof typeof PAGES> {
    const { data, error } = await admin.rpc('stop_listing_alerts', { token });
    if (error) throw new Error(error.message);
    return data === 'stopped' ? 'alerts_stopped' : 'not_found';
  }

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      return new Response('Use the link in your email.', {
        status: 405,
        headers: { ...PAGE_HEADERS, Allow: 'GET, POST', 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    const url = new URL(request.url);
    const action = url.searchParams.get('action');
    const token = url.searchParams.get('token') ?? '';
    if (action !== 'confirm' && action !== 'unsubscribe' && action !== 'stop-alerts')
      return show('bad_action');
    if (!TOKEN.test(token)) return show('not_found');
    try {
      if (request.method === 'GET') return await askFirst(action, token);
      if (action === 'stop-alerts') return show(await stopAlerts(token));
      return show(action === 'confirm' ? await confirm(token) : await unsubscribe(token));
    } catch (error) {
      console.error('A subscription link could not be handled:', error);
      return show('unavailable');
    }
  };
}
