// A text message to the agent's mobile through an SMS provider's HTTP API in the shape of Twilio's
// Messages resource: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, the form fields
// To, From and Body, HTTP Basic auth with the account SID and auth token. Twilio answers 201 with
// the message and its sid; providers with a Twilio-compatible API answer alike. A GET of the same
// resource lists what was sent, which a text in doubt is looked up in before it goes again.
import type { SmsConfig } from './config.ts';
import { PermanentDeliveryError } from './delivery.ts';

/** At most this many characters: more would be split into several messages, each charged. */
export const SMS_MAX_LENGTH = 320;

const messagesUrl = (config: SmsConfig) =>
  `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;

const authorization = (config: SmsConfig) => `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`;

/** Pages of the provider's message list read, at most, looking for an earlier send. */
const LOOKUP_PAGES = 5;

/**
 * The sid of a text with this body that went from `config.from` to `config.to` at or after `since`,
 * as the provider's message list has it (Twilio: GET Messages.json?To=&From=, newest first, a page
 * at a time through next_page_uri), or undefined. Throws when the provider cannot say now (the
 * caller tries again later); answers undefined when it refuses to say at all (a provider without
 * the list: better a text twice than none).
 */
export async function findSentSms(config: SmsConfig, body: string, since: Date): Promise<string | undefined> {
  const first = new URL(messagesUrl(config));
  first.search = new URLSearchParams({ To: config.to, From: config.from, PageSize: '100' }).toString();
  let url: URL | undefined = first;
  for (let page = 0; url && page < LOOKUP_PAGES; page++) {
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { Authorization: authorization(config), 'User-Agent': 'agent-sites-alerts/1' },
        redirect: 'manual',
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`The SMS provider at ${url.host} could not be asked what it sent: ${reason}`, {
        cause: error,
      });
    }
    const text = await response.text().catch(() => '');
    if (response.status === 429 || response.status >= 500) {
      throw new Error(`The SMS provider answered ${response.status} when asked what it sent`);
    }
    if (!response.ok) {
      console.warn(`The SMS provider answered ${response.status} when asked what it sent; sending again`);
      return undefined;
    }
    const list = JSON.parse(text) as {
      messages?: { sid?: string; body?: string; date_created?: string }[];
      next_page_uri?: string | null;
    };
    let older = false;
    for (const message of list.messages ?? []) {
      const created = Date.parse(message.date_created ?? '');
      // Whole seconds: the provider's dates drop the milliseconds.
      if (created < Math.floor(since.getTime() / 1000) * 1000) older = true;
      else if (message.body === body && message.sid) return message.sid;
    }
    url = !older && list.next_page_uri ? new URL(list.next_page_uri, config.apiUrl) : undefined;
  }
  return undefined;
}

/**
 * Sends the text and answers the provider's id for it (Twilio's message sid). `inDoubtSince`: an
 * earlier attempt since then may have sent it (decision 030); the provider is asked first, and the
 * text goes only if it has none like it.
 */
export async function sendSms(
  config: SmsConfig,
  body: string,
  options: { inDoubtSince?: Date } = {},
): Promise<string | undefined> {
  const text = body.slice(0, SMS_MAX_LENGTH);
  if (options.inDoubtSince) {
    const earlier = await findSentSms(config, text, options.inDoubtSince);
    if (earlier) return earlier;
  }
  const url = messagesUrl(config);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: authorization(config),
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'agent-sites-alerts/1',
      },
      body: new URLSearchParams({ To: config.to, From: config.from, Body: text }),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The SMS provider at ${new URL(url).host} could not be reached: ${reason}`, {
      cause: error,
    });
  }
  // Twilio's error body names the problem (an unverified number, a wrong token) in `message`.
  const answerText = await response.text().catch(() => '');
  let answer: { sid?: unknown; message?: unknown } = {};
  try {
    answer = JSON.parse(answerText) as typeof answer;
  } catch {
    // Not JSON: the status says enough.
  }
  if (response.ok) return typeof answer.sid === 'string' ? answer.sid : undefined;
  const detail = typeof answer.message === 'string' ? `: ${answer.message.slice(0, 300)}` : '';
  const refusal = `The SMS provider answered ${response.status}${detail}`;
  if (response.status === 429 || response.status >= 500) throw new Error(refusal);
  throw new PermanentDeliveryError(refusal);
}
