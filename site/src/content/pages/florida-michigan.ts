/**
 * /florida-michigan ("Michigan to Florida"): the relocation and second-home page. Sections carry
 * the anchors in `anchors` (#why-florida, #services, #contact); then a process, an FAQ, client
 * notes, the free guide and the lead form.
 *
 * The FAQ states rules that change (homestead amounts, insurance, DMV deadlines). Each answer
 * hedges and points to the authority; review it yearly. Last checked against the 2025 rules.
 */
import { agent } from '../../config/agent.ts';
import { brokerageIn } from '../../lib/brokerages.ts';
import { blogPath, blogSlugs } from '../links.ts';
import type {
  Area,
  FaqEntry,
  Feature,
  PromisingFormText,
  HeroContent,
  Link,
  PageMeta,
  SectionIntro,
  Step,
  TestimonialContent,
} from '../types.ts';

/** The ids of the page's sections, for `id` attributes and `#` links. */
export const anchors = {
  whyFlorida: 'why-florida',
  services: 'services',
  contact: 'contact',
  guide: 'guide',
} as const;

export const hero: HeroContent = {
  eyebrow: 'Michigan to Florida',
  title: 'Michigan Summers, Florida Winters, One Plan',
  description:
    'Moving south for good or splitting the year? I sell your Michigan home, help you buy in Florida and keep both timelines in step, from the first valuation to the keys in the sun.',
  actions: [
    { label: 'Plan Your Move', href: `#${anchors.contact}` },
    { label: 'Why Florida?', href: `#${anchors.whyFlorida}` },
  ],
};

export const whyFlorida: { intro: SectionIntro; reasons: Feature[]; destinations: Area[] } = {
  intro: {
    eyebrow: 'Why Florida',
    title: 'Why So Many Michiganders Head South',
    description: 'Warm winters are the start. Here is what else draws Metro Detroit families to Florida.',
  },
  reasons: [
    {
      title: 'Winters Without the Shovel',
      text: 'Swap gray January skies for mild Gulf Coast winters, long walks on the beach and golf in February.',
      icon: 'sun',
    },
    {
      title: 'No State Income Tax',
      text: 'Florida has no personal state income tax, which can mean real savings on pensions, retirement withdrawals and wages once you are a resident.',
      icon: 'dollar',
    },
    {
      title: 'Homestead Protection',
      text: 'A primary home can qualify for the homestead exemption and the Save Our Homes cap, which limits how fast its assessed value can rise.',
      icon: 'shield',
    },
    {
      title: 'An Easy Trip Home',
      text: 'I-75 runs from Detroit straight down the Gulf Coast, and regular flights link DTW with Tampa, Sarasota and Fort Myers, so summers up north stay simple.',
      icon: 'car',
    },
  ],
  destinations: [
    {
      name: 'Sarasota',
      slug: 'sarasota',
      blurb: 'Beaches, arts and a lively downtown, with homes from condos to golf communities.',
    },
    {
      name: 'Naples',
      slug: 'naples',
      blurb: 'Gulf sunsets, upscale shopping and quiet, well-kept neighborhoods.',
    },
    {
      name: 'Fort Myers',
      slug: 'fort-myers',
      blurb: 'Value-minded choices near Sanibel, Cape Coral and a busy airport.',
    },
    {
      name: 'Tampa Bay',
      slug: 'tampa-bay',
      blurb: 'City amenities, pro sports and neighborhoods from St. Pete to the suburbs.',
    },
    {
      name: 'The Villages',
      slug: 'the-villages',
      blurb: 'An inland, 55-plus lifestyle of golf carts, clubs and town squares.',
    },
  ],
};

export const services: { intro: SectionIntro; items: Feature[] } = {
  intro: {
    eyebrow: 'How I Help',
    title: 'Both Ends of the Move, Handled',
  },
  items: [
    {
      title: 'Selling Your Michigan Home',
      text: `Pricing, preparation and marketing through ${brokerageIn('Michigan')}, timed so your sale funds your Florida purchase.`,
      icon: 'home',
    },
    {
      title: 'Buying in Florida',
      text: `Florida purchases through ${brokerageIn('Florida')}, with flood zone, insurance and association checks before you commit.`,
      icon: 'key',
    },
    {
      title: 'Second Homes and Snowbird Plans',
      text: 'Keeping the Michigan house for summers? We plan winter care, taxes without the Michigan exemption and how the two homes fit your budget.',
      icon: 'sun',
    },
    {
      title: 'One Calendar for Both States',
      text: 'Listing dates, two closings, the move and the January 1 homestead date, in one timeline with one point of contact.',
      icon: 'calendar',
    },
  ],
};

export const process: { intro: SectionIntro; steps: Step[] } = {
  intro: {
    eyebrow: 'The Process',
    title: 'From Metro Detroit to the Gulf Coast',
  },
  steps: [
    {
      title: 'Relocation Consultation',
      description:
        'We decide what kind of move this is (Florida resident or Michigan snowbird), set a budget for both homes and build the timeline around January 1.',
    },
    {
      title: 'Michigan Home Plan',
      description:
        'Sell, keep as a summer home or rent? I prepare a market analysis and walk you through each option, including repairs and timing.',
    },
    {
      title: 'Florida Search',
      description:
        'We narrow the areas, check flood zones and get insurance quotes on real addresses, then tour in person or by live video.',
    },
    {
      title: 'Coordinated Closings',
      description:
        'Offers, inspections and both closings are lined up so you are not carrying two homes longer than needed. Remote signing is often possible.',
    },
    {
      title: 'Settle In',
      description:
        'A checklist for your first weeks: driver license, vehicle registration, declaration of domicile, homestead by March 1 and your Michigan exemption.',
    },
  ],
};

export const faq: { intro: SectionIntro; items: FaqEntry[]; disclaimer: string } = {
  intro: {
    eyebrow: 'FAQ',
    title: 'Michigan to Florida: Your Questions Answered',
  },
  items: [
    {
      question: "How does Florida's homestead exemption work, and when do I apply?",
      answer: [
        'If you own a Florida home and make it your permanent residence as of January 1, you can apply for the homestead exemption with your county property appraiser. The deadline is March 1 of that year. Miss it and you usually wait a year; late filings are accepted only in limited circumstances.',
        'The exemption takes up to $50,000 off the assessed value: the first $25,000 applies to all property taxes, the second (on value between $50,000 and $75,000, now adjusted for inflation) to non-school taxes only. Once it is in place, the Save Our Homes cap limits yearly increases in assessed value to 3% or the change in the Consumer Price Index, whichever is lower.',
        "Closing and moving in by late December lets you apply that spring; closing in January means waiting more than a year. Counties ask for proof such as a Florida driver license and vehicle registration, so check your property appraiser's website.",
      ],
    },
    {
      question: 'What happens to my Michigan Principal Residence Exemption when I move?',
      answer: [
        "Michigan's Principal Residence Exemption (PRE) exempts your home from up to 18 mills of school operating taxes, but only while it is your principal residence. You can't keep it while claiming a similar exemption in another state, such as Florida homestead.",
        'When the Michigan home stops being your principal residence, file Form 2602 (Request to Rescind Principal Residence Exemption) with your city or township assessor, generally within 90 days. If you keep the house as a summer home, expect a higher tax bill. Claiming both exemptions can lead to back taxes, interest and penalties, so ask your assessor how the timing applies to you.',
      ],
    },
    {
      question: 'How do I make Florida my legal home (domicile)?',
      answer: [
        'Domicile is your one permanent home, and both states judge it from the facts: where you spend your time, vote, register your cars, hold a driver license, bank, see doctors and keep the things that matter to you. The more of those point to Florida, the stronger your case.',
        "Many new residents also file a Declaration of Domicile, a sworn statement filed with the clerk of the circuit court in their Florida county. It's optional, but it's useful evidence. If you still spend summers in Michigan, keep a calendar: living in Michigan 183 days or more in a tax year can make you a Michigan resident for income tax. An hour with a tax advisor who knows both states is well spent.",
      ],
    },
    {
      question: 'Does Florida really have no state income tax?',
      answer: [
        'Yes. Florida has no personal state income tax, so once you are a Florida resident the state does not tax your wages, pensions or investment income. Federal income tax still applies.',
        'Michigan can still tax some income: in the year you move you will generally file a Michigan part-year resident return, and income from Michigan sources, such as rent from a Michigan property or the gain on selling Michigan real estate, is generally still taxable there. Florida has a 6% state sales tax plus county surtaxes, and insurance usually costs more than Michiganders expect, so compare total costs, not just the tax line.',
      ],
    },
    {
      question: 'When is snowbird season, and when should I buy or rent?',
      answer: [
        'The busy season runs roughly January through April, when winter residents arrive and demand, prices and traffic peak on the Gulf Coast. Seasonal rentals for those months often book up many months ahead, and many condos and HOAs limit how often or how briefly owners may rent, so read the rules if you plan to rent your place out.',
        'Buying from late spring through fall often means less competition, but it overlaps hurricane season (June 1 to November 30), so line up insurance early. If you want the homestead exemption next year, close and move in before January 1. In Michigan, homes usually show best from spring to early fall, which pairs well with a fall move south.',
      ],
    },
    {
      question: 'What should I know about hurricane insurance and wind mitigation?',
      answer: [
        'Insurance surprises Michigan buyers most. Florida policies usually carry a separate hurricane deductible, often a percentage of the dwelling coverage rather than a flat amount, and some policies near the coast exclude wind so it must be covered separately. Citizens Property Insurance, the state-created insurer of last resort, covers homes when private coverage is not available.',
        'A wind mitigation inspection documents features such as roof shape, roof-to-wall connections and shutters or impact windows; Florida insurers must offer discounts for qualifying features. Older homes often also need a four-point inspection (roof, electrical, plumbing, HVAC). Get quotes on the exact address during your inspection period, and bind coverage well before closing: insurers generally will not write new policies while a named storm threatens.',
      ],
    },
    {
      question: 'How do flood zones and flood insurance work?',
      answer: [
        "Standard homeowners policies don't cover flooding. Flood coverage comes from the National Flood Insurance Program (NFIP) or a private carrier. If a home is in a FEMA high-risk zone (zones beginning with A or V) and you have a federally backed mortgage, your lender will require it. Citizens has also been phasing in a requirement that its policyholders carry flood coverage.",
        'Lower-risk zones still flood: surge and rain from recent hurricanes reached many homes outside the high-risk zones. For every address you are serious about, look up the flood and evacuation zones, ask the seller about past flooding and claims, and get a flood quote. A new NFIP policy generally has a 30-day waiting period unless it is bought with a loan closing.',
      ],
    },
    {
      question: 'When do I need a Florida driver license and vehicle registration?',
      answer: [
        'Once you become a Florida resident, you generally have 30 days to get a Florida driver license, and vehicles must be titled and registered in Florida within a short window (10 days after establishing residency, taking a job or enrolling children in school, as the rule is usually stated). Out-of-state vehicles need a VIN verification and Florida insurance.',
        'These steps also support your domicile and homestead application, so most clients handle them in the first weeks. Requirements and fees change: confirm with the Florida Department of Highway Safety and Motor Vehicles (FLHSMV) or your county tax collector before you go.',
      ],
    },
  ],
  disclaimer:
    'This FAQ is general information, not tax, legal or insurance advice. Rules change; confirm the details with a tax advisor, attorney, insurance agent, your Michigan assessor and your Florida county property appraiser.',
};

// sample: placeholder notes; replace with real clients' words, used with their permission.
export const clientNotes: { intro: SectionIntro; items: TestimonialContent[] } = {
  intro: {
    eyebrow: 'Client Notes',
    title: 'From Michigan Plates to Florida Plates',
  },
  items: [
    {
      name: 'Gary H.',
      location: 'Royal Oak, MI to Naples, FL',
      text: `${agent.firstName} sold our Royal Oak house and found our Naples condo in one season, and made sure we asked the insurance questions before we fell in love with anything.`,
    },
    {
      name: 'Linda M.',
      location: 'Novi, MI to The Villages, FL',
      text: 'We kept a small place in Michigan for summers. The plan for both homes, taxes and timing was laid out on one page, and it worked exactly as written.',
    },
    {
      name: 'Frank D.',
      location: 'Dearborn, MI to Fort Myers, FL',
      text: 'Flood zones, wind mitigation, the homestead deadline: none of it meant anything to us before. We closed in November and filed for homestead the next January.',
    },
  ],
};

/** The line under the hero's buttons that offers the guide in the first screen. */
export const guideOffer = {
  lead: 'Free by email:',
  label: 'The Michigan-to-Florida Move Guide',
  href: `#${anchors.guide}`,
};

export const guide: { title: string; description: string; triggerLabel: string; articleLink: Link } = {
  title: 'The Michigan-to-Florida Move Guide',
  description:
    'A month-by-month checklist for the Michigan house, Florida domicile and homestead, insurance and where to land. Free, by email.',
  triggerLabel: 'Get the Free Guide',
  articleLink: { label: "Read: A Snowbird's Guide", href: blogPath(blogSlugs.snowbirdGuide) },
};

export const leadForm: PromisingFormText = {
  title: 'Plan Your Move to Florida',
  description: (when) =>
    `Tell me where you're headed, when and whether you're keeping the Michigan house. I'll reply ${when} to set up a relocation consultation.`,
};

/** The relocation form's questions in this page's words, its areas and who brokers each side. */
export const relocationForm = {
  labels: {
    homeToSell: 'Do you have a Michigan home to sell?',
    homeArea: 'Where is your Michigan home?',
    destination: 'Which Florida area interests you most?',
  },
  destinations: whyFlorida.destinations.map((area) => area.name),
  homeAreaPlaceholder: 'e.g. Royal Oak',
  submitLabel: 'Start Planning My Move',
  disclosure: [
    `Michigan sales through ${brokerageIn('Michigan')}.`,
    `Florida purchases through ${brokerageIn('Florida')}.`,
  ],
};

export const meta: PageMeta = {
  title: 'Michigan to Florida Relocation | Snowbird Real Estate',
  description:
    'Sell in Metro Detroit and buy in Sarasota, Naples, Fort Myers or Tampa Bay with one agent. Homestead timing, insurance, domicile and second homes explained.',
  keywords: [
    'Michigan to Florida relocation',
    'snowbird real estate',
    'Florida homestead exemption',
    'Michigan principal residence exemption',
    'Sarasota homes for Michigan buyers',
    'Naples second home',
  ],
};
