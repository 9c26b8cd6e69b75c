// What the local backend reads from supabase/config.toml: each function's verify_jwt. Only the
// `[functions.<name>]` tables and their `verify_jwt = true|false` lines are understood; Supabase's
// default (true) holds for anything else.
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
