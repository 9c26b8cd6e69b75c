// Writes the theme's font files (src/theme/fonts/) from the Fontsource packages: the base theme's
// faces cut to the weights it uses and to the Latin characters its @font-face rules name
// (fonts.css). Run it after changing a theme's weights or a package's version:
// `pnpm --filter @agent-sites/ui fonts`.
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** The `unicode-range` of every face in fonts.css. */
const LATIN = [
  [0x0000, 0x00ff],
  [0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6],
  [0x02da],
  [0x02dc],
  [0x0304],
  [0x0308],
  [0x0329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];

/**
 * The faces the site's pages preload and the weights the base theme sets (theme/base.ts): Fraunces
 * for its headings (all bold: one static weight); its body text is the platform's own font. The
 * coastal theme's Nunito is the Fontsource file as it is: cut to 400 to 800 it saved 1 kB and
 * moved its glyphs by fractions of a pixel.
 */
const FACES = [{ family: 'fraunces', weight: 700, file: 'fraunces-latin-700.woff2' }];

const text = LATIN.flatMap(([first, last = first]) =>
  Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index)),
).join('');

for (const face of FACES) {
  const source = require.resolve(
    `@fontsource-variable/${face.family}/files/${face.family}-latin-wght-normal.woff2`,
  );
  const font = await subsetFont(await readFile(source), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: face.weight },
  });
  const target = new URL(`../src/theme/fonts/${face.file}`, import.meta.url);
  await writeFile(target, font);
  console.log(`${face.file}: ${(font.length / 1024).toFixed(1)} kB`);
}
await copyFile(
  require.resolve('@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2'),
  new URL('../src/theme/fonts/nunito-latin-wght-normal.woff2', import.meta.url),
);
