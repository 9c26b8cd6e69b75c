declare module '*.md' {
  import type { Block } from '@agent-sites/site-engine/markdown';
  /** The YAML front matter, checked by the feature that reads it. */
  export const meta: Record<string, unknown>;
  export const blocks: Block[];
}
