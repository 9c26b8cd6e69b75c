import type { Plugin } from 'vite';
import { parse as parseYaml } from 'yaml';
import { splitFrontMatter } from '../markdown.ts';

/**
 * Imports `*.md` as `{ meta, blocks }`: the YAML front matter and the body parsed into data blocks
 * at build time, so no Markdown parser ships to the browser and no HTML string is ever rendered.
 */
export function markdown(): Plugin {
  return {
    name: 'agent-sites:markdown',
    transform(source, id) {
      const match = /\.md(?:\?(.*))?$/.exec(id);
      if (!match) return null;
      // `?meta` and `?blocks` import one half, so an index of articles never carries their bodies.
      const part = new URLSearchParams(match[1] ?? '');
      const { frontMatter, blocks } = splitFrontMatter(source);
      const meta: unknown = frontMatter ? parseYaml(frontMatter) : {};
      const code = [
        part.has('blocks') ? 'export const meta = {};' : `export const meta = ${JSON.stringify(meta)};`,
        part.has('meta') ? 'export const blocks = [];' : `export const blocks = ${JSON.stringify(blocks)};`,
      ].join('\n');
      return { code, map: null };
    },
  };
}
