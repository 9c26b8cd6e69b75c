import type { GuideEmail } from '@agent-sites/schemas';
import { path } from '../pages/guide.ts';

/**
 * The email a request for the Michigan-to-Florida guide sends: its stages and dated deadlines at a
 * glance, with the full guide (`michigan-to-florida-guide.md` beside this file, published at
 * /guides/michigan-to-florida) one click away. Keep the two in step. The send-guide-email function
 * renders it from its GUIDE_EMAIL setting (`config/functions.ts`); it carries only the agent's own
 * words, nothing from the form.
 */
export const guideEmail: GuideEmail = {
  path,
  subject: 'Your Michigan-to-Florida Move Guide',
  preheader: 'The stages, the deadlines and the full guide, from the first decision to your Florida keys.',
  intro:
    "Thank you for requesting the guide. It's the checklist I use with clients leaving Metro Detroit for Florida, for good or for the winter: what to decide, in what order, and the dates that matter.",
  sections: [
    {
      heading: 'The move, stage by stage',
      style: 'numbered',
      items: [
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
      ],
    },
    {
      heading: 'Deadlines to put in your calendar',
      style: 'table',
      items: [
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
      ],
    },
  ],
  closing: [
    'The surprise for most Michigan buyers is insurance: flood is never part of a standard homeowners policy, wind may be separate near the coast, and hurricane deductibles are often a percentage of the dwelling coverage. Get quotes before you write an offer.',
    "A Michigan sale and a Florida purchase work best when one person keeps both timelines in view. Reply to this email or call me, and we'll plan yours.",
  ],
  disclaimer:
    'This guide is general information; tax, insurance and residency rules change. Confirm the specifics with a tax advisor, an estate attorney and an insurance agent.',
};
