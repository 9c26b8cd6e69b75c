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
  /**
   * Forms that POST back to the page's own function (a confirmation a mail scanner's GET must not
   * make): hidden fields, an optional choice, and one button. Answer such a page with
   * `FORM_PAGE_HEADERS`, which let a form post to the function's own origin.
   */
  forms?: readonly PageForm[];
}

export interface PageForm {
  /** Where it posts: a path and query on the function's own origin. */
  action: string;
  hidden?: Readonly<Record<string, string>>;
  choice?: {
    name: string;
    label: string;
    value: string;
    options: readonly { value: string; label: string }[];
  };
  button: string;
  /** A heading over the form, as text. */
  heading?: string;
}

/** PAGE_HEADERS with forms allowed to post to the page's own origin, and nowhere else. */
export const FORM_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'",
};

function formHtml(form: PageForm, index: number): string {
  const hidden = Object.entries(form.hidden ?? {})
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const id = `choice-${index + 1}`;
  const choice = form.choice
    ? `<label for="${id}">${escapeHtml(form.choice.label)}</label> <select id="${id}" name="${escapeHtml(form.choice.name)}">${form.choice.options
        .map(
          ({ value, label }) =>
            `<option value="${escapeHtml(value)}"${value === form.choice?.value ? ' selected' : ''}>${escapeHtml(label)}</option>`,
        )
        .join('')}</select> `
    : '';
  const heading = form.heading ? `<h2>${escapeHtml(form.heading)}</h2>\n` : '';
  return `${heading}<form method="post" action="${escapeHtml(form.action)}">${hidden}${choice}<button type="submit">${escapeHtml(form.button)}</button></form>`;
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
a:focus-visible,button:focus-visible,select:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
form{margin:.5rem 0}
button,select{font:inherit;padding:.5rem .75rem;border-radius:.375rem;border:1px solid #0b5cad}
button{background:#0b5cad;color:#fff;cursor:pointer}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
${paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('\n')}
${list}${(page.forms ?? []).map(formHtml).join('\n')}
${page.links.map(({ href, text }) => `<p><a href="${escapeHtml(href)}">${escapeHtml(text)}</a></p>`).join('\n')}
</main>
</body>
</html>`;
  return htmlPage(page.status, html, headers);
}
