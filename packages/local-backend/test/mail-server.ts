// A real SMTP server on loopback for tests: every message it accepts is parsed (mailparser) and
// kept. It can be stopped and started again on the same port, to play a mail outage.
import { type AddressInfo } from 'node:net';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type { AddressObject, ParsedMail };

/** A whole message as written (an .eml file), parsed as the server parses what it receives. */
export const parseMail = (raw: Buffer | string): Promise<ParsedMail> => simpleParser(raw);

/** The addresses a header (To, Reply-To) names. */
export function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects.flatMap((object) => object.value.map((address) => address.address ?? ''));
}

export interface TestMailServer {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  port: number;
  messages: ParsedMail[];
  /** Waits until `count` messages (in total) have arrived matching `filter`. */
  waitFor(count: number, filter?: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * `onReceived` sees each message before the sender has its answer (250), as sms-service's does.
 * `refuses` names the addresses the server answers RCPT TO with 550 (no such mailbox): a hard bounce.
 */
export async function startMailServer(
  onReceived?: (mail: ParsedMail) => void,
  refuses: (address: string) => boolean = () => false,
): Promise<TestMailServer> {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;
  const listen = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // Stopping drops pooled client connections at once rather than after 30 s.
      closeTimeout: 100,
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!refuses(address.address)) return callback();
        callback(Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }));
      },
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            messages.push(mail);
            onReceived?.(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    const current = server;
    // smtp-server re-emits a client connection's errors on the server. A sender that is killed or
    // cut off mid-message (as the SIGKILL test does to the backend) resets its connection: that is
    // the sender's failure to notice, not the catcher's, and must not end the test run.
    current.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.error('test mail server:', error);
    });
    await new Promise<void>((resolve, reject) => {
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => resolve());
    });
    port = (current.server.address() as AddressInfo).port;
  };
  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    messages,
    async waitFor(count, filter = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const matching = messages.filter(filter);
        if (matching.length >= count) return matching;
        if (Date.now() > deadline) {
          throw new Error(`Expected ${count} emails, got ${matching.length} within ${timeoutMs} ms`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async stop() {
      const current = server;
      server = undefined;
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    start: listen,
  };
}
