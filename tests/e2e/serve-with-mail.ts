// The end-to-end tests' server: a real SMTP server on loopback (packages/local-backend's test
// catcher), then `scripts/serve.mjs` with SMTP_URL pointing at it, so the functions send every
// email over SMTP as in production. Each message received is written as JSON into mailDir(port)
// for the tests to read (tests/e2e/mail.ts).
//   node tests/e2e/serve-with-mail.ts <port> [--no-build]
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  addresses,
  startMailServer,
  type ParsedMail,
} from '../../packages/local-backend/test/mail-server.ts';
import type { CaughtMail } from './mail.ts';
import { mailDir } from './mail.ts';

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
    const name = `${String(written).padStart(6, '0')}.json`;
    // Written aside, then renamed into place whole, so a test never reads half a file.
    writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(caught(mail)));
    renameSync(join(dir, `${name}.tmp`), join(dir, name));
  }
}, 50);

const child = spawn(process.execPath, ['scripts/serve.mjs', port, '--fresh', ...process.argv.slice(3)], {
  stdio: 'inherit',
  env: { ...process.env, SMTP_URL: smtp.url },
});

const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  clearInterval(copier);
  void smtp.stop().finally(() => {
    rmSync(dir, { recursive: true, force: true });
    process.exit(code ?? 0);
  });
});
