// The end-to-end tests' server: a real SMTP server on loopback (packages/local-backend's test
// catcher) and a static host's rebuild hook stand-in, then `scripts/serve.mjs` with SMTP_URL and
// SITE_REBUILD_HOOK_URL pointing at them, so the functions send every email over SMTP and call the
// hook over HTTP as in production. Each message and each hook call received is written as JSON
// into mailDir(port) and hookDir(port) for the tests to read (tests/e2e/mail.ts, rebuild-hook.ts).
//   node tests/e2e/serve-with-mail.ts <port> [--no-build]
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addresses,
  startMailServer,
  type ParsedMail,
} from '../../packages/local-backend/test/mail-server.ts';
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

const child = spawn(process.execPath, ['scripts/serve.mjs', port, '--fresh', ...process.argv.slice(3)], {
  stdio: 'inherit',
  env: { ...process.env, SMTP_URL: smtp.url, SITE_REBUILD_HOOK_URL: hookUrl },
});

const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  clearInterval(copier);
  hook.close();
  rmSync(hooks, { recursive: true, force: true });
  void smtp.stop().finally(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
