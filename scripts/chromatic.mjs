// Publishes Storybook to Chromatic for visual review by designers, in both themes (see the
// `chromatic.modes` parameter in .storybook/preview.tsx). Needs CHROMATIC_PROJECT_TOKEN; without
// it this says so and exits successfully, since the offline visual check covers CI.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic skipped: CHROMATIC_PROJECT_TOKEN is not set. Set it to the project token from ' +
      'chromatic.com to publish Storybook for review; `npm run test:visual` checks screenshots offline.',
  );
  process.exit(0);
}

const result = spawnSync('chromatic', ['--build-script-name', 'build-storybook', '--exit-zero-on-changes'], {
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
