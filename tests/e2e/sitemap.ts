import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The whole sitemap as a search engine reads it: `/sitemap.xml`, or, when it is an index, each
 * file it names (the site's pages, and the feed's written by the server when asked), as one text.
 * `site` is the site's origin when it is not the tests' own.
 */
export async function sitemapText(request: APIRequestContext, site = ''): Promise<string> {
  const index = await (await request.get(`${site}/sitemap.xml`)).text();
  if (!index.includes('<sitemapindex')) return index;
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const texts = await Promise.all(
    files.map(async (path) => {
      const response = await request.get(`${site}${path}`);
      expect(response.status(), path).toBe(200);
      return response.text();
    }),
  );
  return texts.join('\n');
}
