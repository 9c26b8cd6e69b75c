// An email API stand-in on loopback for tests, speaking Resend's POST /emails: Bearer auth, a JSON
// message, and Idempotency-Key as Resend honours it: a repeated key within a day answers the first
// email's id and sends nothing. It keeps every email it sent and counts every request.
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An email the stand-in sent. */
export interface SentEmail {
  id: string;
  to: string[];
  subject: string;
  /** The Message-ID header it carried. */
  messageId: string | undefined;
}

export interface TestResendService {
  /** http://127.0.0.1:<port>, for RESEND_API_URL. */
  url: string;
  emails: SentEmail[];
  /** POSTs answered, repeats included. */
  requests: number;
  stop(): Promise<void>;
}

/** `onReceived` sees each email it sends before the sender has its answer. */
export async function startResendService(
  apiKey: string,
  onReceived?: (email: SentEmail) => void,
): Promise<TestResendService> {
  const emails: SentEmail[] = [];
  const byKey = new Map<string, string>();
  let requests = 0;
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      const reply = (status: number, body: Record<string, unknown>) =>
        response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      if (request.method !== 'POST' || request.url !== '/emails') return reply(404, { message: 'Not found' });
      if (request.headers.authorization !== `Bearer ${apiKey}`)
        return reply(401, { message: 'API key is invalid' });
      requests++;
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? byKey.get(key) : undefined;
      if (earlier) return reply(200, { id: earlier });
      const body = JSON.parse(text) as { to: string[]; subject: string; headers?: Record<string, string> };
      const id = randomUUID();
      if (typeof key === 'string') byKey.set(key, id);
      const email = { id, to: body.to, subject: body.subject, messageId: body.headers?.['Message-ID'] };
      emails.push(email);
      onReceived?.(email);
      reply(200, { id });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    emails,
    get requests() {
      return requests;
    },
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
