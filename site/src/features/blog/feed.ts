import { agent } from '../../config/agent.ts';
import { absoluteUrl } from '@agent-sites/site-engine/config/site.ts';
import { blogArticles } from './articles.ts';

import type { Feed, FeedItem } from '@agent-sites/site-engine/server-entry';

/** The blog's RSS feed, newest article first. */
export function feed(): Feed {
  return {
    title: `${agent.name}: Metro Detroit Real Estate Blog`,
    description: 'Market updates, buying and selling guidance, and Michigan-to-Florida moves.',
    items: feedItems(),
  };
}

function feedItems(): FeedItem[] {
  return [...blogArticles]
    .sort((a, b) => b.isoDate.localeCompare(a.isoDate))
    .map((article) => ({
      title: article.title,
      url: absoluteUrl(article.path),
      description: article.excerpt,
      isoDate: article.isoDate,
      category: article.category,
    }));
}
