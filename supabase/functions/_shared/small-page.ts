// The small self-contained pages the functions answer a browser with (a subscription link, a lead
// form sent without JavaScript): no scripts, no external styles, readable at any size, every text
// escaped. Served with http.ts's PAGE_HEADERS.
import { escapeHtml } from './email-layout.ts';
import { htmlPage } from './http.ts';

export interface SmallPage {
  status: number;
  title: string;
  /** Paragraphs, as text. */
  message: string | readonly string[];
  /** A list under the paragraphs, as text (what was wrong with a form). */
  list?: readonly string[];
  /** Links at the end, as text and address. */
  links: readonly { href: string; text: string }[];
}

/** The page, titled "{title} | {agentName}". */
export function smallPage(
  page: SmallPage,
  agentName: string,
  headers: Record<string, string> = {},
): Response {
  const paragraphs = typeof page.message === 'string' ? [page.message] : page.message;
  const list = page.list?.length
    ? `<ul>\n${page.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>\n`
    : '';
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} | ${escapeHtml(agentName)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f0f4f8;color:#1f2933;line-height:1.5}
main{max-width:32rem;margin:10vh auto;padding:2rem;background:#fff;border-radius:.5rem}
h1{margin-top:0;font-size:1.5rem;color:#102a43}
a{color:#0b5cad}
a:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${list}${page.links.map(({ href, text }) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`).join('\n')}
</main>
</body>
</html>`;
  return htmlPage(page.status, html, headers);
}
