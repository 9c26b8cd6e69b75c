// The email a guide request sends, in the words of the site's content: the GUIDE_EMAIL setting, a
// GuideEmail as JSON (packages/schemas; a site gives it from its configuration, decision 034).
// This renders it: the greeting, the link to the full guide, the sections, the signature and why
// the reader got it.
import { type GuideEmail, guideEmailProblems } from '@agent-sites/schemas';
import { ConfigError, type LeadConfig } from '../_shared/config.ts';
import {
  button,
  escapeHtml,
  layout,
  link,
  paragraph,
  signatureHtml,
  signatureText,
  STYLE,
  table,
  textTable,
} from '../_shared/email-layout.ts';
import type { Env } from '../_shared/http.ts';
import type { LeadForEmail } from '../_shared/lead-emails.ts';
import type { EmailPayload } from '../_shared/outbox.ts';

/**
 * The guide email from GUIDE_EMAIL, read once when the function starts: unset or malformed, the
 * function refuses to start and says why, as for any other missing setting.
 */
export function loadGuideEmail(env: Env): GuideEmail {
  const raw = env('GUIDE_EMAIL');
  if (!raw) {
    throw new ConfigError(
      "Invalid environment:\n  - GUIDE_EMAIL is required: the guide's email as JSON (a GuideEmail, from the site's configuration)",
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError('Invalid environment:\n  - GUIDE_EMAIL must be JSON (a GuideEmail)');
  }
  const problems = guideEmailProblems(value);
  if (problems) {
    throw new ConfigError(`Invalid environment:\n  - GUIDE_EMAIL: ${problems.replaceAll('\n', '; ')}`);
  }
  return value as GuideEmail;
}

function sectionHtml({ heading, style, items }: GuideEmail['sections'][number]): string {
  const body =
    style === 'table'
      ? table(items)
      : `<ol style="margin:0 0 16px;padding-left:20px;">${items
          .map(
            ([title, text]) =>
              `<li style="margin:0 0 12px;font-size:16px;line-height:1.5;color:#1f2933;"><strong>${escapeHtml(title)}.</strong> ${escapeHtml(text)}</li>`,
          )
          .join('')}</ol>`;
  return `<h2 style="${STYLE.heading}">${escapeHtml(heading)}</h2>\n${body}`;
}

function sectionText({ heading, style, items }: GuideEmail['sections'][number]): string {
  const body =
    style === 'table'
      ? textTable(items)
      : items.map(([title, text], index) => `${index + 1}. ${title}: ${text}`).join('\n');
  return `${heading.toUpperCase()}\n${body}`;
}

/**
 * The guide goes to whatever address was typed into the form, so it carries only the agent's own
 * words: no name or message from the form (see inquiryConfirmation in _shared/lead-emails.ts).
 */
export function guideEmail(guide: GuideEmail, lead: LeadForEmail, config: LeadConfig): EmailPayload {
  const { agent, siteUrl } = config;
  const guideUrl = `${siteUrl}${guide.path}`;
  const notYou = `If you didn't ask for this guide on ${new URL(siteUrl).host}, ignore this email: you won't hear from me again.`;
  const html = layout({
    title: guide.subject,
    preheader: guide.preheader,
    body: [
      paragraph('Hello,'),
      paragraph(guide.intro),
      button(guideUrl, 'Read the full guide'),
      ...guide.sections.map(sectionHtml),
      ...guide.closing.map((text) => paragraph(text)),
      signatureHtml(agent, siteUrl),
      paragraph(guide.disclaimer, STYLE.muted),
      `<p style="${STYLE.muted}">The full guide: ${link(guideUrl, guideUrl)}</p>`,
      paragraph(notYou, STYLE.muted),
    ].join('\n'),
  });
  const text = [
    'Hello,',
    '',
    guide.intro,
    '',
    `Read the full guide: ${guideUrl}`,
    '',
    ...guide.sections.flatMap((section) => [sectionText(section), '']),
    ...guide.closing.flatMap((paragraphText) => [paragraphText, '']),
    signatureText(agent, siteUrl),
    '',
    guide.disclaimer,
    '',
    notYou,
  ].join('\n');
  return { to: String(lead.fields.email), replyTo: agent.email, subject: guide.subject, html, text };
}
