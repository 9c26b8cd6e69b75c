// Starts a fresh local backend for a test file: PGlite in a temporary folder (a copy of a migrated
// template, made once per run by global-setup.ts), or a new database on TEST_DATABASE_URL's server.
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { functionSettings } from '../../../site/src/config/functions.ts';
import { type Backend, type BackendOptions, loadConfig, startBackend } from '../src/index.ts';
import { createDatabase } from './database.ts';

export { createDatabase };

export const AGENT = { email: 'agent@example.com', password: 'agent-password-123' };

/** A supabase-js client of the version this package tests with. */
export type Client = SupabaseClient;

export interface TestBackend {
  backend: Backend;
  url: string;
  dataDir: string;
  /** The environment it was started with, to start another backend on the same data. */
  env: Record<string, string>;
  /** A client with the anon key, as the site uses. */
  anon: SupabaseClient;
  /** A client with the service role key (what functions use). */
  service: SupabaseClient;
  /** Signs in with email and password on a new client. */
  signIn(email: string, password: string): Promise<SupabaseClient>;
  /** A confirmed user who is not the agent, signed in. */
  stranger(): Promise<SupabaseClient>;
  close(): Promise<void>;
}

function client(url: string, key: string): SupabaseClient {
  return createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
}

export async function startTestBackend(
  env: Record<string, string> = {},
  options: BackendOptions = {},
): Promise<TestBackend> {
  const dataDir = mkdtempSync(join(tmpdir(), 'local-backend-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let database: { url: string; drop: () => Promise<void> } | undefined;
  if (serverUrl) database = await createDatabase(serverUrl);
  else {
    const template = inject('pgliteTemplate');
    if (template && existsSync(template)) cpSync(template, dataDir, { recursive: true });
  }
  const backendEnv: Record<string, string> = {
    PORT: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: AGENT.email,
    ADMIN_PASSWORD: AGENT.password,
    // The settings the site's configuration gives the functions, as npm start does (decision 034).
    ...functionSettings,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...env,
  };
  const backend = await startBackend(loadConfig(backendEnv, dataDir), options);
  const signIn = async (email: string, password: string) => {
    const signedIn = client(backend.url, backend.keys.anonKey);
    const { error } = await signedIn.auth.signInWithPassword({ email, password });
    if (error) throw error;
    return signedIn;
  };
  const service = client(backend.url, backend.keys.serviceRoleKey);
  return {
    backend,
    url: backend.url,
    dataDir,
    env: backendEnv,
    anon: client(backend.url, backend.keys.anonKey),
    service,
    signIn,
    async stranger() {
      const email = `visitor-${Math.random().toString(36).slice(2, 10)}@example.com`;
      const { error } = await service.auth.admin.createUser({
        email,
        password: 'visitor-password',
        email_confirm: true,
      });
      if (error) throw error;
      return signIn(email, 'visitor-password');
    },
    async close() {
      await backend.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | undefined;
  }
}
