// The emails a lead causes: the agent's notification (everything the visitor sent, at a glance),
// the inquiry's confirmation to the visitor, and a subscription's confirmation and welcome.
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  BUDGET_OPTIONS,
  CONDITION_OPTIONS,
  FORM_FIELD_LABELS,
  formatDay,
  FORM_TEXT,
  LEAD_FIELD_NAMES,
  type LeadKind,
  LOOKING_TO_OPTIONS,
  MESSAGES,
  NEED_HELP_OPTIONS,
  type Option,
  PARTNERSHIP_TIMELINE_OPTIONS,
  SELLING_REASON_OPTIONS,
  TIMELINE_OPTIONS,
  TOUR_TIME_OPTIONS,
  TOUR_TYPE_OPTIONS,
  VOUCHER_OPTIONS,
} from '@agent-sites/schemas';
import type { LeadConfig } from './config.ts';
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
} from './email-layout.ts';
import type { EmailPayload } from './outbox.ts';

export type { LeadKind };

export interface ListingSnapshot {
  id: string;
  slug: string;
  title: string;
  address: string;
}

export interface LeadForEmail {
  id: string;
  kind: LeadKind;
  fields: Record<string, unknown>;
  page: string;
  variant: string | undefined;
  /** The slug the form named, and the listing when it exists. */
  listingSlug: string | undefined;
  listing: ListingSnapshot | undefined;
  consentText: string | undefined;
  createdAt: Date;
}

const labelOf = (options: readonly Option[]) => (value: unknown) =>
  options.find((option) => option.value === value)?.label ?? String(value);

type FieldRow = [key: string, label: string, format?: (value: unknown) => string];

const INQUIRY = FORM_FIELD_LABELS.inquiry;
const NAMES = LEAD_FIELD_NAMES;

/**
 * Each form's fields in the order the form shows them: an inquiry's with the labels the visitor
 * read, the other forms' by the short names the back office uses (packages/schemas).
 */
const FIELDS: Record<LeadKind, FieldRow[]> = {
  inquiry: [
    ['name', INQUIRY.name],
    ['email', INQUIRY.email],
    ['phone', INQUIRY.phone],
    ['lookingTo', INQUIRY.lookingTo, labelOf(LOOKING_TO_OPTIONS)],
    ['timeline', INQUIRY.timeline, labelOf(TIMELINE_OPTIONS)],
    ['budget', INQUIRY.budget, labelOf(BUDGET_OPTIONS)],
    ['area', INQUIRY.area],
    ['notes', INQUIRY.notes],
    // The email's own word: the wording agreed to follows as "Agreed to" in the lead's context.
    ['consent', 'Consent', (value) => (value === true ? 'Yes' : 'No')],
  ],
  tour: [
    ['tourDay', NAMES.tourDay, (value) => formatDay(String(value))],
    ['tourTime', NAMES.tourTime, labelOf(TOUR_TIME_OPTIONS)],
    ['tourType', NAMES.tourType, labelOf(TOUR_TYPE_OPTIONS)],
    ['name', INQUIRY.name],
    ['email', INQUIRY.email],
    ['phone', INQUIRY.phone],
    ['lookingTo', INQUIRY.lookingTo, labelOf(LOOKING_TO_OPTIONS)],
    ['timeline', INQUIRY.timeline, labelOf(TIMELINE_OPTIONS)],
    ['moveIn', NAMES.moveIn, (value) => formatDay(String(value))],
    ['occupants', NAMES.occupants],
    ['voucher', NAMES.voucher, labelOf(VOUCHER_OPTIONS)],
    ['notes', INQUIRY.notes],
    ['consent', 'Consent', (value) => (value === true ? 'Yes' : 'No')],
  ],
  valuation: [
    ['address', NAMES.address],
    ['city', NAMES.city],
    ['bedrooms', NAMES.bedrooms, labelOf(BEDROOM_OPTIONS)],
    ['bathrooms', NAMES.bathrooms, labelOf(BATHROOM_OPTIONS)],
    ['condition', NAMES.condition, labelOf(CONDITION_OPTIONS)],
    ['reason', NAMES.reason, labelOf(SELLING_REASON_OPTIONS)],
    ['name', INQUIRY.name],
    ['email', INQUIRY.email],
    ['phone', INQUIRY.phone],
    ['timeline', INQUIRY.timeline, labelOf(TIMELINE_OPTIONS)],
    ['notes', INQUIRY.notes],
    ['consent', 'Consent', (value) => (value === true ? 'Yes' : 'No')],
  ],
  review: [
    ['name', NAMES.name],
    ['location', NAMES.location],
    [
      'rating',
      NAMES.rating,
      (value) => `${'★'.repeat(Number(value))}${'☆'.repeat(5 - Number(value))} (${String(value)} of 5)`,
    ],
    ['experience', NAMES.experience],
  ],
  partnership: [
    ['name', NAMES.name],
    ['email', NAMES.email],
    ['phone', NAMES.phone],
    ['needHelp', NAMES.needHelp, labelOf(NEED_HELP_OPTIONS)],
    ['timeline', NAMES.timeline, labelOf(PARTNERSHIP_TIMELINE_OPTIONS)],
    ['notes', NAMES.notes],
  ],
  guide: [
    ['firstName', NAMES.firstName],
    ['lastName', NAMES.lastName],
    ['email', NAMES.email],
    ['phone', NAMES.phone],
    ['message', NAMES.message],
  ],
  subscribe: [['email', NAMES.email]],
};

/** What an inquiry is, by the form it came from. */
const INQUIRY_TITLES: Record<string, string> = {
  tour: 'Tour request',
  seller: 'Home valuation request',
  florida: 'Florida relocation inquiry',
  preapproval: 'Pre-approval request',
  buyer: 'Buyer inquiry',
  contact: 'Inquiry',
};

const KIND_TITLES: Record<Exclude<LeadKind, 'inquiry'>, string> = {
  tour: 'Tour request',
  valuation: 'Home valuation request',
  review: 'New review',
  partnership: 'Partner request',
  guide: 'Guide request',
  subscribe: 'New blog subscriber',
};

export function leadTitle(lead: Pick<LeadForEmail, 'kind' | 'variant'>): string {
  if (lead.kind !== 'inquiry') return KIND_TITLES[lead.kind];
  return INQUIRY_TITLES[lead.variant ?? ''] ?? 'New inquiry';
}

export function visitorName(fields: Record<string, unknown>): string {
  if (typeof fields.name === 'string') return fields.name;
  if (typeof fields.firstName === 'string')
    return `${fields.firstName} ${String(fields.lastName ?? '')}`.trim();
  return String(fields.email ?? 'a visitor');
}

/** Label and value for every field the visitor filled in (empty optional fields are left out). */
export function fieldRows(kind: LeadKind, fields: Record<string, unknown>): [string, string][] {
  return FIELDS[kind].flatMap(([key, label, format]) => {
    const value = fields[key];
    if (value === undefined || value === null || value === '') return [];
    return [[label, format ? format(value) : String(value)] as [string, string]];
  });
}

const detroitTime = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Detroit',
  dateStyle: 'full',
  timeStyle: 'short',
});

function pageUrl(page: string, siteUrl: string): string {
  return page.startsWith('/') ? `${siteUrl}${page}` : page;
}

/** The subject names the kind of lead, who sent it and what about, so the inbox alone says it. */
export function agentSubject(lead: LeadForEmail): string {
  const fields = lead.fields;
  const about: string[] = [];
  if (lead.listing) about.push(lead.listing.address);
  if (lead.kind === 'inquiry') {
    about.push(labelOf(LOOKING_TO_OPTIONS)(fields.lookingTo), labelOf(TIMELINE_OPTIONS)(fields.timeline));
  }
  if (lead.kind === 'partnership') about.push(labelOf(NEED_HELP_OPTIONS)(fields.needHelp));
  if (lead.kind === 'review') about.push(`${String(fields.rating)}★`);
  const name = lead.kind === 'subscribe' ? String(fields.email) : visitorName(fields);
  return `${leadTitle(lead)}: ${name}${about.length ? ` (${about.join(', ')})` : ''}`;
}

export function agentEmail(lead: LeadForEmail, config: LeadConfig): EmailPayload {
  const { siteUrl } = config;
  const rows = fieldRows(lead.kind, lead.fields);
  const context: [string, string][] = [];
  if (lead.listing) {
    context.push(['Listing', `${lead.listing.title}\n${lead.listing.address}`]);
  } else if (lead.listingSlug) {
    context.push(['Listing', `"${lead.listingSlug}" (no listing has this address on the site)`]);
  }
  context.push(['Sent from', pageUrl(lead.page, siteUrl)]);
  if (lead.variant) context.push(['Form', lead.variant]);
  context.push(['Received', detroitTime.format(lead.createdAt)]);
  if (lead.consentText) context.push(['Agreed to', lead.consentText]);
  const listingUrl = lead.listing ? `${siteUrl}/listing/${lead.listing.slug}` : undefined;
  const replyTo = typeof lead.fields.email === 'string' ? lead.fields.email : undefined;
  const name = visitorName(lead.fields);
  const subject = agentSubject(lead);
  const answer = replyTo
    ? `Reply to this email to answer ${name} directly${typeof lead.fields.phone === 'string' && lead.fields.phone ? `, or call ${lead.fields.phone}` : ''}.`
    : 'This form has no email address to reply to.';
  const html = layout({
    title: subject,
    preheader: answer,
    body: [
      `<h1 style="${STYLE.heading}margin-top:0;font-size:22px;">${escapeHtml(subject)}</h1>`,
      paragraph(answer, STYLE.muted),
      table(rows),
      listingUrl
        ? `<p style="${STYLE.text}">${link(listingUrl, `View ${lead.listing?.title ?? 'the listing'}`)}</p>`
        : '',
      `<h2 style="${STYLE.heading}">Where it came from</h2>`,
      table(context),
      paragraph(`Lead ${lead.id}`, STYLE.muted),
    ].join('\n'),
  });
  const text = [
    subject,
    '',
    answer,
    '',
    textTable(rows),
    '',
    textTable(context),
    ...(listingUrl ? ['', `Listing: ${listingUrl}`] : []),
    '',
    `Lead ${lead.id}`,
  ].join('\n');
  return { to: config.agent.email, ...(replyTo ? { replyTo } : {}), subject, html, text };
}

/**
 * The inquiry's confirmation. It goes to whatever address was typed into the form, so it carries
 * only the agent's own words: the promise on the site, the listing as the database has it, the
 * consent wording the form showed (the server's copy) and how to reach the agent. Nothing the
 * visitor typed (no name, no notes, no links), so the form cannot relay anyone's text, in the
 * agent's name, to a stranger; the agent's own email has every field.
 */
export function inquiryConfirmation(lead: LeadForEmail, config: LeadConfig): EmailPayload {
  const { agent, siteUrl } = config;
  const subject = `Thanks for your message: ${agent.name} will reply within 15 minutes`;
  const intro = MESSAGES.inquirySuccess;
  const rows: [string, string][] = lead.listing
    ? [['Home', `${lead.listing.title}\n${lead.listing.address}`]]
    : [];
  const listingUrl = lead.listing ? `${siteUrl}/listing/${lead.listing.slug}` : undefined;
  const consent = `You agreed to: "${lead.consentText ?? FORM_TEXT.consentLabel}". Reply to this email if you'd rather not hear from me.`;
  const notYou = `If you didn't send a message on ${new URL(siteUrl).host}, ignore this email: you won't hear from me again.`;
  const html = layout({
    title: subject,
    preheader: intro,
    body: [
      paragraph('Hello,'),
      paragraph(intro),
      rows.length ? table(rows) : '',
      listingUrl
        ? `<p style="${STYLE.text}">${link(listingUrl, `View ${lead.listing?.title ?? 'the listing'}`)}</p>`
        : '',
      paragraph(consent, STYLE.muted),
      paragraph(notYou, STYLE.muted),
      signatureHtml(agent, siteUrl),
    ].join('\n'),
  });
  const text = [
    'Hello,',
    '',
    intro,
    ...(rows.length ? ['', textTable(rows)] : []),
    ...(listingUrl ? ['', `Listing: ${listingUrl}`] : []),
    '',
    consent,
    '',
    notYou,
    '',
    signatureText(agent, siteUrl),
  ].join('\n');
  return { to: String(lead.fields.email), replyTo: agent.email, subject, html, text };
}

export function subscribeConfirmation(email: string, confirmUrl: string, config: LeadConfig): EmailPayload {
  const { agent, siteUrl } = config;
  const subject = `Please confirm your subscription to ${agent.name}'s blog`;
  // The address is not repeated: it can carry text (a +tag) from whoever typed it in.
  const intro = `Someone, hopefully you, asked to receive new articles and Metro Detroit market updates from ${agent.name} at this address.`;
  const html = layout({
    title: subject,
    preheader: 'One click to confirm your subscription.',
    body: [
      paragraph(intro),
      button(confirmUrl, 'Confirm my subscription'),
      paragraph(`Or paste this link into your browser: ${confirmUrl}`, STYLE.muted),
      paragraph("If it wasn't you, ignore this email: you won't hear from me again.", STYLE.muted),
      signatureHtml(agent, siteUrl),
    ].join('\n'),
  });
  const text = [
    intro,
    '',
    `Confirm your subscription: ${confirmUrl}`,
    '',
    "If it wasn't you, ignore this email: you won't hear from me again.",
    '',
    signatureText(agent, siteUrl),
  ].join('\n');
  return { to: email, replyTo: agent.email, subject, html, text };
}

/** RFC 2369 and RFC 8058 headers: mail clients show an unsubscribe button that works in one click. */
export function unsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The first email after confirmation; like every later one, it carries the unsubscribe link. */
export function subscribeWelcome(email: string, unsubscribeUrl: string, config: LeadConfig): EmailPayload {
  const { agent, siteUrl } = config;
  const subject = `You're subscribed to ${agent.name}'s blog`;
  const intro = `Thanks for confirming. New articles and Metro Detroit market updates will come to this address.`;
  const footer = `You receive this because you subscribed on ${new URL(siteUrl).host}.`;
  const html = layout({
    title: subject,
    preheader: intro,
    body: [
      paragraph(intro),
      `<p style="${STYLE.text}">${link(`${siteUrl}/blog`, 'Read the latest articles')}</p>`,
      signatureHtml(agent, siteUrl),
    ].join('\n'),
    footer: `<p style="${STYLE.muted}">${escapeHtml(footer)} ${link(unsubscribeUrl, 'Unsubscribe')}</p>`,
  });
  const text = [
    intro,
    '',
    `Read the latest articles: ${siteUrl}/blog`,
    '',
    signatureText(agent, siteUrl),
    '',
    `${footer} Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  return {
    to: email,
    replyTo: agent.email,
    subject,
    html,
    text,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
