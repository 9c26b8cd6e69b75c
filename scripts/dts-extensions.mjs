// `node scripts/dts-extensions.mjs <folder>`: gives every relative import in a package's emitted
// declarations the `.js` extension a consumer's TypeScript needs under `moduleResolution:
// node16/nodenext`. tsc copies specifiers into `.d.ts` files as written: the library's sources
// import extensionlessly (bundler resolution only) and the schemas' with `.ts`, which
// `rewriteRelativeImportExtensions` rewrites in JavaScript but not in declarations. A specifier
// that names no emitted declaration fails the build rather than ship a broken type.
// Why not rename the sources' imports: docs/decisions/032-publishable-packages.md.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]*)\2/g;

/** A line of a doc comment as tsc emits it (its own line, `/**`, ` *` or `//` first): examples in prose. */
const COMMENT_LINE = /^\s*(?:\/\*|\*|\/\/)/;

/**
 * @param {string} code a declaration file's text
 * @param {(specifier: string) => string} withExtension the specifier as a consumer must write it
 * @returns {string} the text with every relative specifier outside comments replaced
 */
export function rewriteSpecifiers(code, withExtension) {
  return code
    .split('\n')
    .map((line) =>
      COMMENT_LINE.test(line)
        ? line
        : line.replace(
            SPECIFIER,
            (_, lead, quote, specifier) => `${lead}${quote}${withExtension(specifier)}${quote}`,
          ),
    )
    .join('\n');
}

/**
 * Resolves a specifier the way bundler resolution did: `./x` and `./x.ts` are `./x.d.ts`, or
 * `./x/index.d.ts` for a folder.
 * @param {string} fromDir the folder of the declaration file that imports it
 * @param {string} specifier a relative specifier
 */
export function declarationSpecifier(fromDir, specifier) {
  if (/\.(?:js|json)$/.test(specifier)) return specifier;
  const base = specifier.replace(/\.tsx?$/, '');
  const target = resolve(fromDir, base);
  if (existsSync(`${target}.d.ts`)) return `${base}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${base.replace(/\/$/, '')}/index.js`;
  throw new Error(`${specifier} (imported in ${fromDir}) names no declaration file`);
}

function rewriteFolder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) rewriteFolder(path);
    else if (entry.name.endsWith('.d.ts')) {
      const code = readFileSync(path, 'utf8');
      const rewritten = rewriteSpecifiers(code, (specifier) =>
        declarationSpecifier(dirname(path), specifier),
      );
      if (rewritten !== code) writeFileSync(path, rewritten);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const folder = process.argv[2];
  if (!folder) throw new Error('usage: node scripts/dts-extensions.mjs <folder of .d.ts files>');
  rewriteFolder(resolve(folder));
}
