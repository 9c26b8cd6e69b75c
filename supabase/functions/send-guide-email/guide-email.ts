// The email a guide request sends: the Michigan-to-Florida guide's stages and dated deadlines at a
// glance, with the full guide one click away on the site (site/src/content/guides/
// michigan-to-florida-guide.md, published at /guides/michigan-to-florida). Keep the two in step.
import type { LeadConfig } from '../_shared/config.ts';
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
import type { LeadForEmail } from '../_shared/lead-emails.ts';
import type { EmailPayload } from '../_shared/outbox.ts';

export const GUIDE_PATH = '/guides/michigan-to-florida';

/** The guide's timeline: each stage and the one thing it must settle. */
export const GUIDE_STAGES: readonly (readonly [string, string])[] = [
  [
    'Twelve months out',
    'Decide what kind of move this is: a Florida resident (domicile, homestead, no state income tax) or a Michigan resident who winters in Florida. Book a tax advisor who knows both states and an estate attorney.',
  ],
  [
    'Nine months out',
    'Choose where to land: Gulf coast, Atlantic coast or inland. Check the flood and evacuation zone and get a sample insurance quote for real addresses before you set a budget.',
  ],
  [
    'Six months out',
    'Decide on the Michigan house: sell, keep as a summer home, rent or pass to family. Selling usually keeps the capital gains exclusion if you lived there two of the last five years.',
  ],
  [
    'Four to six months out',
    'Buy in Florida: pre-approval with a Florida-licensed lender, a buyer agreement, and time in your offer for a four-point, wind-mitigation, termite and roof inspection.',
  ],
  [
    'Moving month',
    'A registered interstate mover, remote signing for the Michigan closing, utilities, and a change of address with the Postal Service and the IRS (Form 8822).',
  ],
  [
    'First 30 days in Florida',
    'Florida driver license, vehicle registration, voter registration, and a declaration of domicile with the clerk of the circuit court.',
  ],
];

/** The dates that cost money when missed. */
export const GUIDE_DEADLINES: readonly (readonly [string, string])[] = [
  [
    'Within 90 days',
    'File Form 2602 with your Michigan assessor once the house is no longer your principal residence.',
  ],
  ['Within 30 days', 'Get a Florida driver license after establishing residency.'],
  ['January 1', 'Own and live in your Florida home to qualify for that year’s homestead exemption.'],
  ['March 1', 'Apply for homestead with your county property appraiser.'],
  [
    '30-day wait',
    'A new flood insurance policy (NFIP) usually starts 30 days after purchase, unless tied to a loan closing.',
  ],
  [
    'June 1 to November 30',
    'Hurricane season: insurers won’t bind new coverage while a named storm threatens.',
  ],
];

/**
 * The guide goes to whatever address was typed into the form, so it carries only the agent's own
 * words: no name or message from the form (see inquiryConfirmation in _shared/lead-emails.ts).
 */
export function guideEmail(lead: LeadForEmail, config: LeadConfig): EmailPayload {
  const { agent, siteUrl } = config;
  const guideUrl = `${siteUrl}${GUIDE_PATH}`;
  const notYou = `If you didn't ask for this guide on ${new URL(siteUrl).host}, ignore this email: you won't hear from me again.`;
  const subject = 'Your Michigan-to-Florida Move Guide';
  const intro =
    "Thank you for requesting the guide. It's the checklist I use with clients leaving Metro Detroit for Florida, for good or for the winter: what to decide, in what order, and the dates that matter.";
  const stagesHtml = GUIDE_STAGES.map(
    ([stage, summary]) =>
      `<li style="margin:0 0 12px;font-size:16px;line-height:1.5;color:#1f2933;"><strong>${escapeHtml(stage)}.</strong> ${escapeHtml(summary)}</li>`,
  ).join('');
  const html = layout({
    title: subject,
    preheader: 'The stages, the deadlines and the full guide, from the first decision to your Florida keys.',
    body: [
      paragraph('Hello,'),
      paragraph(intro),
      button(guideUrl, 'Read the full guide'),
      `<h2 style="${STYLE.heading}">The move, stage by stage</h2>`,
      `<ol style="margin:0 0 16px;padding-left:20px;">${stagesHtml}</ol>`,
      `<h2 style="${STYLE.heading}">Deadlines to put in your calendar</h2>`,
      table(GUIDE_DEADLINES),
      paragraph(
        'The surprise for most Michigan buyers is insurance: flood is never part of a standard homeowners policy, wind may be separate near the coast, and hurricane deductibles are often a percentage of the dwelling coverage. Get quotes before you write an offer.',
      ),
      paragraph(
        "A Michigan sale and a Florida purchase work best when one person keeps both timelines in view. Reply to this email or call me, and we'll plan yours.",
      ),
      signatureHtml(agent, siteUrl),
      paragraph(
        'This guide is general information; tax, insurance and residency rules change. Confirm the specifics with a tax advisor, an estate attorney and an insurance agent.',
        STYLE.muted,
      ),
      `<p style="${STYLE.muted}">The full guide: ${link(guideUrl, guideUrl)}</p>`,
      paragraph(notYou, STYLE.muted),
    ].join('\n'),
  });
  const text = [
    'Hello,',
    '',
    intro,
    '',
    `Read the full guide: ${guideUrl}`,
    '',
    'THE MOVE, STAGE BY STAGE',
    ...GUIDE_STAGES.map(([stage, summary], index) => `${index + 1}. ${stage}: ${summary}`),
    '',
    'DEADLINES TO PUT IN YOUR CALENDAR',
    textTable(GUIDE_DEADLINES),
    '',
    "A Michigan sale and a Florida purchase work best when one person keeps both timelines in view. Reply to this email or call me, and we'll plan yours.",
    '',
    signatureText(agent, siteUrl),
    '',
    'This guide is general information; tax, insurance and residency rules change. Confirm the specifics with a tax advisor, an estate attorney and an insurance agent.',
    '',
    notYou,
  ].join('\n');
  return { to: String(lead.fields.email), replyTo: agent.email, subject, html, text };
}
