declare module '*.md' {
  import type { Block } from './lib/markdown.ts';
  /** The YAML front matter, checked by the feature that reads it. */
  export const meta: Record<string, unknown>;
  export const blocks: Block[];
}
