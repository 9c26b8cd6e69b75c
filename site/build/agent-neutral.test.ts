// The packages, the edge functions and the migrations serve any agent: none names this agent's
// cities, states or time zone (issue 25, decision 034); the site's configuration and content do.
// Like samples.ts, a check of what this site ships, so it lives with the site's build checks; it
// reads the whole of packages/ and supabase/. Tests, stories, fixtures, documentation, this
// agent's seed data and the migrations before 034 (immutable history; the database they produce is
// checked by supabase/tests/agent-neutral-schema.test.ts) may name them.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** This agent's places and clock; a second agent's code must not need them. Hyphens count as spaces: a slug (royal-oak) names its city. */
const AGENT_PLACES =
  /\b(detroit|michigan|florida|royal oak|ferndale|birmingham|troy|novi|grosse pointe|southfield|dearborn|hamtramck|ann arbor|bloomfield|farmington hills|rochester hills|sterling heights|livonia|plymouth|berkley|clawson|huntington woods|pleasant ridge|madison heights|wayne county|oakland county|macomb|naples|sarasota)\b/i;

/** Folders never read: installed or built code, and the test and documentation trees. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'test',
  'tests',
  'fixtures',
  'bench',
  'seed-photos',
]);

/** The first migration written after decision 034: earlier ones are history and are not edited. */
const FIRST_NEUTRAL_MIGRATION = '20261127130000';

/** Whether a file is one the rule leaves alone (see the header). */
function exempt(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  if (/\.(test|spec|stories)\.[cm]?[jt]sx?$/.test(name)) return true;
  if (/\.(md|mdx|png|jpe?g|webp|avif|woff2?|lock)$/.test(name) || name === 'smoke.json') return true;
  if (path === 'supabase/seed.sql' || path.startsWith('packages/ui/visual-baselines/')) return true;
  if (path.startsWith('packages/ui/src/test/')) return true;
  const migration = /^supabase\/migrations\/(\d{14})_/.exec(path);
  return migration !== null && migration[1]! < FIRST_NEUTRAL_MIGRATION;
}

function* files(folder: string): Generator<string> {
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name) && !entry.name.startsWith('.')) yield* files(path);
    } else if (!exempt(path)) {
      yield path;
    }
  }
}

/** Every line of the checked files that names one of AGENT_PLACES, as `path:line: text`. */
function agentLines(): string[] {
  return ['packages', 'supabase'].flatMap((folder) =>
    [...files(folder)].flatMap((path) =>
      readFileSync(join(ROOT, path), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          AGENT_PLACES.test(line.replaceAll('-', ' '))
            ? [`${relative(ROOT, join(ROOT, path))}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    ),
  );
}

/**
 * Files that still name them, each with why; the list only shrinks. Remove a file here once it is
 * neutral: the test fails while a listed file no longer names any (so the list stays true).
 */
const NOT_YET_NEUTRAL: Record<string, string> = {};

describe('the packages, functions and migrations', () => {
  it("name none of this agent's places or its time zone outside tests, stories, fixtures, docs and seed data", () => {
    const lines = agentLines();
    expect(lines.filter((line) => !(line.split(':')[0]! in NOT_YET_NEUTRAL))).toEqual([]);
    for (const path of Object.keys(NOT_YET_NEUTRAL)) {
      expect(
        lines.some((line) => line.startsWith(`${path}:`)),
        `${path} is neutral now: remove it from the list`,
      ).toBe(true);
    }
  });
});
