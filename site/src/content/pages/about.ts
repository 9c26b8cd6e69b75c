/**
 * /about: the agent's story, three values (Integrity, Education, Access), focus-area cities,
 * credentials and the consultation form.
 *
 * SAMPLE BIOGRAPHY: the story below is written for development and makes no factual claims about
 * years, awards or sales volume. The agent should rewrite it in their own words before launch.
 */
import { agent } from '../../config/agent.ts';
import { brokerageIn } from '../../lib/brokerages.ts';
import type { Credential, Feature, FormText, HeroContent, PageMeta, SectionIntro } from '../types.ts';

export const hero: HeroContent = {
  eyebrow: `About ${agent.firstName}`,
  title: 'Detroit Roots. Client-First Results.',
  description:
    'I help Metro Detroit families buy and sell with confidence, and help Michiganders make the move to Florida, for the winter or for good.',
};

export const story: { intro: SectionIntro; paragraphs: string[] } = {
  intro: {
    eyebrow: 'My Story',
    title: `Hi, I'm ${agent.name}`,
  },
  paragraphs: [
    'Metro Detroit is home. I know the Saturday traffic on Woodward, the difference a block makes in Royal Oak, why a Grosse Pointe buyer asks about the boiler before the kitchen, and how much a dry basement is worth to a family in Dearborn. That local knowledge is the heart of how I work.',
    'I got into real estate because I saw how often people make the biggest purchase of their lives without anyone explaining the process plainly. My job is to change that: to tell you what the numbers say, what the inspection really means, and what I would do in your position, even when the honest answer is "wait" or "not this house."',
    `Over time, more of my clients started asking about Florida. Parents heading to Sarasota for the winter, couples retiring to Naples, families splitting the year between Michigan summers and Gulf Coast winters. So I built a Florida practice through ${brokerageIn('Florida')}, alongside my Michigan work with ${brokerageIn('Michigan')}, to guide both ends of the move with one plan.`,
    "Whether you're buying your first bungalow, selling the house you raised your kids in, or trading snow shovels for sandals, you'll get the same thing from me: clear answers, quick replies and a plan built around your life.",
  ],
};

export const values: { intro: SectionIntro; items: Feature[] } = {
  intro: {
    eyebrow: 'What I Stand For',
    title: 'Three Promises to Every Client',
  },
  items: [
    {
      title: 'Integrity',
      text: 'I tell you what I actually think about a price, a house or an offer, and I put every agreement and every fee in writing before you sign. Your interests come before my commission, every time.',
      icon: 'shield',
    },
    {
      title: 'Education',
      text: 'A good decision starts with understanding. I explain buyer agreements, disclosures, inspections and the numbers behind a price in plain English, so you always know why we are doing what we are doing.',
      icon: 'document',
    },
    {
      title: 'Access',
      text: 'I answer my phone, I reply within 15 minutes during my working hours, and I work 7 days a week. You also get access to my network of lenders, inspectors, title companies, insurance advisors and contractors I trust.',
      icon: 'handshake',
    },
  ],
};

/** The cities and counties the agent knows best; the Florida list is for relocation clients. */
export const focusAreas: { intro: SectionIntro; michigan: string[]; florida: string[] } = {
  intro: {
    eyebrow: 'Where I Work',
    title: 'Focus Areas',
    description: `Based in Metro Detroit, serving ${agent.serviceArea.join(', ')}, with Florida relocation support along the Gulf Coast and beyond.`,
  },
  michigan: [
    'Detroit',
    'Birmingham',
    'Royal Oak',
    'Ferndale',
    'Grosse Pointe',
    'Dearborn',
    'Troy',
    'Southfield',
    'Livonia',
    'Novi',
    'Canton',
    'Bloomfield Hills',
  ],
  florida: ['Sarasota', 'Naples', 'Fort Myers', 'Tampa Bay', 'The Villages'],
};

// VERIFY: the agent confirms every line (licences held, memberships, designations) before launch.
export const credentials: { intro: SectionIntro; items: Credential[] } = {
  intro: {
    eyebrow: 'Credentials',
    title: 'Licensed and Accountable',
  },
  items: [
    { title: agent.licenseLine },
    { title: 'Michigan brokerage', detail: brokerageIn('Michigan') },
    {
      title: 'Florida real estate practice',
      detail: `Florida transactions through ${brokerageIn('Florida')}`,
    },
    {
      title: 'Continuing education',
      detail:
        'Ongoing coursework in Michigan real estate law, agency and fair housing, as the licence requires',
    },
    {
      title: 'Buyer representation under the 2024 rules',
      detail: 'Written buyer agreements with clear, negotiable compensation before any tour',
    },
    { title: 'Equal Housing Opportunity', detail: 'I follow fair housing laws in every transaction' },
  ],
};

export const consultationForm: FormText = {
  title: 'Schedule a Consultation',
  description:
    "Tell me a little about your plans. We'll talk through timing, budget and neighborhoods, with no paperwork and no obligation.",
};

export const meta: PageMeta = {
  title: `About ${agent.name} | Metro Detroit Real Estate`,
  description: `Meet ${agent.name}, a Metro Detroit real estate agent with Detroit roots, a client-first approach and a Michigan-to-Florida relocation practice.`,
  keywords: [
    agent.name,
    'Metro Detroit real estate agent',
    'Royal Oak real estate agent',
    'Detroit real estate expert',
    'Michigan to Florida real estate agent',
  ],
};
