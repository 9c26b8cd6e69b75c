// Offline visual review: screenshots every story of the static Storybook in each theme and
// compares them with the committed baselines in packages/ui/visual-baselines/<theme>/.
//   node scripts/visual-check.mjs            compare; exit 1 naming every story that changed
//   node scripts/visual-check.mjs --accept   accept the current screenshots as the baselines
//   node scripts/visual-check.mjs --only subscribeform   only the stories whose id contains the text
// Diffs of changed stories are written to .visual-output/ for review.
/* global window, document, Document, MutationObserver, requestAnimationFrame */
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { launchChromium } from './lib/chromium.mjs';
import { serveStatic } from './lib/static-server.mjs';

const THEMES = ['default', 'coastal'];
const BASELINES = 'packages/ui/visual-baselines';
const OUTPUT = '.visual-output';
const STATIC = 'storybook-static';
const accept = process.argv.includes('--accept');
// A pixel counts as changed when any colour channel moved by more than CHANNEL_TOLERANCE steps (of
// 255). Chromium's software rasteriser wobbles the anti-aliased pixels of rounded outlines by up to
// about five steps between runs on a loaded machine (seen in CI on focus rings and error borders);
// a designer's colour change moves far more, and a changed word or a moved box changes hundreds
// of pixels, well past the few stray ones allowed.
const CHANNEL_TOLERANCE = 8;
const MAX_DIFF_PIXELS = 24;

if (!existsSync(join(STATIC, 'index.json')) || process.argv.includes('--build')) {
  execSync('npm run -s build-storybook', { stdio: 'inherit' });
}
const index = JSON.parse(readFileSync(join(STATIC, 'index.json'), 'utf8'));
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt > 0 ? process.argv[onlyAt + 1]?.toLowerCase() : undefined;
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && (!only || entry.id.includes(only)),
);

const server = await serveStatic(STATIC);
const browser = await launchChromium();
const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });
// Toasts pause while the page lacks focus, so a screenshot never depends on whether a toast's
// auto-close timer happened to fire before it was taken.
await context.addInitScript(() => {
  Document.prototype.hasFocus = () => false;
});

rmSync(OUTPUT, { recursive: true, force: true });
const changed = [];
const missing = [];
const failedPlays = [];
const seen = new Set();
let takenAgain = 0;

const DONE = ['finished', 'errored', 'aborted'];

/** Waits until Storybook has rendered `storyId` and its play function has finished. */
function rendered(page, storyId) {
  return page.waitForFunction(
    ([id, done]) => {
      const render = window.__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && done.includes(render.phase);
    },
    [storyId, DONE],
    { timeout: 30_000 },
  );
}

/**
 * Shows a story and screenshots it. `fresh` loads a new preview for it; otherwise the preview
 * already open switches to the story the way Storybook's manager and test runner do (the
 * `setCurrentStory` event), which skips loading the preview again: most of a story's time. A switch
 * can carry state from the story before (react-toastify's queue, the input modality that decides
 * `:focus-visible`), so a screenshot that differs is always taken again in a fresh preview, and
 * baselines are only ever accepted from fresh previews.
 */
async function capture(page, story, theme, fresh) {
  if (fresh) {
    await page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story&globals=theme:${theme}`);
  } else {
    await page.evaluate((storyId) => {
      window.scrollTo(0, 0);
      window.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    }, story.id);
  }
  await rendered(page, story.id);
  // Every photo in the story, including lazy ones below the fold, is loaded (or has failed).
  await page.evaluate(() => {
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager';
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, {
    timeout: 15_000,
  });
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
  const phase = await page.evaluate(() => window.__STORYBOOK_PREVIEW__.currentRender.phase);
  const shot = await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  return { shot, phase };
}

/**
 * A screenshot of the story's end state. A play function that timed out on a busy machine leaves
 * the story half-played, so it is tried again, in a fresh preview, before the story is reported.
 */
async function captureFinished(page, story, theme, fresh) {
  let result = await capture(page, story, theme, fresh);
  for (let attempt = 1; attempt < 3 && result.phase !== 'finished'; attempt += 1) {
    result = await capture(page, story, theme, true);
  }
  return result;
}

/**
 * Waits until the page has stopped changing: no DOM mutation for 300 ms (at most 5 s). Effects
 * that run after a play function (focus moves, toasts mounting) land late on a loaded machine.
 */
function settled(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const finish = () => {
          observer.disconnect();
          clearTimeout(quiet);
          clearTimeout(limit);
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)));
        };
        let quiet = setTimeout(finish, 300);
        const limit = setTimeout(finish, 5000);
        const observer = new MutationObserver(() => {
          clearTimeout(quiet);
          quiet = setTimeout(finish, 300);
        });
        observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
  );
}

function compare(actual, expected) {
  const a = PNG.sync.read(actual);
  const b = PNG.sync.read(expected);
  if (a.width !== b.width || a.height !== b.height) return { pixels: Infinity, diff: null };
  // The diff image: the baseline faded to grey, changed pixels in red.
  const diff = new PNG({ width: a.width, height: a.height });
  let pixels = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    const delta = Math.max(
      Math.abs(a.data[i] - b.data[i]),
      Math.abs(a.data[i + 1] - b.data[i + 1]),
      Math.abs(a.data[i + 2] - b.data[i + 2]),
      Math.abs(a.data[i + 3] - b.data[i + 3]),
    );
    const grey = 255 - (255 - (b.data[i] + b.data[i + 1] + b.data[i + 2]) / 3) * 0.1;
    const changed = delta > CHANNEL_TOLERANCE;
    if (changed) pixels += 1;
    diff.data[i] = changed ? 255 : grey;
    diff.data[i + 1] = changed ? 0 : grey;
    diff.data[i + 2] = changed ? 0 : grey;
    diff.data[i + 3] = 255;
  }
  return { pixels, diff: PNG.sync.write(diff) };
}

// One page per theme, each walking through every story.
const workers = THEMES.map(async (theme) => {
  const page = await context.newPage();
  let fresh = true;
  for (const story of stories) {
    const name = `${story.title} › ${story.name} (${theme})`;
    const file = join(BASELINES, theme, `${story.id}.png`);
    seen.add(file);
    const { shot, phase } = await captureFinished(page, story, theme, fresh || accept);
    fresh = false;
    if (phase !== 'finished') {
      failedPlays.push(`${name}: the story's play function did not finish (${phase})`);
      continue;
    }
    if (accept) {
      mkdirSync(join(BASELINES, theme), { recursive: true });
      writeFileSync(file, shot);
      continue;
    }
    if (!existsSync(file)) {
      missing.push(name);
      continue;
    }
    const baseline = readFileSync(file);
    let { pixels, diff } = compare(shot, baseline);
    // A real change differs every time; a story disturbed by a saturated machine, or by the story
    // before it, does not. Look twice more, in fresh previews, before reporting it.
    if (pixels > MAX_DIFF_PIXELS) takenAgain += 1;
    for (let attempt = 1; attempt < 3 && pixels > MAX_DIFF_PIXELS; attempt += 1) {
      const again = await captureFinished(page, story, theme, true);
      if (again.phase === 'finished') ({ pixels, diff } = compare(again.shot, baseline));
    }
    if (pixels > MAX_DIFF_PIXELS) {
      changed.push(`${name}: ${pixels === Infinity ? 'size changed' : `${pixels} pixels differ`}`);
      mkdirSync(join(OUTPUT, theme), { recursive: true });
      writeFileSync(join(OUTPUT, theme, `${story.id}.actual.png`), shot);
      if (diff) writeFileSync(join(OUTPUT, theme, `${story.id}.diff.png`), diff);
    }
  }
  await page.close();
});
await Promise.all(workers);
await browser.close();
await server.close();

const total = THEMES.length * stories.length;
if (accept) {
  for (const theme of THEMES) {
    const dir = join(BASELINES, theme);
    for (const file of existsSync(dir) ? readdirSync(dir) : []) {
      if (!only && !seen.has(join(dir, file))) unlinkSync(join(dir, file));
    }
  }
  if (failedPlays.length) {
    for (const line of failedPlays) console.error(`play failed: ${line}`);
    console.error('Those stories keep their old baselines: fix their play functions, then accept again.');
    process.exit(1);
  }
  console.log(
    `Accepted ${total} screenshots (${stories.length} stories x ${THEMES.length} themes) as baselines.`,
  );
  process.exit(0);
}

for (const line of failedPlays) console.error(`play failed: ${line}`);
for (const line of changed) console.error(`changed: ${line}`);
for (const line of missing) console.error(`no baseline: ${line}`);
const failed = changed.length + missing.length + failedPlays.length;
console.log(
  `visual: ${total - failed} passed, ${failed} failed (${takenAgain} taken again in a fresh preview)`,
);
if (failed) {
  console.error(
    `\nReview the diffs in ${OUTPUT}/. If the changes are intended, run \`npm run visual:accept\` and commit the baselines.`,
  );
  process.exit(1);
}
