// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster: initdb in a
// temporary folder, started on a spare loopback port, stopped by its pid and removed afterwards.
// Usage: node scripts/with-postgres.mjs <command...>   (PostgreSQL from Debian: apt-get install postgresql)
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const command = process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs <command...>');
  process.exit(2);
}

const versions = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql')
      .filter((version) => existsSync(`/usr/lib/postgresql/${version}/bin/initdb`))
      .sort((a, b) => Number(b) - Number(a))
  : [];
if (versions.length === 0) {
  console.error('PostgreSQL is not installed: apt-get install -y postgresql (.ci/run does this)');
  process.exit(1);
}
const bin = `/usr/lib/postgresql/${versions[0]}/bin`;

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
const asRoot = userInfo().uid === 0;
function pgTool(tool, args) {
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args]]
    : [`${bin}/${tool}`, args];
  return execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

const port = await new Promise((resolve, reject) => {
  const server = createServer();
  server.once('error', reject);
  server.listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

const dir = mkdtempSync(join(tmpdir(), 'agent-sites-postgres-'));
if (asRoot) {
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  chownSync(dir, id('-u'), id('-g'));
}
const data = join(dir, 'data');
let status = 1;
let pid;
try {
  pgTool('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  pgTool('pg_ctl', [
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    'start',
  ]);
  pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  console.log(`PostgreSQL ${versions[0]} on ${url} (pid ${pid})`);
  const result = spawnSync(command[0], command.slice(1), {
    stdio: 'inherit',
    shell: command.length === 1,
    env: { ...process.env, TEST_DATABASE_URL: url },
  });
  status = result.status ?? 1;
} catch (error) {
  console.error(String(error.stderr ?? error));
  if (existsSync(join(dir, 'server.log'))) console.error(readFileSync(join(dir, 'server.log'), 'utf8'));
} finally {
  if (pid) {
    // SIGINT is PostgreSQL's fast shutdown; wait for the postmaster to go.
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && existsSync(join(data, 'postmaster.pid')); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
