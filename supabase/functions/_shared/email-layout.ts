// The frame every email shares: escaped text, inline styles (mail clients drop style sheets), a
// 600-pixel single column that reads on a phone, and the agent's signature in HTML and text.
import type { AgentIdentity } from './agent.ts';
import { telHref } from './reply-links.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Whatever a visitor typed goes through this before it touches HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

export const STYLE = {
  text: 'margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2933;',
  heading: 'margin:24px 0 8px;font-size:18px;line-height:1.3;color:#102a43;',
  muted: 'margin:0 0 12px;font-size:14px;line-height:1.5;color:#52606d;',
  link: 'color:#0b5cad;text-decoration:underline;',
  button:
    'display:inline-block;padding:14px 24px;border-radius:6px;background:#0b5cad;color:#ffffff;font-size:16px;font-weight:bold;text-decoration:none;',
  cellLabel:
    'padding:8px 12px 8px 0;vertical-align:top;font-size:14px;line-height:1.4;color:#52606d;white-space:nowrap;',
  cellValue:
    'padding:8px 0;vertical-align:top;font-size:15px;line-height:1.4;color:#1f2933;white-space:pre-wrap;word-break:break-word;',
} as const;

export function paragraph(text: string, style: string = STYLE.text): string {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

export function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="${STYLE.link}">${escapeHtml(text)}</a>`;
}

/**
 * One-tap actions side by side (Call, Text, Email, Open), wrapping on a narrow phone: each is a
 * button-sized link, so a thumb hits the one it means.
 */
export function buttonRow(actions: readonly (readonly [href: string, text: string])[]): string {
  const links = actions
    .map(
      ([href, text]) =>
        `<a href="${escapeHtml(href)}" style="${STYLE.button}margin:0 8px 8px 0;">${escapeHtml(text)}</a>`,
    )
    .join('');
  return `<p style="margin:16px 0;">${links}</p>`;
}

export function button(href: string, text: string): string {
  return `<p style="margin:24px 0;"><a href="${escapeHtml(href)}" style="${STYLE.button}">${escapeHtml(text)}</a></p>`;
}

/** Label and value rows; values keep their line breaks and are never interpreted as HTML. */
export function table(rows: readonly (readonly [string, string])[]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row" align="left" style="${STYLE.cellLabel}">${escapeHtml(label)}</th><td style="${STYLE.cellValue}">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;margin:0 0 16px;">${body}</table>`;
}

export function textTable(rows: readonly (readonly [string, string])[]): string {
  return rows.map(([label, value]) => `${label}:${value.includes('\n') ? '\n' : ' '}${value}`).join('\n');
}

export function signatureHtml(agent: AgentIdentity, siteUrl: string): string {
  return `<p style="${STYLE.text}">${escapeHtml(agent.name)}<br>${link(telHref(agent.phone), agent.phone)} · ${link(`mailto:${agent.email}`, agent.email)}<br>${link(siteUrl, new URL(siteUrl).host)}</p>`;
}

export function signatureText(agent: AgentIdentity, siteUrl: string): string {
  return `${agent.name}\n${agent.phone} · ${agent.email}\n${siteUrl}`;
}

/** A whole HTML document: the preheader is the line inboxes show after the subject. */
export function layout(options: { title: string; preheader: string; body: string; footer?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(options.title)}</title>
</head>
<body style="margin:0;padding:0;background:#f0f4f8;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(options.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f0f4f8;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:32px 28px;font-family:Helvetica,Arial,sans-serif;">
${options.body}
</td></tr>
</table>
${options.footer ? `<div style="max-width:600px;padding:16px 28px;font-family:Helvetica,Arial,sans-serif;">${options.footer}</div>` : ''}
</td></tr>
</table>
</body>
</html>`;
}
