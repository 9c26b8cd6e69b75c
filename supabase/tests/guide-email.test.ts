// GUIDE_EMAIL, as send-guide-email reads it: the site's guide email as JSON (decision 034). The
// email it renders is checked end to end in leads.test.ts and lead-relay.test.ts.
import type { GuideEmail } from '@agent-sites/schemas';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../functions/_shared/config.ts';
import { guideEmail, loadGuideEmail } from '../functions/send-guide-email/guide-email.ts';
import type { LeadConfig } from '../functions/_shared/config.ts';
import type { LeadForEmail } from '../functions/_shared/lead-emails.ts';

const GUIDE: GuideEmail = {
  path: '/guides/first-home',
  subject: 'Your First-Home Guide',
  preheader: 'Every step from pre-approval to keys.',
  intro: 'Thank you for requesting the guide.',
  sections: [
    { heading: 'Step by step', style: 'numbered', items: [['Pre-approval', 'Talk to a lender first.']] },
    { heading: 'Dates', style: 'table', items: [['Day 10', 'Inspection ends.']] },
  ],
  closing: ['Reply with your questions.'],
  disclaimer: 'General information, not advice.',
};

const env = (value: string | undefined) => (name: string) => (name === 'GUIDE_EMAIL' ? value : undefined);

describe('GUIDE_EMAIL', () => {
  it('is read as the guide email the site gives', () => {
    expect(loadGuideEmail(env(JSON.stringify(GUIDE)))).toEqual(GUIDE);
  });

  it('is required, and a malformed one is named, so the function refuses to start', () => {
    expect(() => loadGuideEmail(env(undefined))).toThrow(ConfigError);
    expect(() => loadGuideEmail(env(undefined))).toThrow(/GUIDE_EMAIL is required/);
    expect(() => loadGuideEmail(env('{not json'))).toThrow(/GUIDE_EMAIL must be JSON/);
    expect(() => loadGuideEmail(env(JSON.stringify({ ...GUIDE, path: 'guides', sections: [{}] })))).toThrow(
      /GUIDE_EMAIL: path must be a path on the site.*; sections\[0\] must have a heading/,
    );
  });

  it('renders every section, the closing and the small print, in HTML and text', () => {
    const lead = { fields: { email: 'reader@example.com' } } as unknown as LeadForEmail;
    const config = {
      siteUrl: 'https://agent.example.com',
      agent: {
        name: 'Sam Rivera',
        email: 'sam@example.com',
        phone: '(303) 555-0100',
        timeZone: 'America/Denver',
      },
    } as LeadConfig;
    const email = guideEmail(GUIDE, lead, config);
    expect(email).toMatchObject({
      to: 'reader@example.com',
      replyTo: 'sam@example.com',
      subject: GUIDE.subject,
    });
    expect(email.text).toContain('Read the full guide: https://agent.example.com/guides/first-home');
    expect(email.text).toContain('STEP BY STEP\n1. Pre-approval: Talk to a lender first.');
    expect(email.text).toContain('DATES\nDay 10: Inspection ends.');
    expect(email.text).toContain('Reply with your questions.\n\nSam Rivera');
    expect(email.html).toContain('<strong>Pre-approval.</strong> Talk to a lender first.');
    expect(email.html).toContain('General information, not advice.');
  });
});
