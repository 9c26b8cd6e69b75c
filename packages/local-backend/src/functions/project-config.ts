// What the local backend reads from supabase/config.toml: each function's verify_jwt, and the Data
// API's `max_rows`. Only the `[functions.<name>]` tables with their `verify_jwt = true|false` lines
// and `[api]`'s `max_rows = <n>` are understood; Supabase's defaults hold for anything else.
import { existsSync, readFileSync } from 'node:fs';

export function readVerifyJwt(configToml: string): Map<string, boolean> {
  const settings = new Map<string, boolean>();
  if (!existsSync(configToml)) return settings;
  let current: string | undefined;
  for (const raw of readFileSync(configToml, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const table = /^\[(.+)\]$/.exec(line);
    if (table) {
      const name = /^functions\.("?)([A-Za-z0-9_-]+)\1$/.exec(table[1]!.trim());
      current = name?.[2];
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (current && setting) settings.set(current, setting[1] === 'true');
  }
  return settings;
}

/** Supabase's default `[api] max_rows`: the most rows the Data API answers to one read. */
export const DEFAULT_MAX_ROWS = 1000;

/**
 * `[api] max_rows`: the most rows PostgREST answers to one read of a table, view or set-returning
 * function, whatever the range asked (docs/decisions/053-idx-display.md). Supabase's default when
 * the file or the line is missing.
 */
export function readMaxRows(configToml: string): number {
  if (!existsSync(configToml)) return DEFAULT_MAX_ROWS;
  let inApi = false;
  for (const raw of readFileSync(configToml, 'utf8').split('\n')) {
    const line = raw.replace(/#.*$/, '').trim();
    const table = /^\[(.+)\]$/.exec(line);
    if (table) {
      inApi = table[1]!.trim() === 'api';
      continue;
    }
    const setting = /^max_rows\s*=\s*(\d+)$/.exec(line);
    if (inApi && setting) return Number(setting[1]);
  }
  return DEFAULT_MAX_ROWS;
}
