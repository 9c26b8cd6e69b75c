// The second agent's site as a developer outside this workspace builds and serves it, for
// second-site.spec.ts: every publishable package packed (each `prepack` builds it), the example
// copied to a temporary folder outside the workspace, installed there with npm from those
// tarballs (no workspace links; the peers from the registry at the workspace's versions) and
// type-checked; then the local backend on a throwaway DATA_DIR seeded with the example's
// seed.sql, with the example's function settings (its AGENT_TIME_ZONE) and a loopback SMTP
// catcher. Once it listens, the example is built and prerendered against it and served by the
// installed engine's `createSiteHandler`. Each step prints how long it took.
//   node tests/second-site/serve.ts <port>
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runBackend } from '@agent-sites/local-backend';
import type * as EngineServer from '@agent-sites/site-engine/server';
import { addresses, startMailServer } from '../../packages/local-backend/test/mail-server.ts';
// @ts-expect-error: a plain ES module script without declarations
import { packPublishable } from '../../scripts/check-packages.mjs';
import { writeCaught } from '../e2e/caught-folder.ts';
import { EXAMPLE, secondSiteMailDir } from './second-site.ts';

const port = process.argv[2] ?? '4327';
const root = new URL('../../', import.meta.url);
const pins: Record<string, string> = JSON.parse(
  readFileSync(new URL('package.json', root), 'utf8'),
).devDependencies;

let clock = Date.now();
function took(step: string) {
  console.log(`second site: ${step} in ${((Date.now() - clock) / 1000).toFixed(0)} s`);
  clock = Date.now();
}

/** Runs a command to its end, asynchronously: the backend in this process keeps answering meanwhile. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd, env, stdio: 'inherit' });
  return new Promise<void>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

const work = mkdtempSync(join(tmpdir(), 'agent-sites-second-site-'));
const tarballs = join(work, 'tarballs');
const site = join(work, 'site');
const dataDir = join(work, 'data');
const mailDir = secondSiteMailDir(port);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
mkdirSync(tarballs);
process.on('exit', () => {
  rmSync(work, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
});

const packed: { name: string; tarball: string }[] = packPublishable(tarballs);
took(`packed ${packed.map(({ name }) => name).join(', ')}`);

// The example as its own project: the packages from their tarballs, for the example and for
// each other (overrides), and every other dependency at the version the workspace pins.
cpSync(EXAMPLE, site, {
  recursive: true,
  filter: (path) => !/[\\/](?:node_modules|dist|dist-server)$/.test(path),
});
const manifest = JSON.parse(readFileSync(join(site, 'package.json'), 'utf8'));
const fromTarball = Object.fromEntries(packed.map(({ name, tarball }) => [name, `file:${tarball}`]));
for (const field of ['dependencies', 'devDependencies']) {
  for (const name of Object.keys(manifest[field] ?? {})) {
    manifest[field][name] = fromTarball[name] ?? pins[name] ?? manifest[field][name];
  }
}
manifest.overrides = fromTarball;
writeFileSync(join(site, 'package.json'), JSON.stringify(manifest, null, 2));
await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], site);
took('installed the example from the tarballs');
// Its TypeScript against the packages' published declarations (and the engine's ambient ones).
await run('npm', ['run', '-s', 'typecheck'], site);
took('type-checked the example');

const smtp = await startMailServer();
let written = 0;
const copier = setInterval(() => {
  while (written < smtp.messages.length) {
    const mail = smtp.messages[written]!;
    written += 1;
    writeCaught(mailDir, written, {
      to: addresses(mail.to),
      subject: mail.subject ?? '',
      text: mail.text ?? '',
    });
  }
}, 50);
copier.unref();

const { functionSettings } = (await import(pathToFileURL(join(site, 'src/config/functions.ts')).href)) as {
  functionSettings: Record<string, string>;
};
// The installed engine's server, found as the example's own scripts would import it.
const engineServer = join(
  site,
  'node_modules/@agent-sites/site-engine',
  JSON.parse(readFileSync(join(site, 'node_modules/@agent-sites/site-engine/package.json'), 'utf8')).exports[
    './server'
  ].import as string,
);
const { createSiteHandler } = (await import(pathToFileURL(engineServer).href)) as typeof EngineServer;

// The example's seed, then an agent who works every hour with quiet hours off, so the test's
// 15-minute reply-by holds whenever it runs (the hours' own rule is tested in supabase/tests;
// decision 041). The main suite's server does the same (tests/e2e/serve-with-mail.ts).
const allDaySeed = join(work, 'seed-all-day.sql');
const allDay = Object.fromEntries(
  ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => [day, { start: '00:00', end: '24:00' }]),
);
writeFileSync(
  allDaySeed,
  `${readFileSync(join(site, 'seed.sql'), 'utf8')}
update public.alert_settings set quiet_hours_enabled = false, working_hours = '${JSON.stringify(allDay)}';
`,
);

await runBackend(
  {
    site: async ({ url, anonKey }) => {
      await run(process.execPath, ['scripts/build.ts'], site, {
        ...process.env,
        SITE_DATA_URL: url,
        SITE_DATA_ANON_KEY: anonKey,
        VITE_SUPABASE_ANON_KEY: anonKey,
      });
      took('built and prerendered the example');
      return createSiteHandler({ root: join(site, 'dist'), supabaseUrl: url, anonKey });
    },
  },
  {
    ...process.env,
    ...functionSettings,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_SQL: allDaySeed,
    SMTP_URL: smtp.url,
    // The robot fills the form in milliseconds: the minimum fill time would file it as spam.
    LEAD_MIN_FILL_MS: '0',
  },
);
