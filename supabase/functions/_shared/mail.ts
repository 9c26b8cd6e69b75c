// One way to send an email, three transports chosen by the environment (see config.ts): Resend's
// HTTP API (RESEND_API_KEY; SMTP ports are closed on Supabase), SMTP through nodemailer (SMTP_URL),
// or .eml files under MAIL_DIR when neither is set (npm start). Every message carries a Message-ID
// derived from its outbox row, so a resend after a crash is recognisable as the same email.
import type { MailTransport } from './config.ts';
import { RecipientRefused } from './delivery.ts';

/**
 * A file sent with an email, such as a tour request's calendar file. Its content is text, so an
 * email queued in the outbox stays plain JSON.
 */
export interface MailAttachment {
  filename: string;
  /** The MIME type, such as `text/calendar; charset=utf-8; method=PUBLISH`. */
  contentType: string;
  /** The file's text (sent as UTF-8). */
  content: string;
}

export interface MailMessage {
  /** Stable across attempts: `<outbox-id@host>`. */
  messageId: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
  /** Files sent with it. */
  attachments?: MailAttachment[];
}

export interface Mailer {
  readonly transport: MailTransport['kind'];
  /**
   * Sends the message; answers what the transport said when it took it (Resend's email id, the
   * SMTP server's reply, the file written), which the outbox keeps with its "sent" mark.
   */
  send(message: MailMessage): Promise<string | undefined>;
}

type NodemailerTransport = {
  sendMail(options: Record<string, unknown>): Promise<{ message?: Uint8Array | string; response?: string }>;
};

async function nodemailerTransport(options: Record<string, unknown>): Promise<NodemailerTransport> {
  const nodemailer = (await import('nodemailer')).default;
  return nodemailer.createTransport(options) as unknown as NodemailerTransport;
}

function nodemailerMessage(message: MailMessage): Record<string, unknown> {
  return {
    messageId: message.messageId,
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers,
    attachments: message.attachments?.map(({ filename, contentType, content }) => ({
      filename,
      contentType,
      content,
    })),
  };
}

/** Base64 of the text's UTF-8 bytes, as Resend's API takes an attachment's content. */
export function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  // In slices: spreading a long array into one call overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

function resendMailer(apiKey: string, apiUrl: string): Mailer {
  return {
    transport: 'resend',
    async send(message) {
      const response = await fetch(`${apiUrl.replace(/\/$/, '')}/emails`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${apiKey}`,
          'Content-Type': 'application/json',
          // Resend ignores a repeated key for 24 hours: a retry after a lost answer sends nothing twice.
          'Idempotency-Key': message.messageId,
        },
        body: JSON.stringify({
          from: message.from,
          to: [message.to],
          reply_to: message.replyTo,
          subject: message.subject,
          html: message.html,
          text: message.text,
          headers: { ...message.headers, 'Message-ID': message.messageId },
          ...(message.attachments?.length
            ? {
                attachments: message.attachments.map(({ filename, contentType, content }) => ({
                  filename,
                  content: base64Utf8(content),
                  content_type: contentType,
                })),
              }
            : {}),
        }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`Resend answered ${response.status}: ${text.slice(0, 500)}`);
      try {
        const { id } = JSON.parse(text) as { id?: unknown };
        return typeof id === 'string' ? `resend:${id}` : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

function smtpMailer(url: string): Mailer {
  let transport: Promise<NodemailerTransport> | undefined;
  return {
    transport: 'smtp',
    async send(message) {
      // A few pooled connections; timeouts well inside the outbox lease (120 s).
      transport ??= nodemailerTransport({
        url,
        pool: true,
        maxConnections: 5,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
      let response: string | undefined;
      try {
        ({ response } = await (await transport).sendMail(nodemailerMessage(message)));
      } catch (error) {
        // A 5xx to RCPT TO is the server's final word on the address (RFC 5321 4.2.1); a 4xx, or a
        // refusal of anything else, may pass and is retried.
        const { responseCode, command } = error as { responseCode?: number; command?: string };
        if (responseCode !== undefined && responseCode >= 500 && /RCPT/i.test(command ?? '')) {
          throw new RecipientRefused(
            `The mail server refused the recipient (${responseCode}): ${(error as Error).message}`,
            { cause: error },
          );
        }
        throw error;
      }
      // "250 2.0.0 Ok: queued as 4bX…": the server's own id of the message, for its logs.
      return response ? `smtp:${response}` : undefined;
    },
  };
}

function fileMailer(dir: string): Mailer {
  let transport: Promise<NodemailerTransport> | undefined;
  return {
    transport: 'files',
    async send(message) {
      transport ??= nodemailerTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const { message: raw } = await (await transport).sendMail(nodemailerMessage(message));
      const { mkdir, writeFile } = await import('node:fs/promises');
      await mkdir(dir, { recursive: true });
      // Named by the message, so a repeated attempt rewrites the same file.
      const name = message.messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9.@-]/g, '_');
      await writeFile(`${dir}/${name}.eml`, raw ?? '');
      return `file:${name}.eml`;
    },
  };
}

export function createMailer(transport: MailTransport): Mailer {
  switch (transport.kind) {
    case 'resend':
      return resendMailer(transport.apiKey, transport.apiUrl);
    case 'smtp':
      return smtpMailer(transport.url);
    case 'files':
      return fileMailer(transport.dir);
  }
}
