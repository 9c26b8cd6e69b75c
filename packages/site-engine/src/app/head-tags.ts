import { agent } from '../config/agent.ts';
import { absoluteUrl, site } from '../config/site.ts';
import { baseJsonLd, breadcrumbJsonLd, type JsonLd } from './json-ld.ts';
import { SHARE_CARD_SIZE, shareCardFor, type ShareCard, type ShareCardContent } from './share-card.ts';

/** What a page tells search engines and social networks about itself. */
export interface PageHead {
  /** The page's own title; the site name is appended unless it already names the agent. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The canonical path, e.g. `/blog/buyer-broker-agreements-2025`. */
  path: string;
  /** What the page's share card shows, when not its title (a listing's photo, price and address). */
  share?: ShareCardContent;
  /** Open Graph type. @default 'website' */
  type?: 'website' | 'article';
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean;
  /** Breadcrumb trail after Home, as [name, path] pairs; the page itself is added last. */
  breadcrumbs?: ReadonlyArray<readonly [string, string]>;
  /** When the content last changed (ISO date), for the sitemap. */
  lastModified?: string;
  /** The page's own structured data, added to the agent and organization. */
  jsonLd?: JsonLd[];
}

interface HeadTag {
  tag: 'meta' | 'link';
  /** The attribute that identifies the tag, so the browser side can find and update it. */
  key: ['name' | 'property' | 'rel', string];
  attrs: Record<string, string>;
}

/** The page's title, followed by the site's name unless it already names the agent. */
export function fullTitle(title: string): string {
  return title.includes(agent.name) ? title : `${title} | ${site.name}`;
}

/** The picture shared with a link to the page, which the build renders. */
export const shareCardOf = (head: PageHead): ShareCard => shareCardFor(head.path, head.title, head.share);

/** Every head tag of a page, in one list used by the prerenderer and by the browser. */
export function headTags(head: PageHead): HeadTag[] {
  const title = fullTitle(head.title);
  const url = absoluteUrl(head.path);
  const card = shareCardOf(head);
  const image = absoluteUrl(card.path);
  const meta = (kind: 'name' | 'property', key: string, content: string): HeadTag => ({
    tag: 'meta',
    key: [kind, key],
    attrs: { [kind]: key, content },
  });
  return [
    meta('name', 'description', head.description),
    meta('name', 'keywords', (head.keywords ?? []).join(', ')),
    meta('name', 'robots', head.noindex ? 'noindex, follow' : 'index, follow'),
    { tag: 'link', key: ['rel', 'canonical'], attrs: { rel: 'canonical', href: url } },
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:locale', site.locale),
    meta('property', 'og:title', title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', 'image/jpeg'),
    meta('property', 'og:image:width', String(SHARE_CARD_SIZE.width)),
    meta('property', 'og:image:height', String(SHARE_CARD_SIZE.height)),
    meta('property', 'og:image:alt', card.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', card.alt),
  ];
}

/** The page's structured data: the agent and organization everywhere, then the page's own. */
export function pageJsonLd(head: PageHead): JsonLd[] {
  const crumbs =
    head.path === '/' ? [] : [breadcrumbJsonLd([...(head.breadcrumbs ?? []), [head.title, head.path]])];
  return [...baseJsonLd(), ...crumbs, ...(head.jsonLd ?? [])];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that can sit inside a `<script>` element: `<` never appears raw. */
export const scriptSafeJson = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

/** The head as HTML, for the prerendered page. */
export function renderHead(head: PageHead): string {
  const tags = headTags(head).map(({ tag, attrs }) => {
    const attributes = Object.entries(attrs)
      .map(([name, value]) => `${name}="${escapeHtml(value)}"`)
      .join(' ');
    return `<${tag} ${attributes} data-head>`;
  });
  const scripts = pageJsonLd(head).map(
    (data) => `<script type="application/ld+json" data-head>${scriptSafeJson(data)}</script>`,
  );
  return [`<title>${escapeHtml(fullTitle(head.title))}</title>`, ...tags, ...scripts].join('\n    ');
}

/** Brings the document's head in line with a page after a client-side navigation. */
export function applyHead(head: PageHead) {
  document.title = fullTitle(head.title);
  for (const { tag, key, attrs } of headTags(head)) {
    let element = document.head.querySelector(`${tag}[${key[0]}="${key[1]}"]`);
    if (!element) {
      element = document.createElement(tag);
      element.setAttribute('data-head', '');
      document.head.append(element);
    }
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
  }
  for (const old of document.head.querySelectorAll('script[type="application/ld+json"][data-head]'))
    old.remove();
  for (const data of pageJsonLd(head)) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute('data-head', '');
    script.textContent = JSON.stringify(data);
    document.head.append(script);
  }
}

/**
 * The page-data element's markup (`app/page-data.tsx`): data, never run, so `script-src 'self'`
 * stays free of inline scripts. Here rather than beside its reader, so the browser's first load
 * carries only the reader.
 */
export function pageDataScript(data: { path: string }): string {
  return `<script type="application/json" id="page-data">${scriptSafeJson(data)}</script>`;
}
