// The end-to-end server's rebuild hook: serve-with-mail.ts runs a stand-in on loopback that
// answers POSTs as a static host's build hook does (Netlify, Cloudflare Pages), points the
// backend's SITE_REBUILD_HOOK_URL at it, and writes each call it receives as JSON into hookDir();
// tests read them here.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCaught } from './caught-folder.ts';

/** A call the stand-in received. */
export interface HookCall {
  method: string;
  path: string;
  contentType: string;
  body: string;
  receivedAt: number;
}

/** Where the server on `port` keeps the hook calls it received. */
export function hookDir(port: number | string = process.env.E2E_PORT ?? 4317): string {
  return join(tmpdir(), `agent-sites-e2e-hook-${port}`);
}

/** Every call received so far, oldest first. */
export function hookCalls(): Promise<HookCall[]> {
  return readCaught<HookCall>(hookDir(), 'rebuild hook');
}
