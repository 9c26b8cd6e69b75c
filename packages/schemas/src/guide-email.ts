/**
 * The email a guide request sends (the send-guide-email function): the agent's guide at a glance,
 * with the full guide one click away on the site. Its words are the site's content; the function
 * receives them as its GUIDE_EMAIL setting (this shape as JSON) and renders them, adding only the
 * greeting, the link, the signature and why the reader got it (decision 034).
 */
export interface GuideEmail {
  /** The guide's page on the site, linked from the email: "/guides/first-home". */
  path: string;
  subject: string;
  /** The line a mail client shows after the subject. */
  preheader: string;
  /** The paragraph after "Hello,": what the guide is for. */
  intro: string;
  /** Each under its heading: numbered steps ("Stage. What it settles.") or a table of dates or terms. */
  sections: readonly GuideEmailSection[];
  /** Paragraphs after the sections, before the signature: an invitation to reply, for instance. */
  closing: readonly string[];
  /** The small print under the signature (general information, not advice). */
  disclaimer: string;
}

export interface GuideEmailSection {
  heading: string;
  /** `numbered`: an ordered list of [title, text]; `table`: rows of [label, text]. */
  style: 'numbered' | 'table';
  items: readonly (readonly [string, string])[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isPair = (value: unknown) => Array.isArray(value) && value.length === 2 && value.every(isText);

/**
 * What is wrong with a guide email read from JSON, one problem per line, or undefined when it can
 * be sent. Checks the shape only: the words are the site's.
 */
export function guideEmailProblems(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'it must be a JSON object';
  const email = value as Record<string, unknown>;
  const problems: string[] = [];
  if (!isText(email.path) || !/^\/[^\s]*$/.test(email.path))
    problems.push('path must be a path on the site, such as /guides/first-home');
  for (const key of ['subject', 'preheader', 'intro', 'disclaimer'] as const) {
    if (!isText(email[key])) problems.push(`${key} must be text`);
  }
  if (!Array.isArray(email.closing) || !email.closing.every(isText))
    problems.push('closing must be a list of paragraphs');
  if (!Array.isArray(email.sections)) problems.push('sections must be a list');
  else
    email.sections.forEach((section: unknown, index) => {
      const { heading, style, items } = (section ?? {}) as Record<string, unknown>;
      if (
        !isText(heading) ||
        (style !== 'numbered' && style !== 'table') ||
        !Array.isArray(items) ||
        !items.every(isPair)
      ) {
        problems.push(
          `sections[${index}] must have a heading, a style (numbered or table) and items of [title, text]`,
        );
      }
    });
  return problems.length > 0 ? problems.join('\n') : undefined;
}
