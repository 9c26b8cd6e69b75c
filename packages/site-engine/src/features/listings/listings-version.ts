import { anonHeaders, projectUrl } from '../../config/env.ts';

const asked = new Map<string, Promise<boolean>>();

/**
 * Whether the listings have changed since `version` (`public.listings_version()`, which the page
 * was rendered with): one small GET of about a hundred bytes instead of every listing, asked once
 * per version however many parts of the page show listings.
 */
export function listingsChangedSince(version: string): Promise<boolean> {
  let answer = asked.get(version);
  if (!answer) {
    answer = fetch(`${projectUrl()}/rest/v1/rpc/listings_version`, {
      headers: anonHeaders(),
    }).then(async (response) => {
      if (!response.ok) throw new Error(`listings_version answered ${response.status}`);
      return ((await response.json()) as unknown) !== version;
    });
    asked.set(version, answer);
  }
  return answer;
}
