// Leads as visitors send them, through the real submit-lead and send-guide-email functions, for
// the back-office tests.
import { expect } from '@playwright/test';
import { FORM_TEXT, tourDays } from '../../packages/schemas/src/index.ts';
import { agent } from '../../site/src/config/agent.ts';
import { callFunction } from './api.ts';

export const MAPLEWOOD = {
  slug: '1428-maplewood-ave-royal-oak',
  title: 'Updated Colonial Near Downtown Royal Oak',
  address: '1428 Maplewood Ave, Royal Oak, MI 48067',
} as const;

interface Lead {
  kind: 'inquiry' | 'tour' | 'valuation' | 'partnership' | 'guide' | 'review';
  values: Record<string, unknown>;
  page: string;
  listingSlug?: string;
  variant?: string;
}

/** Sends one form as a visitor's browser would; answers the stored lead's id. */
export async function sendLead(baseURL: string | undefined, lead: Lead): Promise<string> {
  const consenting = ['inquiry', 'tour', 'valuation'].includes(lead.kind);
  const fn = lead.kind === 'guide' ? 'send-guide-email' : 'submit-lead';
  const response = await callFunction(baseURL, fn, {
    ...lead,
    consentText: consenting ? FORM_TEXT.consentLabel : undefined,
    elapsedMs: 30_000,
    website: '',
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** A tour of the Maplewood colonial tomorrow morning, in person. Sample contact details. */
export const tourRequest = (name: string, email: string, phone = '(248) 555-0147'): Lead => ({
  kind: 'tour',
  values: {
    name,
    email,
    phone,
    lookingTo: 'buy',
    timeline: '0-3',
    tourDay: tourDays(new Date(), agent.timeZone)[1]?.value,
    tourTime: 'morning',
    tourType: 'in-person',
    notes: 'Is the basement finished?',
    consent: true,
  },
  page: `/listing/${MAPLEWOOD.slug}`,
  listingSlug: MAPLEWOOD.slug,
});

/** A request to value a home in Wyandotte. Sample contact details. */
export const valuationRequest = (
  name: string,
  email: string,
  address: string,
  phone = '(734) 555-0163',
): Lead => ({
  kind: 'valuation',
  values: { address, city: 'Wyandotte', name, email, phone, timeline: '3-6', notes: '', consent: true },
  page: '/sellers',
});

/** A question from the contact page. Sample contact details. */
export const question = (name: string, email: string, phone = '(313) 555-0182'): Lead => ({
  kind: 'inquiry',
  values: {
    name,
    email,
    phone,
    lookingTo: 'sell',
    timeline: '3-6',
    budget: '',
    area: 'Ferndale',
    notes: 'What is my bungalow worth?',
    consent: true,
  },
  page: '/contact',
  variant: 'full',
});

/** A mortgage partner request. Sample contact details. */
export const partnerRequest = (name: string, email: string): Lead => ({
  kind: 'partnership',
  values: { name, email, phone: '(313) 555-0188', needHelp: 'mortgage', timeline: '0-3-months', notes: '' },
  page: '/partnerships',
});

/** A request for the Michigan-to-Florida guide, without a phone. Sample contact details. */
export const guideRequest = (firstName: string, email: string): Lead => ({
  kind: 'guide',
  values: { firstName, lastName: 'Shah', email, phone: '', message: 'Moving to Sarasota next fall.' },
  page: '/guides/michigan-to-florida',
});
