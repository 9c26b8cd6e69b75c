// A file sent with an email (a tour request's calendar) reaches the recipient through each of the
// three transports: SMTP (a real server on loopback), Resend's HTTP API (a stand-in on loopback
// that answers as Resend does and keeps the JSON it was sent) and the .eml files written when
// neither is configured.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  parseMail,
  startMailServer,
  type TestMailServer,
} from '../../packages/local-backend/test/mail-server.ts';
import { createMailer, type MailMessage } from '../functions/_shared/mail.ts';

const CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'METHOD:PUBLISH',
  'BEGIN:VEVENT',
  'UID:tour-1@example.com',
  'SUMMARY:Tour: 1428 Maplewood Ave — Zoë Ellis',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const message = (id: string): MailMessage => ({
  messageId: `<${id}@example.com>`,
  from: 'Alex Morgan <alex@example.com>',
  to: 'agent@example.com',
  subject: 'Tour request: 1428 Maplewood Ave',
  html: '<p>Tour request</p>',
  text: 'Tour request',
  attachments: [
    {
      filename: 'tour-request.ics',
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: CALENDAR,
    },
  ],
});

let smtp: TestMailServer;
let resend: Server;
const resendRequests: { authorization: string | undefined; body: Record<string, unknown> }[] = [];
let mailDir: string;

beforeAll(async () => {
  smtp = await startMailServer();
  resend = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      resendRequests.push({
        authorization: request.headers.authorization,
        body: JSON.parse(body) as Record<string, unknown>,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"re_123"}');
    });
  });
  await new Promise<void>((resolve) => resend.listen(0, '127.0.0.1', resolve));
  mailDir = mkdtempSync(join(tmpdir(), 'mail-attachments-'));
});
afterAll(async () => {
  await smtp.stop();
  await new Promise((resolve) => resend.close(resolve));
  rmSync(mailDir, { recursive: true, force: true });
});

describe('an email with a calendar file', () => {
  it('arrives over SMTP with the file attached, its text intact', async () => {
    await createMailer({ kind: 'smtp', url: smtp.url }).send(message('smtp'));
    const [received] = await smtp.waitFor(1, (mail) => mail.messageId === '<smtp@example.com>');
    expect(received!.attachments).toHaveLength(1);
    const [file] = received!.attachments;
    expect(file).toMatchObject({ filename: 'tour-request.ics', contentType: 'text/calendar' });
    expect(file!.content.toString('utf8')).toBe(CALENDAR);
  });

  it("goes to Resend's API as base64 content with its filename and type", async () => {
    const url = `http://127.0.0.1:${(resend.address() as AddressInfo).port}`;
    await createMailer({ kind: 'resend', apiKey: 're_test_key', apiUrl: url }).send(message('resend'));
    const [request] = resendRequests;
    expect(request!.authorization).toBe('Bearer re_test_key');
    const attachments = request!.body.attachments as {
      filename: string;
      content: string;
      content_type: string;
    }[];
    expect(attachments).toHaveLength(1);
    expect(attachments[0]).toMatchObject({
      filename: 'tour-request.ics',
      content_type: 'text/calendar; charset=utf-8; method=PUBLISH',
    });
    expect(Buffer.from(attachments[0]!.content, 'base64').toString('utf8')).toBe(CALENDAR);
  });

  it('is written into the .eml file with the file attached', async () => {
    await createMailer({ kind: 'files', dir: mailDir }).send(message('files'));
    const [name] = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
    const parsed = await parseMail(readFileSync(join(mailDir, name!)));
    expect(parsed.subject).toBe('Tour request: 1428 Maplewood Ave');
    expect(parsed.attachments.map((file) => file.filename)).toEqual(['tour-request.ics']);
    expect(parsed.attachments[0]!.content.toString('utf8')).toBe(CALENDAR);
  });

  it('without files sends no attachment field to Resend', async () => {
    const url = `http://127.0.0.1:${(resend.address() as AddressInfo).port}`;
    await createMailer({ kind: 'resend', apiKey: 're_test_key', apiUrl: url }).send({
      ...message('plain'),
      attachments: undefined,
    });
    expect(resendRequests.at(-1)!.body).not.toHaveProperty('attachments');
  });
});
