import type { IconName } from '@agent-sites/ui';
import { agent } from '../../config/agent.ts';
import type { Block } from '../../lib/markdown.ts';

/** An article's front matter, checked when the site is built. */
export interface ArticleMeta {
  /** The position in the blog's lists; articles without one have their own fixed route only. */
  id?: number;
  slug: string;
  title: string;
  excerpt: string;
  /** As written in the article, e.g. "August 20, 2025". */
  date: string;
  /** The same day as an ISO date, for structured data and the feed. */
  isoDate: string;
  category: string;
  readTime: string;
  icon: IconName;
  description: string;
  keywords: string[];
  author: string;
  path: string;
}

function text(raw: Record<string, unknown>, key: string, file: string): string {
  const value = raw[key];
  if (typeof value !== 'string' || !value.trim())
    throw new Error(`${file}: front matter "${key}" is missing`);
  return value;
}

export function toArticleMeta(raw: Record<string, unknown>, file: string): ArticleMeta {
  const slug = text(raw, 'slug', file);
  const date = text(raw, 'date', file);
  const time = Date.parse(`${date} 12:00 UTC`);
  if (Number.isNaN(time)) throw new Error(`${file}: date "${date}" is not a date`);
  const keywords = raw.keywords;
  if (!Array.isArray(keywords) || !keywords.every((word) => typeof word === 'string')) {
    throw new Error(`${file}: keywords must be a list of words`);
  }
  return {
    id: typeof raw.id === 'number' ? raw.id : undefined,
    slug,
    title: text(raw, 'title', file),
    excerpt: text(raw, 'excerpt', file),
    date,
    isoDate: new Date(time).toISOString().slice(0, 10),
    category: text(raw, 'category', file),
    readTime: text(raw, 'readTime', file),
    icon: text(raw, 'icon', file) as IconName,
    description: text(raw, 'description', file),
    keywords,
    author: agent.name,
    path: `/blog/${slug}`,
  };
}

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
