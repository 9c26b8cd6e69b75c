// The local backend: one process serving Supabase's API (rest, auth, storage, functions) over the
// supabase/ project, and, when it is given one, a site on the same origin.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { ensureAgent } from './auth/users.ts';
import { handleAuth } from './auth/handler.ts';
import type { BackendConfig } from './config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type Database, openDatabase } from './db/database.ts';
import { migrate, type MigrationReport } from './db/migrate.ts';
import { readMaxRows } from './functions/project-config.ts';
import { FunctionsRuntime } from './functions/runtime.ts';
import {
  API_METHODS,
  bearerToken,
  json,
  type Reply,
  requestTarget,
  send,
  sendRaw,
  sendWebResponse,
  toWebRequest,
} from './http.ts';
import { DEVELOPMENT_JWT_SECRET, JwtVerifier, type LocalKeys, localKeys } from './jwt.ts';
import { ResponseCache } from './rest/cache.ts';
import { handleRest } from './rest/handler.ts';
import { loadSchemaCache, type SchemaCache } from './rest/schema-cache.ts';
import { handleStorage } from './storage/handler.ts';
import { ObjectStore } from './storage/object-store.ts';

export interface Backend {
  /** The origin clients use: SUPABASE_URL, and the site's address when it serves one. */
  url: string;
  keys: LocalKeys;
  db: Database;
  migrations: MigrationReport;
  close(): Promise<void>;
}

/**
 * The security headers of the API's answers (JSON, images, emails' links): nothing in them is a
 * page, so nothing may run, be framed or be sniffed into one, and no other site may load one
 * without asking by CORS (as the site's calls do). Public photos say otherwise (storage/handler.ts).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'; sandbox",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/** What a site served beside the API is told about it once the backend listens. */
export interface SiteApi {
  /** The backend's URL: the API's and the site's origin. */
  url: string;
  anonKey: string;
}

/** Answers every request outside the API's paths (`/rest/v1`, `/auth/v1`, `/storage/v1`, `/functions/v1`). */
export type SiteHandler = (request: Request) => Response | Promise<Response>;

export interface BackendOptions {
  /**
   * A site to serve on the same origin, made once the backend listens: its pages and headers name
   * the API's URL, known only then. Without one, every other path answers 404 JSON.
   */
  site?: (api: SiteApi) => SiteHandler | Promise<SiteHandler>;
}

/** The answer to a path outside the API when no site is served. */
const NO_SITE =
  'Not found: this server serves no site, only the API under /rest/v1, /auth/v1, /storage/v1 and /functions/v1.';

/** The paths of Supabase's APIs; every other path is the site's. */
const API_PATH = /^\/(?:rest|auth|storage|functions)\/v1\//;

/** Methods a web `Request` refuses to carry (the Fetch standard's forbidden methods). */
const FORBIDDEN_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The answer to a method no path here answers: the API's methods on its paths, else a page's. */
function methodNotAllowed(path: string | undefined): Reply {
  const allow = path === undefined || API_PATH.test(path) ? API_METHODS : 'GET, HEAD';
  return json(405, { message: `Method not allowed: this address answers ${allow}.` }, { allow });
}

/**
 * Answers, with the security headers, what Node refuses before a request exists, where it would
 * send a bare status or hang up: a request it cannot read (400), headers too large (431), a method
 * it does not know (TRACK and the like: 405), and CONNECT.
 */
function answerUnreadRequests(server: Server): void {
  const refuse = (socket: Duplex, reply: Reply) =>
    sendRaw(socket, { ...reply, headers: { ...API_SECURITY_HEADERS, ...reply.headers } });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) =>
    refuse(socket, methodNotAllowed(undefined)),
  );
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'HPE_INVALID_METHOD') return refuse(socket, methodNotAllowed(undefined));
    const [status, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request headers too large.']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request timeout.']
          : [400, 'Bad request: the request could not be read.'];
    refuse(socket, json(status, { message }));
  });
}

/** How long a stopping server waits for the requests it accepted before it ends them. */
const DRAIN_TIMEOUT_MS = 10_000;

export async function startBackend(config: BackendConfig, options: BackendOptions = {}): Promise<Backend> {
  // Before anything touches the folder: a second backend on it refuses to start (DataDirInUseError).
  const lock = lockDataDir(config.dataDir);
  let db: Database | undefined;
  try {
    db = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    return await serve(config, options, db, lock);
  } catch (error) {
    await db?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

/** This backend's name on the outbox rows it claims: one per DATA_DIR, which only it may hold. */
function outboxSender(config: BackendConfig): string {
  return `local-backend:${config.dataDir}`;
}

async function serve(
  config: BackendConfig,
  options: BackendOptions,
  db: Database,
  lock: { release(): void },
): Promise<Backend> {
  const store = new ObjectStore(join(config.dataDir, 'storage'), db);
  const migrations = await migrate(db, config.projectDir, store, config.seedPath);
  if (config.admin) await ensureAgent(db, config.admin.email, config.admin.password);
  // Rows an earlier run of this backend claimed and never finished (it crashed: it held the lock
  // on DATA_DIR, so it is gone) are due again now, not when their lease passes.
  await db.transaction('admin', {}, (tx) =>
    tx.query('select public.release_outbox($1)', [outboxSender(config)]),
  );
  let schema: SchemaCache = await loadSchemaCache(db);

  const jwt = new JwtVerifier(config.jwtSecret);
  const keys = localKeys(config.jwtSecret);
  let url = config.publicUrl ?? '';
  const publicUrl = () => url;
  const functions = new FunctionsRuntime({
    jwt,
    db,
    trustedProxyHops: config.trustedProxyHops,
    functionsDir: join(config.projectDir, 'functions'),
    configToml: join(config.projectDir, 'config.toml'),
    // What Supabase gives every function, then the function secrets from the environment.
    env: () => ({
      // Without an email service, mail is written as .eml files next to the data.
      MAIL_DIR: join(config.dataDir, 'mail'),
      ...config.functionEnv,
      OUTBOX_SENDER: outboxSender(config),
      SUPABASE_URL: url,
      SUPABASE_ANON_KEY: keys.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: keys.serviceRoleKey,
    }),
  });
  const rest = {
    db,
    jwt,
    schema: () => schema,
    cache: config.responseCache ? new ResponseCache() : undefined,
    maxRows: readMaxRows(join(config.projectDir, 'config.toml')),
  };
  const auth = {
    db,
    jwt,
    publicUrl,
    jwtExpirySeconds: config.jwtExpirySeconds,
    lockout: config.lockout,
    trustedProxyHops: config.trustedProxyHops,
    deviceSecret: config.jwtSecret,
  };
  const storage = { db, jwt, store };
  let site: SiteHandler | undefined;

  const handle = async (request: IncomingMessage, response: ServerResponse, requestUrl: URL) => {
    const path = requestUrl.pathname;
    if (path.startsWith('/rest/v1/')) return handleRest(request, response, requestUrl, rest);
    if (path.startsWith('/auth/v1/')) return handleAuth(request, response, requestUrl, auth);
    if (path.startsWith('/storage/v1/')) return handleStorage(request, response, requestUrl, storage);
    if (path.startsWith('/functions/v1/')) return functions.handle(request, response, requestUrl);
    if (site) {
      const web = await site(toWebRequest(request, requestUrl, undefined));
      return sendWebResponse(response, web, request.method === 'HEAD');
    }
    send(response, json(404, { message: NO_SITE }));
  };

  let stopping = false;
  let closing: Promise<void> | undefined;
  /** Requests being answered; a stop waits for them. */
  let inFlight = 0;
  const server = createServer({ keepAliveTimeout: 65_000 }, (request, response) => {
    // Every answer carries these; the site's pages replace them with their own fuller set.
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) response.setHeader(name, value);
    // Once stopping, only the backend's own functions (the service role key, which no visitor has)
    // are still answered: they are finishing work accepted before the stop, such as storing a lead.
    const target = requestTarget(request.url, url);
    if (FORBIDDEN_METHODS.has(request.method ?? ''))
      return send(response, methodNotAllowed(target?.pathname));
    if (stopping && (!target || bearerToken(request, target) !== keys.serviceRoleKey)) {
      response.setHeader('connection', 'close');
      return send(
        response,
        json(503, { message: 'The server is restarting. Try again in a moment.' }, { 'retry-after': '5' }),
      );
    }
    if (!target) return send(response, json(400, { message: 'The request names no path on this server.' }));
    inFlight += 1;
    response.once('close', () => (inFlight -= 1));
    handle(request, response, target).catch((error: unknown) => {
      console.error('Unexpected error:', error);
      if (!response.headersSent) send(response, json(500, { message: 'Internal Server Error' }));
      else response.destroy();
    });
  });
  answerUnreadRequests(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  url ||= `http://${host}:${address.port}`;
  try {
    site = await options.site?.({ url, anonKey: keys.anonKey });
  } catch (error) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    throw error;
  }
  // Reload what PostgREST would reload on NOTIFY pgrst: after a restart nothing else changes the schema.
  schema = await loadSchemaCache(db);
  const outbox = startOutboxTimer(functions, url, keys.serviceRoleKey, config.outboxIntervalMs);

  return {
    url,
    keys,
    db,
    migrations,
    /**
     * Stops as SIGTERM asks: no new request is taken from this moment (503), every request
     * already accepted is answered, what those answers left running (emails after a lead) finishes
     * or stays queued in the outbox, and only then does the database close.
     */
    close() {
      closing ??= stop();
      return closing;
    },
  };

  /** Resolves once no request is being answered, or after DRAIN_TIMEOUT_MS. */
  async function drained(): Promise<void> {
    const until = Date.now() + DRAIN_TIMEOUT_MS;
    while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
  }

  async function stop(): Promise<void> {
    // From here new requests are refused (503); those already accepted are answered, and the
    // work their answers left running (emails after a lead, an outbox run) is finished, or stays
    // queued in the outbox for the next start.
    stopping = true;
    await drained();
    await outbox.stop();
    await functions.settle();
    await drained();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await db.close();
    lock.release();
  }
}

/**
 * Runs process-outbox every `intervalMs` while the backend is up, as pg_cron does on Supabase: mail
 * that failed (or was queued while the process was down) goes out without anyone asking, the first
 * run at start. A run never overlaps the previous one.
 */
function startOutboxTimer(
  functions: FunctionsRuntime,
  url: string,
  serviceRoleKey: string,
  intervalMs: number,
): { stop(): Promise<void> } {
  if (intervalMs === 0 || !functions.has('process-outbox')) return { stop: async () => undefined };
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = functions
      .invoke(
        'process-outbox',
        new Request(`${url}/functions/v1/process-outbox`, {
          method: 'POST',
          headers: { authorization: `Bearer ${serviceRoleKey}` },
        }),
      )
      .then(async (response) => {
        if (!response.ok)
          console.warn(`process-outbox answered ${response.status}: ${await response.text()}`);
      })
      .catch((error: unknown) => console.warn('process-outbox failed:', error))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  // At once, too: what was queued while the backend was down (or given back by release_outbox)
  // goes out now rather than one interval later.
  tick();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export function usesDevelopmentSecret(config: BackendConfig): boolean {
  return config.jwtSecret === DEVELOPMENT_JWT_SECRET;
}
