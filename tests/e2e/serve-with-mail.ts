// The end-to-end tests' server: a real SMTP server on loopback (packages/local-backend's test
// catcher), a static host's rebuild hook stand-in, a Web Push service and an SMS provider
// stand-in, then `scripts/serve.mjs` with SMTP_URL, SITE_REBUILD_HOOK_URL, VAPID keys and SMS_*
// pointing at them, so the functions send every email over SMTP, call the hook and send lead
// alerts over HTTP as in production. Each message, hook call, push and text received is written as
// JSON into mailDir(port), hookDir(port), pushDir(port) and smsDir(port) for the tests to read
// (tests/e2e/mail.ts, rebuild-hook.ts, alert-services.ts).
//   node tests/e2e/serve-with-mail.ts <port> [--no-build]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import {
  addresses,
  startMailServer,
  type ParsedMail,
} from '../../packages/local-backend/test/mail-server.ts';
import { makeVapidKeys, startPushService } from '../../packages/local-backend/test/push-service.ts';
import { startSmsService } from '../../packages/local-backend/test/sms-service.ts';
import { type CaughtPush, pushDir, pushDownDir, pushServiceFile, smsDir } from './alert-services.ts';
import type { CaughtMail } from './mail.ts';
import { writeCaught } from './caught-folder.ts';
import { mailDir } from './mail.ts';
import { hookDir, type HookCall } from './rebuild-hook.ts';

const port = process.argv[2] ?? '4317';
const dir = mailDir(port);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

const smtp = await startMailServer();
let written = 0;

function caught(mail: ParsedMail): CaughtMail {
  return {
    to: addresses(mail.to),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    messageId: mail.messageId ?? '',
    // mailparser folds List-* headers into one object; the raw line is what a mail client reads.
    listUnsubscribe: mail.headerLines.find((header) => header.key === 'list-unsubscribe')?.line ?? '',
    attachments: mail.attachments.map((file) => ({
      filename: file.filename ?? '',
      contentType: file.contentType,
      content: file.content.toString('utf8'),
    })),
  };
}

// The catcher keeps what it parsed in memory; copy each new message to the folder.
const copier = setInterval(() => {
  while (written < smtp.messages.length) {
    const mail = smtp.messages[written] as ParsedMail;
    written += 1;
    writeCaught(dir, written, caught(mail));
  }
}, 50);

// A static host's build hook: it takes a POST and answers 200, as Netlify's and Cloudflare's do.
const hooks = hookDir(port);
rmSync(hooks, { recursive: true, force: true });
mkdirSync(hooks, { recursive: true });
let hookCount = 0;
const hook = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    hookCount += 1;
    const call: HookCall = {
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      body: Buffer.concat(chunks).toString('utf8'),
      receivedAt: Date.now(),
    };
    writeCaught(hooks, hookCount, call);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/e2e`;

// Lead alerts: a push service that takes every endpoint under it (one marked down drops the
// connection), and an SMS provider speaking Twilio's Messages API.
for (const dir of [pushDir(port), smsDir(port), pushDownDir(port)]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}
// Each push and text is written before its sender is answered: once the outbox says "sent", the
// tests find it.
let pushesWritten = 0;
let textsWritten = 0;
const push = await startPushService({
  unreachable: (path) => existsSync(join(pushDownDir(port), path.split('/').pop() ?? '')),
  onReceived: (received) => {
    pushesWritten += 1;
    const caught: CaughtPush = { ...received, body: received.body.toString('base64') };
    writeCaught(pushDir(port), pushesWritten, caught);
  },
});
writeFileSync(pushServiceFile(port), JSON.stringify({ url: push.url }));
const SMS = { accountSid: `AC${'e2e0'.repeat(8)}`, authToken: 'e2e-sms-auth-token' };
const sms = await startSmsService(SMS, (text) => {
  textsWritten += 1;
  writeCaught(smsDir(port), textsWritten, text);
});
const vapid = makeVapidKeys();

// The project's seed, then an agent who works every hour of the week with quiet hours off: the
// spec's 15-minute promise and the alerts hold whenever the suite runs (reply-hours.spec.ts sets
// working hours of its own to see the promise outside them; decision 041).
const seed = join(dir, '..', `agent-sites-e2e-seed-${port}.sql`);
const allDay = Object.fromEntries(
  ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => [day, { start: '00:00', end: '24:00' }]),
);
writeFileSync(
  seed,
  `${readFileSync(resolve('supabase/seed.sql'), 'utf8')}
update public.alert_settings set quiet_hours_enabled = false, working_hours = '${JSON.stringify(allDay)}';
`,
);

const child = spawn(process.execPath, ['scripts/serve.mjs', port, '--fresh', ...process.argv.slice(3)], {
  stdio: 'inherit',
  env: {
    ...process.env,
    SEED_SQL: seed,
    SMTP_URL: smtp.url,
    SITE_REBUILD_HOOK_URL: hookUrl,
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    SMS_ACCOUNT_SID: SMS.accountSid,
    SMS_AUTH_TOKEN: SMS.authToken,
    SMS_FROM: '+13135550100',
    AGENT_MOBILE: '+12485550142',
    SMS_API_URL: sms.url,
    // The stand-in is a push service the sender may use: the browsers' own are on the internet.
    PUSH_SERVICE_ORIGINS: push.url,
    // A push service that was down is tried again within seconds, not half a minute.
    OUTBOX_RETRY_BASE_SECONDS: process.env.OUTBOX_RETRY_BASE_SECONDS ?? '1',
  },
});

const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  clearInterval(copier);
  hook.close();
  void push.stop();
  void sms.stop();
  rmSync(hooks, { recursive: true, force: true });
  for (const dir of [pushDir(port), smsDir(port), pushDownDir(port), pushServiceFile(port)]) {
    rmSync(dir, { recursive: true, force: true });
  }
  void smtp.stop().finally(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
