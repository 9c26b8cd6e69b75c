// Runs every edge function where Supabase runs it: its index.ts under Deno (the `deno` npm package),
// with the function's deno.json import map, against a local backend, and checks the answers its
// smoke.json expects. Usage: node packages/local-backend/test/deno/run-functions.ts
import { type ChildProcess, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { addDays, agentDay } from '@agent-sites/schemas';
import { functionSettings } from '../../../../site/src/config/functions.ts';
import { WORKSPACE_ROOT } from '../../src/config.ts';
import { listFunctions, loadConfig, startBackend } from '../../src/index.ts';
import {
  makeSubscriber,
  makeVapidKeys,
  type ReceivedPush,
  startPushService,
  verifyVapid,
} from '../push-service.ts';
import { staticSite } from '../static-site.ts';

interface SmokeCase {
  name: string;
  method?: string;
  /** Path and query after the function's root, such as `?action=confirm&token=…`. */
  path?: string;
  body?: unknown;
  /** A raw body instead (an upload), base64-encoded, sent with this content type. */
  bodyBase64?: string;
  contentType?: string;
  /** A web form instead, as a browser without JavaScript sends it (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
  /** Texts the answer (a page) must contain. */
  texts?: string[];
  /** Sent with the agent's session instead of the anon key. */
  as?: 'agent';
  status: number;
  /** Every key here must appear in the answer with this value (recursively). */
  json?: Record<string, unknown>;
}

const FUNCTIONS_DIR = join(WORKSPACE_ROOT, 'supabase/functions');
const require = createRequire(import.meta.url);
const deno = (require('deno/install_api.cjs') as { runInstall(): string }).runInstall();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Replaces ${NAME} in every string of a smoke case with the run's values. */
function substitute<T>(value: T, variables: Record<string, string>): T {
  return JSON.parse(
    JSON.stringify(value).replace(/\$\{([A-Z_]+)\}/g, (match, name: string) => variables[name] ?? match),
  ) as T;
}

function contains(actual: unknown, expected: unknown): boolean {
  if (typeof expected !== 'object' || expected === null) return isDeepStrictEqual(actual, expected);
  if (typeof actual !== 'object' || actual === null) return false;
  return Object.entries(expected).every(([key, value]) =>
    contains((actual as Record<string, unknown>)[key], value),
  );
}

/** The variables of `names` that are set here. */
function pick(names: string[]): Record<string, string> {
  return Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
}

function serveWithDeno(name: string, port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(
    deno,
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      // Mail without a configured service is written as files under MAIL_DIR.
      `--allow-write=${env.MAIL_DIR ?? tmpdir()}`,
      '--config',
      join(FUNCTIONS_DIR, name, 'deno.json'),
      join(FUNCTIONS_DIR, name, 'index.ts'),
    ],
    {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? tmpdir(),
        DENO_DIR: join(WORKSPACE_ROOT, 'node_modules/.cache/deno'),
        DENO_NO_UPDATE_CHECK: '1',
        // npm: imports download through whatever CA the machine trusts (a proxy's, in some CI).
        DENO_TLS_CA_STORE: 'system,mozilla',
        ...pick([
          'SSL_CERT_FILE',
          'SSL_CERT_DIR',
          'HTTPS_PROXY',
          'HTTP_PROXY',
          'NO_PROXY',
          'https_proxy',
          'http_proxy',
          'no_proxy',
        ]),
        ...(process.env.NODE_EXTRA_CA_CERTS ? { DENO_CERT: process.env.NODE_EXTRA_CA_CERTS } : {}),
        NO_COLOR: '1',
        DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`${name} did not start under Deno:\n${output}`)),
      120_000,
    );
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Listening on')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${name} exited under Deno with ${code}:\n${output}`));
    });
  });
}

/** The agent's clock, as the site's configuration gives it to the functions. */
const AGENT_TIME_ZONE = functionSettings.AGENT_TIME_ZONE!;
const AGENT_ENV = { ADMIN_EMAIL: 'agent@example.com', ADMIN_PASSWORD: 'deno-agent-password' };

/** The agent's access token, for cases that act as the agent. */
async function signInAgent(): Promise<string> {
  const response = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: backend.keys.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: AGENT_ENV.ADMIN_EMAIL, password: AGENT_ENV.ADMIN_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

const dataDir = mkdtempSync(join(tmpdir(), 'deno-functions-'));
const siteDir = join(dataDir, 'site');
const children: ChildProcess[] = [];
let passed = 0;
let failed = 0;
const backend = await (async () => {
  // The site's origin is the backend's: a photo there, which mirror-image must not copy.
  rmSync(siteDir, { recursive: true, force: true });
  mkdirSync(siteDir, { recursive: true });
  copyFileSync(
    join(WORKSPACE_ROOT, 'supabase/seed-photos/1428-maplewood-ave-royal-oak/photo-2.jpg'),
    join(siteDir, 'photo.jpg'),
  );
  writeFileSync(join(siteDir, 'index.html'), '<!doctype html><title>Site</title>');
  // Its own functions (the outbox timer's process-outbox) get the site's settings too.
  return startBackend(
    loadConfig({ PORT: '0', DATA_DIR: dataDir, ...functionSettings, ...AGENT_ENV }, dataDir),
    {
      site: staticSite(siteDir),
    },
  );
})();
const agentToken = await signInAgent();
// Web Push under Deno (web-push's encryption and VAPID signature on Deno's Node compatibility): the
// agent has a device subscribed at a push service stand-in, so the inquiry submit-lead stores in
// its smoke case alerts it, from the Deno process, and the message is decrypted and verified here.
const vapid = makeVapidKeys();
const pushService = await startPushService();
const device = makeSubscriber(`${pushService.url}/push/deno-device`);
{
  const agentUser = await fetch(`${backend.url}/auth/v1/user`, {
    headers: { apikey: backend.keys.anonKey, authorization: `Bearer ${agentToken}` },
  });
  const { id: userId } = (await agentUser.json()) as { id: string };
  const inserted = await fetch(`${backend.url}/rest/v1/push_subscriptions`, {
    method: 'POST',
    headers: {
      apikey: backend.keys.serviceRoleKey,
      authorization: `Bearer ${backend.keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      user_id: userId,
      endpoint: device.endpoint,
      ...device.keys,
      device: 'Deno check',
    }),
  });
  if (!inserted.ok) throw new Error(`The push subscription could not be stored: ${await inserted.text()}`);
  // The agent works every hour and sleeps through none (quiet hours are on by default, decision
  // 041), so the alert goes at once whenever this runs.
  const allDay = { start: '00:00', end: '24:00' };
  const hours = await fetch(`${backend.url}/rest/v1/alert_settings?id=eq.true`, {
    method: 'PATCH',
    headers: {
      apikey: backend.keys.serviceRoleKey,
      authorization: `Bearer ${backend.keys.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      quiet_hours_enabled: false,
      working_hours: Object.fromEntries(
        ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => [day, allDay]),
      ),
    }),
  });
  if (!hours.ok) throw new Error(`The agent's hours could not be set: ${await hours.text()}`);
}

/** The alert of the lead submit-lead stored, as the device receives it. */
async function checkPushUnderDeno() {
  try {
    // Guide requests alert too: the inquiry's is the one this checks.
    const isInquiry = (push: ReceivedPush) =>
      (JSON.parse(device.decrypt(push.body)) as { title: string }).title.startsWith('Question from ');
    const [message] = await pushService.waitFor(1, isInquiry, 60_000);
    const alert = JSON.parse(device.decrypt(message!.body)) as { path: string };
    const claims = verifyVapid(message!.headers.authorization, device.endpoint);
    if (claims.publicKey !== vapid.publicKey) throw new Error('signed with another key');
    if (!alert.path.startsWith('/admin/leads/')) throw new Error(`unexpected alert ${JSON.stringify(alert)}`);
    console.log(`✓ submit-lead under Deno: pushes the lead's alert, encrypted and VAPID-signed`);
    passed += 1;
  } catch (error) {
    console.log(`✖ submit-lead under Deno: pushes the lead's alert: ${String(error)}`);
    failed += 1;
  }
}

try {
  for (const name of listFunctions(FUNCTIONS_DIR)) {
    const smokeFile = join(FUNCTIONS_DIR, name, 'smoke.json');
    if (!existsSync(smokeFile)) {
      console.log(`✖ ${name}: add ${smokeFile} with the requests to check under Deno`);
      failed += 1;
      continue;
    }
    const port = await freePort();
    // A tour's day must be one the form offers today: tomorrow on the agent's clock.
    const variables = {
      SITE_URL: backend.url,
      SUPABASE_URL: backend.url,
      VAPID_PUBLIC_KEY: vapid.publicKey,
      TOUR_DAY: addDays(agentDay(new Date(), AGENT_TIME_ZONE), 1),
    };
    const child = await serveWithDeno(name, port, {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.keys.serviceRoleKey,
      SITE_URL: backend.url,
      MAIL_DIR: join(dataDir, 'mail'),
      // The settings this site's configuration gives its functions (its time zone, the guide's email).
      ...functionSettings,
      // Every case comes from one address and fills the forms faster than a person would.
      LEAD_RATE_LIMIT: '1000/600',
      LEAD_MIN_FILL_MS: '0',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      PUSH_SERVICE_ORIGINS: pushService.url,
    });
    children.push(child);
    const cases = substitute(
      (JSON.parse(readFileSync(smokeFile, 'utf8')) as { cases: SmokeCase[] }).cases,
      variables,
    );
    for (const smoke of cases) {
      const response = await fetch(`http://127.0.0.1:${port}/${smoke.path ?? ''}`, {
        method: smoke.method ?? 'POST',
        headers: {
          authorization: `Bearer ${smoke.as === 'agent' ? agentToken : backend.keys.anonKey}`,
          apikey: backend.keys.anonKey,
          'content-type': smoke.form
            ? 'application/x-www-form-urlencoded'
            : (smoke.contentType ?? 'application/json'),
        },
        body: smoke.form
          ? new URLSearchParams(smoke.form).toString()
          : smoke.bodyBase64 !== undefined
            ? Buffer.from(smoke.bodyBase64, 'base64')
            : smoke.body === undefined
              ? undefined
              : JSON.stringify(smoke.body),
      });
      const text = await response.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: compared as text
      }
      const ok =
        response.status === smoke.status &&
        (smoke.json === undefined || contains(body, smoke.json)) &&
        (smoke.texts ?? []).every((expected) => text.includes(expected));
      console.log(
        `${ok ? '✓' : '✖'} ${name} under Deno: ${smoke.name} (${response.status})${ok ? '' : ` ${text}`}`,
      );
      if (ok) passed += 1;
      else failed += 1;
    }
    if (name === 'submit-lead') await checkPushUnderDeno();
    child.kill('SIGTERM');
  }
} finally {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await backend.close();
  await pushService.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
