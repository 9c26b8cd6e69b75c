/** The 404 page, shown for any unknown path. */
import { paths } from '../links.ts';
import type { Link, PageMeta } from '../types.ts';

export const title = 'Oops! Page not found';

export const description =
  "The page you're looking for may have moved, or the link may be mistyped. Let's get you back on track.";

export const homeLink: Link = { label: 'Return to Home', href: paths.home };

/** Other ways forward under the main link. */
export const suggestions: Link[] = [
  { label: 'Explore Listings', href: paths.listings },
  { label: 'Read the Blog', href: paths.blog },
  { label: 'Contact Me', href: paths.contact },
];

export const meta: PageMeta = {
  title: 'Page Not Found',
  description:
    "The page you're looking for isn't here. It may have moved, or the link may be mistyped. Head back home, browse current listings or get in touch.",
  keywords: [],
};
