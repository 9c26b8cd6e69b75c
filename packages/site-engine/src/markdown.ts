/**
 * The Markdown the site's articles and legal pages are written in, parsed at build time into plain
 * data blocks that React renders as elements. Nothing is ever turned into HTML, so a stray `<script>`
 * in an article is shown as text. Supported: paragraphs, `##` headings, `###` subheadings, `-` and
 * `1.` lists, `**bold**`, `*italic*` and `[links](href)`.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { type: 'paragraph'; content: Inline[] }
  | { type: 'heading'; text: string; id: string }
  | { type: 'subheading'; text: string; id: string }
  | { type: 'list'; ordered: boolean; items: Inline[][] };

export interface MarkdownDocument {
  /** The front matter, parsed by the caller (YAML). */
  frontMatter: string;
  blocks: Block[];
}

/** Splits `---` front matter from the body. */
export function splitFrontMatter(source: string): MarkdownDocument & { body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  const frontMatter = match ? (match[1] ?? '') : '';
  const body = match ? source.slice(match[0].length) : source;
  return { frontMatter, body, blocks: parseBlocks(body) };
}

/** A URL fragment for a heading: lowercase words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const LIST_ITEM = /^(?:[-*]|\d+\.)\s+/;

export function parseBlocks(body: string): Block[] {
  const blocks: Block[] = [];
  const lines = body.replace(/\r\n/g, '\n').split('\n');
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'paragraph', content: parseInline(paragraph.join(' ')) });
    if (list) blocks.push({ type: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      flush();
      continue;
    }
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const text = (heading[2] ?? '').trim();
      blocks.push({ type: heading[1] === '##' ? 'heading' : 'subheading', text, id: slugify(text) });
      continue;
    }
    if (LIST_ITEM.test(line)) {
      const ordered = /^\d+\./.test(line);
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(line.replace(LIST_ITEM, ''));
      continue;
    }
    if (list && /^\s{2,}/.test(raw)) {
      // A wrapped list item continues the previous one.
      list.items[list.items.length - 1] += ` ${line}`;
      continue;
    }
    if (list) flush();
    paragraph.push(line);
  }
  flush();
  return blocks;
}

/** Parses bold, italic and links; everything else is text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)|\*([^*\s][^*]*?)\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index;
    if (index > last) out.push({ kind: 'text', text: text.slice(last, index) });
    if (match[1] !== undefined) out.push({ kind: 'strong', children: parseInline(match[1]) });
    else if (match[2] !== undefined && match[3] !== undefined) {
      out.push({ kind: 'link', href: safeHref(match[3]), children: parseInline(match[2]) });
    } else if (match[4] !== undefined) out.push({ kind: 'em', children: parseInline(match[4]) });
    last = index + match[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Only site paths, anchors, https, mailto and tel links survive; anything else becomes `#`. */
export function safeHref(href: string): string {
  return /^(?:\/(?!\/)|#|https:\/\/|mailto:|tel:)/i.test(href) ? href : '#';
}

/** The words of a document, for reading-time checks and search descriptions. */
export function plainText(blocks: Block[]): string {
  const inline = (nodes: Inline[]): string =>
    nodes.map((node) => (node.kind === 'text' ? node.text : inline(node.children))).join('');
  return blocks
    .map((block) => {
      if (block.type === 'list') return block.items.map(inline).join(' ');
      if (block.type === 'paragraph') return inline(block.content);
      return block.text;
    })
    .join(' ');
}
