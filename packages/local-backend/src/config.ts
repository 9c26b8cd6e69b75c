// The one place the local backend reads its environment. Every bad variable is named at boot.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCKOUT, type LockoutPolicy } from './auth/lockout.ts';
import { DEVELOPMENT_JWT_SECRET } from './jwt.ts';

/** The workspace root: packages/local-backend/src/../../.. */
export const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface BackendConfig {
  host: string;
  /** 0 picks a free port. */
  port: number;
  /** The URL clients use to reach this process; defaults to http://host:port once listening. */
  publicUrl: string | undefined;
  dataDir: string;
  /** A PostgreSQL server to use instead of PGlite under dataDir. */
  databaseUrl: string | undefined;
  jwtSecret: string;
  jwtExpirySeconds: number;
  admin: { email: string; password: string } | undefined;
  /**
   * Proxies in front of this server that append to X-Forwarded-For (TRUSTED_PROXY_HOPS): 0 takes the
   * client's address from the socket; N takes the entry the outermost of N proxies appended.
   */
  trustedProxyHops: number;
  /** Failed password sign-ins: slowed, then locked (AUTH_LOCKOUT_*). */
  lockout: LockoutPolicy;
  /** The supabase/ project folder: migrations, seed.sql, functions, seed photos. */
  projectDir: string;
  /**
   * The seed a fresh database gets (SEED_SQL): the project's `seed.sql` unless another site's own
   * data is named, as `[db.seed] sql_paths` names it for the Supabase CLI.
   */
  seedPath: string;
  /** Serve repeated reads from memory until a write; on by default with PGlite, which no one else writes. */
  responseCache: boolean;
  /** Extra environment the edge functions see (their secrets), besides SUPABASE_URL and the keys. */
  functionEnv: Record<string, string>;
  /** How often process-outbox runs (as pg_cron would on Supabase); 0 turns the timer off. */
  outboxIntervalMs: number;
  log: (message: string) => void;
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** AUTH_LOCKOUT_* variables and the policy field each sets (whole numbers, 0 or more). */
const LOCKOUT_VARIABLES: readonly (readonly [string, keyof LockoutPolicy])[] = [
  ['AUTH_LOCKOUT_MAX_FAILURES', 'maxFailures'],
  ['AUTH_LOCKOUT_MAX_FAILURES_PER_ADDRESS', 'maxFailuresPerAddress'],
  ['AUTH_LOCKOUT_SECONDS', 'lockSeconds'],
  ['AUTH_LOCKOUT_WINDOW_SECONDS', 'windowSeconds'],
  ['AUTH_LOCKOUT_SLOW_AFTER', 'slowAfter'],
  ['AUTH_LOCKOUT_DELAY_MS', 'delayMs'],
];

function loadLockout(env: Env, problems: string[]): LockoutPolicy {
  const policy = { ...DEFAULT_LOCKOUT };
  for (const [name, field] of LOCKOUT_VARIABLES) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 0)
      problems.push(`${name} must be a whole number (0 or more), got "${raw}"`);
    else policy[field] = value;
  }
  return policy;
}

/** Variables the backend consumes itself; everything else is passed to the functions as their secrets. */
const OWN_VARIABLES = new Set([
  'HOST',
  'PORT',
  'PUBLIC_URL',
  'DATA_DIR',
  'DATABASE_URL',
  'JWT_SECRET',
  'JWT_EXPIRY',
  'ADMIN_EMAIL',
  'ADMIN_PASSWORD',
  'RESPONSE_CACHE',
  'OUTBOX_INTERVAL_MS',
  'TRUSTED_PROXY_HOPS',
  'SEED_SQL',
  ...LOCKOUT_VARIABLES.map(([name]) => name),
]);

export function loadConfig(env: Env = process.env, cwd = process.cwd()): BackendConfig {
  const problems: string[] = [];
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    problems.push(`PORT must be 0-65535, got "${env.PORT}"`);
  const jwtSecret = env.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET;
  if (jwtSecret.length < 32) problems.push('JWT_SECRET must be at least 32 characters');
  const jwtExpirySeconds = Number(env.JWT_EXPIRY ?? 3600);
  if (!Number.isInteger(jwtExpirySeconds) || jwtExpirySeconds < 30) {
    problems.push(`JWT_EXPIRY must be a whole number of seconds (30 or more), got "${env.JWT_EXPIRY}"`);
  }
  let admin: BackendConfig['admin'];
  if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
    if (!env.ADMIN_EMAIL || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(env.ADMIN_EMAIL)) {
      problems.push('ADMIN_EMAIL must be an email address when ADMIN_PASSWORD is set');
    }
    if (!env.ADMIN_PASSWORD || env.ADMIN_PASSWORD.length < 8) {
      problems.push('ADMIN_PASSWORD must have at least 8 characters when ADMIN_EMAIL is set');
    }
    admin = { email: (env.ADMIN_EMAIL ?? '').toLowerCase(), password: env.ADMIN_PASSWORD ?? '' };
  }
  if (env.PUBLIC_URL && !/^https?:\/\/[^/]+$/.test(env.PUBLIC_URL.replace(/\/$/, ''))) {
    problems.push(`PUBLIC_URL must be an origin such as http://127.0.0.1:3000, got "${env.PUBLIC_URL}"`);
  }
  if (env.DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.DATABASE_URL)) {
    problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  if (env.RESPONSE_CACHE && !['on', 'off'].includes(env.RESPONSE_CACHE)) {
    problems.push(`RESPONSE_CACHE must be "on" or "off", got "${env.RESPONSE_CACHE}"`);
  }
  const outboxIntervalMs = Number(env.OUTBOX_INTERVAL_MS ?? 5000);
  if (!Number.isInteger(outboxIntervalMs) || (outboxIntervalMs !== 0 && outboxIntervalMs < 100)) {
    problems.push(`OUTBOX_INTERVAL_MS must be 0 (off) or at least 100, got "${env.OUTBOX_INTERVAL_MS}"`);
  }
  const trustedProxyHops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  if (!Number.isInteger(trustedProxyHops) || trustedProxyHops < 0 || trustedProxyHops > 10) {
    problems.push(
      `TRUSTED_PROXY_HOPS must be the number of proxies in front of this server (0 to 10), got "${env.TRUSTED_PROXY_HOPS}"`,
    );
  }
  if (env.SEED_SQL && !existsSync(resolve(cwd, env.SEED_SQL)))
    problems.push(`SEED_SQL must name a SQL file, and ${resolve(cwd, env.SEED_SQL)} does not exist`);
  const lockout = loadLockout(env, problems);
  if (problems.length > 0) throw new ConfigError(`Invalid environment:\n  - ${problems.join('\n  - ')}`);

  const functionEnv: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && !OWN_VARIABLES.has(name)) functionEnv[name] = value;
  }
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, ''),
    dataDir: resolve(cwd, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL,
    jwtSecret,
    jwtExpirySeconds,
    admin,
    trustedProxyHops,
    lockout,
    projectDir: resolve(WORKSPACE_ROOT, 'supabase'),
    seedPath: env.SEED_SQL ? resolve(cwd, env.SEED_SQL) : resolve(WORKSPACE_ROOT, 'supabase/seed.sql'),
    responseCache: env.RESPONSE_CACHE ? env.RESPONSE_CACHE === 'on' : !env.DATABASE_URL,
    functionEnv,
    outboxIntervalMs,
    log: (message) => console.log(message),
  };
}
