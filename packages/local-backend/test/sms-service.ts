// An SMS provider stand-in on loopback for tests, speaking Twilio's Messages API: POST
// /2010-04-01/Accounts/<AccountSid>/Messages.json with the form fields To, From and Body and HTTP
// Basic auth (the account SID and auth token). It answers 201 with a message resource as Twilio
// does, 401 to other credentials, and keeps every message it took. A GET of the same resource lists
// them as Twilio does: newest first, filtered by To and From, a page of PageSize at a time.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the stand-in took. */
export interface ReceivedSms {
  accountSid: string;
  to: string;
  from: string;
  body: string;
}

export interface TestSmsService {
  /** http://127.0.0.1:<port>, for SMS_API_URL. */
  url: string;
  messages: ReceivedSms[];
  /** Every request, answered or refused, with its status. */
  requests: { path: string; status: number }[];
  waitFor(count: number, filter?: (sms: ReceivedSms) => boolean, timeoutMs?: number): Promise<ReceivedSms[]>;
  stop(): Promise<void>;
}

/** `onReceived` sees each text before the sender has its answer, so whoever was told "sent" can find it. */
export async function startSmsService(
  credentials: { accountSid: string; authToken: string },
  onReceived?: (sms: ReceivedSms) => void,
): Promise<TestSmsService> {
  const messages: ReceivedSms[] = [];
  const requests: { path: string; status: number }[] = [];
  const expected = `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`;
  /** When each message was taken, in Twilio's form (RFC 2822), by its place in `messages`. */
  const dates: string[] = [];
  const sid = (index: number) => `SM${String(index + 1).padStart(32, '0')}`;
  const resource = (sms: ReceivedSms) => ({
    sid: sid(messages.indexOf(sms)),
    account_sid: sms.accountSid,
    to: sms.to,
    from: sms.from,
    body: sms.body,
    status: 'queued',
    date_created: dates[messages.indexOf(sms)],
  });
  const listPage = (query: URLSearchParams) => {
    const size = Math.min(Number(query.get('PageSize') ?? 50) || 50, 1000);
    const page = Number(query.get('Page') ?? 0) || 0;
    const matching = messages
      .filter(
        (sms) =>
          (!query.has('To') || sms.to === query.get('To')) &&
          (!query.has('From') || sms.from === query.get('From')),
      )
      .reverse();
    const next = new URLSearchParams(query);
    next.set('Page', String(page + 1));
    return {
      messages: matching.slice(page * size, (page + 1) * size).map(resource),
      page,
      page_size: size,
      next_page_uri:
        (page + 1) * size < matching.length
          ? `/2010-04-01/Accounts/${credentials.accountSid}/Messages.json?${next}`
          : null,
    };
  };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '';
      const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(path);
      const reply = (status: number, body: Record<string, unknown>) => {
        requests.push({ path, status });
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      };
      const list = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json(\?.*)?$/.exec(path);
      const method = request.method;
      const found = method === 'POST' ? match : method === 'GET' ? list : null;
      if (!found) return reply(404, { code: 20404, message: 'Not found' });
      if (request.headers.authorization !== expected || found[1] !== credentials.accountSid) {
        return reply(401, { code: 20003, message: 'Authenticate' });
      }
      if (method === 'GET') return reply(200, listPage(new URLSearchParams(list?.[2] ?? '')));
      if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
        return reply(400, { code: 20001, message: 'Send the message form-encoded' });
      }
      const form = new URLSearchParams(text);
      const sms = {
        accountSid: found[1] ?? '',
        to: form.get('To') ?? '',
        from: form.get('From') ?? '',
        body: form.get('Body') ?? '',
      };
      if (!sms.to || !sms.from || !sms.body) {
        return reply(400, { code: 21604, message: "A 'To', 'From' and 'Body' are required" });
      }
      messages.push(sms);
      dates.push(new Date().toUTCString().replace('GMT', '+0000'));
      onReceived?.(sms);
      reply(201, resource(sms));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    messages,
    requests,
    async waitFor(count, filter = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const taken = messages.filter(filter);
        if (taken.length >= count) return taken;
        if (Date.now() > deadline) throw new Error(`Expected ${count} text messages, got ${taken.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
