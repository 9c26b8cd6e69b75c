import type { IconName } from '@agent-sites/ui';
import { agent } from '../../config/agent.ts';

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
