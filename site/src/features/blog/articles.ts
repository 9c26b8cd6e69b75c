import type { Block } from '@agent-sites/site-engine/markdown';
import { toArticleMeta, type ArticleMeta } from './article-meta.ts';

export type { ArticleMeta } from './article-meta.ts';

const metaModules = import.meta.glob<Record<string, unknown>>('../../content/blog/*.md', {
  query: '?meta',
  import: 'meta',
  eager: true,
});
const blockModules = import.meta.glob<Block[]>('../../content/blog/*.md', {
  query: '?blocks',
  import: 'blocks',
});

const fileOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** Every article, including those with only a fixed route (the partner spotlight). */
export const allArticles: ArticleMeta[] = Object.entries(metaModules).map(([path, raw]) =>
  toArticleMeta(raw, fileOf(path)),
);

/** The blog's five articles in their order: index 0 is featured, 1 to 3 are Recent Articles. */
export const blogArticles: ArticleMeta[] = allArticles
  .filter((article) => article.id !== undefined)
  .sort((a, b) => (a.id ?? 0) - (b.id ?? 0));

export function findArticle(slug: string | undefined): ArticleMeta | undefined {
  return allArticles.find((article) => article.slug === slug);
}

/** The article's body, loaded with its page. */
export async function loadArticleBody(slug: string): Promise<Block[] | undefined> {
  const entry = Object.entries(blockModules).find(([path]) => fileOf(path) === `${slug}.md`);
  return entry ? entry[1]() : undefined;
}
