// The emails a lead causes: the agent's notification (by kind, the facts that kind needs first,
// when the reply is due, one-tap Call, Text and Email, the lead in the back office, then everything
// the visitor sent), the confirmation to a visitor who asked for a reply, and a subscription's
// confirmation and welcome.
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  BUDGET_OPTIONS,
  CONDITION_OPTIONS,
  HOME_TO_SELL_OPTIONS,
  FORM_FIELD_LABELS,
  formatDay,
  FORM_TEXT,
  LEAD_FIELD_NAMES,
  LEAD_KIND_TEXT,
  type LeadKind,
  leadPersonName,
  LOOKING_TO_OPTIONS,
  NEED_HELP_OPTIONS,
  PARTY_SIZE_OPTIONS,
  SAVED_SEARCH_FREQUENCIES,
  type Option,
  PARTNERSHIP_TIMELINE_OPTIONS,
  replyByText,
  type ReplyPromise,
  zonedFormat,
  replySubject as replySubjectFor,
  SELLING_REASON_OPTIONS,
  TIMELINE_OPTIONS,
  TOUR_TIME_OPTIONS,
  TOUR_TYPE_OPTIONS,
  VOUCHER_OPTIONS,
} from '@agent-sites/schemas';
import { timeZoneName } from './agent.ts';
import { mailtoHref, smsHref, telHref } from './reply-links.ts';
import type { LeadConfig } from './config.ts';
import {
  button,
  buttonRow,
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

/** A listing as the database has it when the lead arrives. */
export interface ListingSnapshot {
  id: string;
  slug: string;
  title: string;
  /** The full address: "1428 Maplewood Ave, Springfield, IL 62704". */
  address: string;
  /** What the site shows it at: "$389,900", "Closed at $468,000", "Price TBD". */
  priceText: string;
  /** Its status as visitors read it: "Available", "Pending". */
  statusText: string;
  /** The MLS number people use (`ListingId`), for a listing from the feed. */
  mlsNumber?: string | undefined;
}

/**
 * A home the page named that is not one of the listings (the rental flat, whose page is the
 * site's own content). The agent's email shows it as the page named it; the visitor's
 * confirmation never repeats it, as a client could have sent anything here.
 */
export interface PageHome {
  address: string;
  /** As the page shows it: "$950 per month". */
  priceText: string | undefined;
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
  /** The home the page named, when the form is about one that is not a listing. */
  home?: PageHome | undefined;
  consentText: string | undefined;
  createdAt: Date;
  /** What the agent promised (working-hours.ts): none when no reply is owed. */
  promise?: ReplyPromise | undefined;
  /** An RSVP's open house on the agent's clock ("Sat, Dec 5, 1–3 PM"), as the server found it. */
  openHouse?: string | undefined;
  /**
   * The visitor's confirmed saved search (the latest), when a tour comes from someone who has one:
   * its plain words and its own lead, which the agent opens in the back office.
   */
  savedSearch?: { summary: string; leadId: string } | undefined;
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
  relocation: [
    ['homeToSell', NAMES.homeToSell, labelOf(HOME_TO_SELL_OPTIONS)],
    ['homeArea', NAMES.homeArea],
    ['destination', NAMES.destination],
    ['budget', INQUIRY.budget, labelOf(BUDGET_OPTIONS)],
    ['timeline', INQUIRY.timeline, labelOf(TIMELINE_OPTIONS)],
    ['name', INQUIRY.name],
    ['email', INQUIRY.email],
    ['phone', INQUIRY.phone],
    ['notes', INQUIRY.notes],
    ['consent', 'Consent', (value) => (value === true ? 'Yes' : 'No')],
  ],
  open_house: [
    ['partySize', NAMES.partySize, labelOf(PARTY_SIZE_OPTIONS)],
    ['name', INQUIRY.name],
    ['email', INQUIRY.email],
    ['phone', INQUIRY.phone],
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
  saved_search: [
    ['summary', 'Search'],
    ['frequency', 'How often', labelOf(SAVED_SEARCH_FREQUENCIES)],
    ['email', NAMES.email],
    ['phone', NAMES.phone],
    ['textsConsent', 'Texts', (value) => (value === true ? 'Yes' : 'No')],
  ],
  subscribe: [['email', NAMES.email]],
};

/** The home a lead is about, for the agent: the listing, else the home the page named. */
export function homeOf(lead: Pick<LeadForEmail, 'listing' | 'home'>): PageHome | undefined {
  if (lead.listing) return { address: lead.listing.address, priceText: lead.listing.priceText };
  return lead.home;
}

/** The lead's page in the back office (the site engine's routes/admin: /admin/leads/<id>). */
export const leadUrl = (lead: Pick<LeadForEmail, 'id'>, config: Pick<LeadConfig, 'siteUrl'>) =>
  `${config.siteUrl}/admin/leads/${lead.id}`;

/**
 * A review's page in the back office, where the agent approves it. A review made from a lead has
 * the lead's id (supabase/migrations/20251126110000_review_id_is_lead_id.sql), so the link is
 * known when the email is written, before the review row exists.
 */
export const reviewUrl = (lead: Pick<LeadForEmail, 'id'>, config: Pick<LeadConfig, 'siteUrl'>) =>
  `${config.siteUrl}/admin/reviews/${lead.id}`;

/** Who sent it, as they typed it, else their address: what the subject and headline call them. */
export function visitorName(fields: Record<string, unknown>): string {
  return leadPersonName(fields) || String(fields.email ?? 'a visitor');
}

/** Label and value for every field the visitor filled in (empty optional fields are left out). */
export function fieldRows(kind: LeadKind, fields: Record<string, unknown>): [string, string][] {
  return FIELDS[kind].flatMap(([key, label, format]) => {
    const value = fields[key];
    if (value === undefined || value === null || value === '') return [];
    return [[label, format ? format(value) : String(value)] as [string, string]];
  });
}

const RECEIVED: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short' };

function pageUrl(page: string, siteUrl: string): string {
  return page.startsWith('/') ? `${siteUrl}${page}` : page;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** "Fri, Nov 27, Morning (9 AM - noon)", and "by video" when it is: the slot a tour asks for. */
function tourSlotText(fields: Record<string, unknown>): string {
  const slot = `${formatDay(String(fields.tourDay))}, ${labelOf(TOUR_TIME_OPTIONS)(fields.tourTime)}`;
  return fields.tourType === 'video' ? `${slot}, by video` : slot;
}

/** "2417 Pinecrest Dr, Springfield": a valuation's property, as the visitor typed it. */
const propertyText = (fields: Record<string, unknown>) =>
  [text(fields.address), text(fields.city)].filter(Boolean).join(', ');

/**
 * "Selling in Springfield → Gulf Shores": a relocation's two ends as the visitor gave them, the sale first
 * when there is one ("Home to sell → Gulf Shores" without a place, "→ Gulf Shores" without a sale).
 */
function moveText(fields: Record<string, unknown>): string {
  const from =
    fields.homeToSell === 'yes'
      ? text(fields.homeArea)
        ? `Selling in ${String(fields.homeArea)}`
        : 'Home to sell'
      : text(fields.homeArea);
  const to = text(fields.destination) ?? 'area not chosen';
  return from ? `${from} → ${to}` : `→ ${to}`;
}

/** The few facts each kind is about, most important first: the subject and the email open with them. */
function keyFacts(lead: LeadForEmail): string[] {
  const { fields } = lead;
  const home = homeOf(lead);
  const homeFacts = home ? [home.address, ...(home.priceText ? [home.priceText] : [])] : [];
  switch (lead.kind) {
    case 'tour':
      return [...homeFacts, tourSlotText(fields)];
    case 'valuation':
      return [propertyText(fields)];
    case 'relocation':
      return [moveText(fields), labelOf(TIMELINE_OPTIONS)(fields.timeline)];
    case 'open_house':
      return [
        ...(home ? [home.address] : []),
        lead.openHouse ?? 'open house',
        labelOf(PARTY_SIZE_OPTIONS)(fields.partySize),
      ];
    case 'inquiry':
      return home
        ? homeFacts
        : [`${labelOf(LOOKING_TO_OPTIONS)(fields.lookingTo)}, ${labelOf(TIMELINE_OPTIONS)(fields.timeline)}`];
    case 'partnership':
      return [labelOf(NEED_HELP_OPTIONS)(fields.needHelp)];
    case 'review':
      return [`${String(fields.rating)}★`];
    case 'saved_search':
      return [String(fields.summary), labelOf(SAVED_SEARCH_FREQUENCIES)(fields.frequency)];
    case 'guide':
    case 'subscribe':
      return [];
  }
}

/** What the subject calls each kind; the back office and alerts use `LEAD_KIND_TEXT`'s labels. */
const SUBJECT_LABEL: Record<LeadKind, string> = {
  ...Object.fromEntries(Object.entries(LEAD_KIND_TEXT).map(([kind, words]) => [kind, words.label])),
  review: 'Review to approve',
  subscribe: 'New blog subscriber',
} as Record<LeadKind, string>;

/**
 * The subject says what kind of lead it is, then the facts that kind needs first, then who sent it,
 * so the inbox alone says it: "Tour request: 1428 Maplewood Ave, Springfield, IL 62704 · $389,900 ·
 * Fri, Nov 27, Morning (9 AM - noon) · Jordan Ellis".
 */
export function agentSubject(lead: LeadForEmail): string {
  const who = lead.kind === 'subscribe' ? String(lead.fields.email) : visitorName(lead.fields);
  return `${SUBJECT_LABEL[lead.kind]}: ${[...keyFacts(lead), who].join(' · ')}`;
}

/**
 * "Reply by 9:33 AM (Denver time)", for a kind that promises a reply: the alerts' words, on the
 * agent's clock, named by its zone.
 */
function replyByFor(
  lead: Pick<LeadForEmail, 'kind' | 'createdAt' | 'promise'>,
  timeZone: string,
): string | undefined {
  const text = replyByText(lead.kind, lead.createdAt, timeZone, lead.promise?.replyBy);
  return text ? `${text} (${timeZoneName(timeZone)})` : undefined;
}

/** What the agent's reply email is about, for its subject line (the back office's Email says the same). */
const replySubject = (lead: LeadForEmail): string => replySubjectFor(lead.kind, homeOf(lead)?.address);

/** Call, Text and Email the visitor, each one tap, where the form gave a phone or an address. */
function replyActions(lead: LeadForEmail): [href: string, label: string][] {
  const phone = text(lead.fields.phone);
  const email = text(lead.fields.email);
  const actions: [string, string][] = [];
  if (phone) actions.push([telHref(phone), 'Call'], [smsHref(phone), 'Text']);
  if (email && lead.kind !== 'subscribe') actions.push([mailtoHref(email, replySubject(lead)), 'Email']);
  return actions;
}

export function agentEmail(lead: LeadForEmail, config: LeadConfig): EmailPayload {
  const { siteUrl } = config;
  const rows = fieldRows(lead.kind, lead.fields);
  const facts = keyFacts(lead);
  const replyBy = replyByFor(lead, config.agent.timeZone);
  const context: [string, string][] = [];
  if (lead.listing) {
    const { title, address, priceText, statusText, mlsNumber } = lead.listing;
    const mls = mlsNumber ? ` · MLS# ${mlsNumber}` : '';
    context.push(['Listing', `${title}\n${address}\n${priceText} · ${statusText}${mls}`]);
  } else if (lead.home) {
    context.push(['Home', `${lead.home.address}${lead.home.priceText ? `\n${lead.home.priceText}` : ''}`]);
  } else if (lead.listingSlug) {
    context.push(['Listing', `"${lead.listingSlug}" (no listing has this address on the site)`]);
  }
  if (lead.openHouse) context.push(['Open house', lead.openHouse]);
  context.push(['Sent from', pageUrl(lead.page, siteUrl)]);
  context.push(['Received', zonedFormat('en-US', config.agent.timeZone, RECEIVED).format(lead.createdAt)]);
  if (lead.consentText) context.push(['Agreed to', lead.consentText]);
  const listingUrl = lead.listing ? `${siteUrl}/listing/${lead.listing.slug}` : undefined;
  const replyTo = text(lead.fields.email);
  const subject = agentSubject(lead);
  const actions = replyActions(lead);
  const open: [string, string] = [leadUrl(lead, config), 'Open in the back office'];
  const approve: [string, string] | undefined =
    lead.kind === 'review' ? [reviewUrl(lead, config), 'Approve'] : undefined;
  // A visitor who hears from the site about homes is further along: the agent sees it at once.
  const savedSearch = lead.savedSearch && {
    text: `Has a saved search: ${lead.savedSearch.summary}.`,
    href: leadUrl({ id: lead.savedSearch.leadId }, config),
  };
  const heading = `${SUBJECT_LABEL[lead.kind]} from ${lead.kind === 'subscribe' ? String(lead.fields.email) : visitorName(lead.fields)}`;
  const html = layout({
    title: subject,
    preheader: replyBy ?? facts.join(' · '),
    body: [
      `<h1 style="${STYLE.heading}margin-top:0;font-size:22px;">${escapeHtml(heading)}</h1>`,
      ...facts.map((fact) => paragraph(fact, `${STYLE.text}margin-bottom:4px;font-weight:bold;`)),
      replyBy ? paragraph(replyBy, `${STYLE.text}margin-top:12px;color:#b42318;font-weight:bold;`) : '',
      approve
        ? paragraph('Approve it to show it on the site, or reject it; what the visitor wrote is below.')
        : '',
      buttonRow([...actions, ...(approve ? [approve] : []), open]),
      savedSearch
        ? `<p style="${STYLE.text}">${escapeHtml(savedSearch.text)} ${link(savedSearch.href, 'Open the search')}</p>`
        : '',
      table(rows),
      listingUrl
        ? `<p style="${STYLE.text}">${link(listingUrl, `View ${lead.listing?.title ?? 'the listing'}`)}</p>`
        : '',
      `<h2 style="${STYLE.heading}">Where it came from</h2>`,
      table(context),
    ].join('\n'),
  });
  const linkLines = [...actions, ...(approve ? [approve] : []), open];
  const plain = [
    heading,
    ...facts,
    ...(replyBy ? ['', replyBy] : []),
    ...(savedSearch ? ['', savedSearch.text, `Open the search: ${savedSearch.href}`] : []),
    '',
    ...linkLines.map(([href, label]) => `${label}: ${href}`),
    '',
    textTable(rows),
    '',
    textTable(context),
    ...(listingUrl ? ['', `Listing: ${listingUrl}`] : []),
  ].join('\n');
  return { to: config.agent.email, ...(replyTo ? { replyTo } : {}), subject, html, text: plain };
}

/**
 * The next step, in the agent's words, for a visitor who asked for a reply: only words of the
 * agent's own (options the form offered, the listing as the database has it), never anything the
 * visitor typed.
 */
function nextStep(lead: LeadForEmail, phone: string): { subject: string; lines: string[] } {
  const listing = lead.listing;
  const about = listing ? `${listing.title}, ${listing.address}` : undefined;
  // "within 15 minutes" in working hours, "after 8 AM" outside them (working-hours.ts).
  const when = lead.promise?.text ?? `within ${LEAD_KIND_TEXT[lead.kind].replyWithinMinutes ?? 15} minutes`;
  switch (lead.kind) {
    case 'tour': {
      const day = formatDay(String(lead.fields.tourDay));
      const label = labelOf(TOUR_TIME_OPTIONS)(lead.fields.tourTime);
      // "in the morning (9 AM - noon)": the option's label inside a sentence.
      const time = `${label.charAt(0).toLowerCase()}${label.slice(1)}`;
      const how = lead.fields.tourType === 'video' ? 'video tour' : 'tour';
      return {
        subject: `Your ${how} request for ${day}: I'll call you to confirm`,
        lines: [
          `I'll call you ${when} to confirm your ${how}${about ? ` of ${about}` : ''} on ${day}, in the ${time}.`,
          `If that time no longer suits you, call or text me at ${phone}.`,
        ],
      };
    }
    case 'valuation':
      return {
        subject: `Your home valuation request: I'll call you ${when}`,
        lines: [
          `I'll call you ${when} to talk through your home, then prepare your market analysis from my recent sales nearby and go through it with you.`,
          `If you'd rather talk now, call or text me at ${phone}.`,
        ],
      };
    case 'relocation':
      return {
        subject: `Your move: I'll call you ${when}`,
        lines: [
          `I'll call you ${when} to plan your move with you: when to sell, when to buy, and which areas fit how you want to live.`,
          `If you'd rather talk now, call or text me at ${phone}.`,
        ],
      };
    case 'open_house':
      return {
        subject: `You're on the list for the open house${lead.openHouse ? ` on ${lead.openHouse}` : ''}`,
        lines: [
          `Thanks for letting me know you're coming${about ? ` to ${about}` : ''}${lead.openHouse ? ` on ${lead.openHouse}` : ''}. Come in anytime during those hours; I'll be there to walk you through the home.`,
          `If your plans change, or you'd like a private showing instead, call or text me at ${phone}.`,
        ],
      };
    default:
      return {
        subject: `Thanks for your message: I'll reply ${when}`,
        lines: [
          `I'll reply ${when} by phone or email${about ? ` about ${about}` : ''}.`,
          `If you'd rather talk now, call or text me at ${phone}.`,
        ],
      };
  }
}

/**
 * The confirmation of an inquiry, a tour request or a valuation request. It goes to whatever
 * address was typed into the form, so it carries only the agent's own words: the next step, the
 * listing as the database has it, the consent wording the form showed (the server's copy) and how
 * to reach the agent. Nothing the visitor typed (no name, no notes, no address, no links), so the
 * form cannot relay anyone's text, in the agent's name, to a stranger; the agent's own email has
 * every field.
 */
export function inquiryConfirmation(lead: LeadForEmail, config: LeadConfig): EmailPayload {
  const { agent, siteUrl } = config;
  const { subject, lines } = nextStep(lead, agent.phone);
  const rows: [string, string][] = lead.listing
    ? [['Home', `${lead.listing.title}\n${lead.listing.address}\n${lead.listing.priceText}`]]
    : [];
  const listingUrl = lead.listing ? `${siteUrl}/listing/${lead.listing.slug}` : undefined;
  const consent = `You agreed to: "${lead.consentText ?? FORM_TEXT.consentLabel}". Reply to this email if you'd rather not hear from me.`;
  const notYou = `If you didn't send a request on ${new URL(siteUrl).host}, ignore this email: you won't hear from me again.`;
  const html = layout({
    title: subject,
    preheader: lines[0] ?? subject,
    body: [
      paragraph('Hello,'),
      ...lines.map((line) => paragraph(line)),
      rows.length ? table(rows) : '',
      listingUrl
        ? `<p style="${STYLE.text}">${link(listingUrl, `View ${lead.listing?.title ?? 'the listing'}`)}</p>`
        : '',
      paragraph(consent, STYLE.muted),
      paragraph(notYou, STYLE.muted),
      signatureHtml(agent, siteUrl),
    ].join('\n'),
  });
  const plain = [
    'Hello,',
    '',
    lines.join('\n\n'),
    ...(rows.length ? ['', textTable(rows)] : []),
    ...(listingUrl ? ['', `Listing: ${listingUrl}`] : []),
    '',
    consent,
    '',
    notYou,
    '',
    signatureText(agent, siteUrl),
  ].join('\n');
  return { to: String(lead.fields.email), replyTo: agent.email, subject, html, text: plain };
}

export function subscribeConfirmation(email: string, confirmUrl: string, config: LeadConfig): EmailPayload {
  const { agent, siteUrl } = config;
  const subject = `Please confirm your subscription to ${agent.name}'s blog`;
  // The address is not repeated: it can carry text (a +tag) from whoever typed it in.
  const intro = `Someone, hopefully you, asked to receive new articles and local market updates from ${agent.name} at this address.`;
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
  const intro = `Thanks for confirming. New articles and local market updates will come to this address.`;
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
