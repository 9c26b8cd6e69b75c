import definition from 'virtual:agent-site';
import { env } from './env.ts';

/** The site as its definition describes it: its name, its frame's links and words. */
export const site = definition.site;

/** An absolute URL on the site for a path, at the origin it is published at (`env.siteUrl`). */
export function absoluteUrl(path: string): string {
  return new URL(path, `${env.siteUrl}/`).toString();
}
