// /functions/v1/<name>: runs supabase/functions/<name>/handler.ts, the same web-standard handler
// that the function's index.ts serves with Deno.serve on Supabase. Adding a function is adding a folder.
import { existsSync, readdirSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { identify } from '../caller.ts';
import { requestClientAddress } from '../client-address.ts';
import { json, PayloadTooLargeError, readBody, send, sendWebResponse, toWebRequest } from '../http.ts';
import type { Database } from '../db/database.ts';
import type { JwtVerifier } from '../jwt.ts';
import { readVerifyJwt } from './project-config.ts';

/** What every handler module exports: a factory taking the function's environment (its secrets). */
export type FunctionFactory = (
  env: (name: string) => string | undefined,
) => (request: Request) => Promise<Response>;

export interface FunctionsContext {
  jwt: JwtVerifier;
  db: Database;
  functionsDir: string;
  /** supabase/config.toml, for each function's verify_jwt. */
  configToml: string;
  env: () => Record<string, string>;
  /** See BackendConfig.trustedProxyHops. */
  trustedProxyHops: number;
}

/** Above the 20 MB photo limit, so listing-photo can say itself that a photo is too large. */
const MAX_BODY = 32 * 1024 * 1024;

/**
 * Supabase's runtime keeps a worker alive for promises given to EdgeRuntime.waitUntil (work done
 * after the answer, such as sending a lead's email). Here they run in this process; the backend
 * waits for them before it closes, so none is cut off half way.
 */
const afterResponse = new Set<Promise<unknown>>();
const edgeRuntime = globalThis as { EdgeRuntime?: { waitUntil(promise: Promise<unknown>): void } };
edgeRuntime.EdgeRuntime ??= {
  waitUntil(promise) {
    const settled = promise.catch(() => undefined).finally(() => afterResponse.delete(settled));
    afterResponse.add(settled);
  },
};

/** The deployable functions: folders with a handler.ts, not starting with `_` (shared code). */
export function listFunctions(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => existsSync(join(functionsDir, entry.name, 'handler.ts')))
    .map((entry) => entry.name)
    .sort();
}

export class FunctionsRuntime {
  readonly #context: FunctionsContext;
  readonly #handlers = new Map<string, Promise<(request: Request) => Promise<Response>>>();
  readonly #verifyJwt: Map<string, boolean>;

  constructor(context: FunctionsContext) {
    this.#context = context;
    this.#verifyJwt = readVerifyJwt(context.configToml);
  }

  /** Waits for the work functions left running after their answers (EdgeRuntime.waitUntil). */
  async settle(): Promise<void> {
    while (afterResponse.size > 0) await Promise.all(afterResponse);
  }

  /** Whether the function exists (a folder with a handler.ts). */
  has(name: string): boolean {
    return listFunctions(this.#context.functionsDir).includes(name);
  }

  /** Calls a function in-process, as the backend itself (the outbox timer). */
  async invoke(name: string, request: Request): Promise<Response> {
    const handler = this.#load(name);
    if (!handler) throw new Error(`No function ${name}`);
    return (await handler)(request);
  }

  #load(name: string): Promise<(request: Request) => Promise<Response>> | undefined {
    let handler = this.#handlers.get(name);
    if (!handler) {
      if (!listFunctions(this.#context.functionsDir).includes(name)) return undefined;
      const file = pathToFileURL(join(this.#context.functionsDir, name, 'handler.ts')).href;
      handler = import(file).then((module: { default: FunctionFactory }) => {
        const env = this.#context.env();
        return module.default((variable) => env[variable]);
      });
      this.#handlers.set(name, handler);
    }
    return handler;
  }

  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const [name = '', ...rest] = url.pathname.slice('/functions/v1/'.length).split('/');
    const handler = this.#load(name);
    if (!handler) {
      return send(response, json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' }));
    }
    // As `verify_jwt = true` on Supabase (the default; config.toml may turn it off per function): a
    // valid project JWT (the anon key at least) is required, except for the browser's CORS
    // preflight, which the function answers itself.
    if (request.method !== 'OPTIONS' && this.#verifyJwt.get(name) !== false) {
      const who = await identify(request, url, this.#context.jwt, this.#context.db, false);
      if (!who.ok) return send(response, json(401, { code: 401, msg: 'Invalid JWT' }));
    }
    let body: Buffer | undefined;
    try {
      body =
        request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request, MAX_BODY);
    } catch (error) {
      if (error instanceof PayloadTooLargeError)
        return send(response, json(413, { msg: 'Request body too large' }));
      throw error;
    }
    const functionUrl = new URL(`/functions/v1/${[name, ...rest].join('/')}${url.search}`, url);
    try {
      // As Supabase's gateway: the function learns the client's address from X-Forwarded-For, which
      // holds that one address (what the client wrote there is dropped).
      const address = requestClientAddress(request, this.#context.trustedProxyHops) ?? '';
      const web = await (
        await handler
      )(toWebRequest(request, functionUrl, body, { 'x-forwarded-for': address }));
      await sendWebResponse(response, web, request.method === 'HEAD');
    } catch (error) {
      console.error(`Function ${name} failed:`, error);
      if (!response.headersSent)
        send(response, json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error' }));
      else response.end();
    }
  }
}
