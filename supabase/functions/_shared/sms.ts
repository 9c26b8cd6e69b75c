// A text message to the agent's mobile through an SMS provider's HTTP API in the shape of Twilio's
// Messages resource: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, the form fields
// To, From and Body, HTTP Basic auth with the account SID and auth token. Twilio answers 201 with
// the message; providers with a Twilio-compatible API answer alike.
import type { SmsConfig } from './config.ts';
import { PermanentDeliveryError } from './delivery.ts';

/** At most this many characters: more would be split into several messages, each charged. */
export const SMS_MAX_LENGTH = 320;

export async function sendSms(config: SmsConfig, body: string): Promise<void> {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${btoa(`${config.accountSid}:${config.authToken}`)}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'User-Agent': 'agent-sites-alerts/1',
      },
      body: new URLSearchParams({ To: config.to, From: config.from, Body: body.slice(0, SMS_MAX_LENGTH) }),
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
  const text = await response.text().catch(() => '');
  if (response.ok) return;
  let detail = '';
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string') detail = `: ${message.slice(0, 300)}`;
  } catch {
    // Not JSON: the status says enough.
  }
  const answer = `The SMS provider answered ${response.status}${detail}`;
  if (response.status === 429 || response.status >= 500) throw new Error(answer);
  throw new PermanentDeliveryError(answer);
}
