import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The agent's config module: `src/config/agent.ts`, unless `SITE_AGENT_CONFIG` names another
 * module of the same shape. An agent fills in the file itself; the build's own test gives a
 * complete config this way (tests/build/). Read by the build's check for sample values, by Vite
 * (which puts it in place of `config/agent.ts`) and by the pictures plugin.
 */
export function agentConfigPath(env: Record<string, string | undefined> = process.env): string {
  return env.SITE_AGENT_CONFIG
    ? resolve(env.SITE_AGENT_CONFIG)
    : fileURLToPath(new URL('../src/config/agent.ts', import.meta.url));
}
