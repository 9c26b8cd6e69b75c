/**
 * Whether a navigation item's `href` is the page the visitor is on, or a page below it: the Blog
 * item stays current on `/blog/buyer-broker-agreements-2025`. The home item (`/`) matches only
 * the home page. Query strings, hashes and a trailing slash are ignored.
 */
export function isCurrentPath(href: string, currentPath: string): boolean {
  const item = normalise(href);
  const current = normalise(currentPath);
  if (item === '/') return current === '/';
  return current === item || current.startsWith(`${item}/`);
}

function normalise(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed || '/';
}
