// Launches the system Chromium with the flags every tool here uses (tests/chromium.ts), plus one for
// screenshots: no font hinting, so text renders alike from run to run.
import { chromium } from 'playwright';
import { chromiumLaunchOptions } from '../../tests/chromium.ts';

export function launchChromium() {
  return chromium.launch({
    ...chromiumLaunchOptions,
    args: [...chromiumLaunchOptions.args, '--font-render-hinting=none'],
  });
}
