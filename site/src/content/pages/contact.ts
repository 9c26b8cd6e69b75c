/**
 * /contact: contact details (phone, email, service area, availability), the "Let's Chat" button
 * that scrolls to the form, the valuation request when asked for (#valuation), the "Send Me a
 * Message" form and the brokerage note.
 */
import { agent } from '../../config/agent.ts';
import { brokerageIn } from '../../lib/brokerages.ts';
import type { Fact, FormText, HeroContent, Link, PageMeta, Promised, PromisingFormText } from '../types.ts';

/** The form's section id, the target of "Let's Chat". */
export const formAnchor = 'contact-form';

export const hero: HeroContent = {
  eyebrow: 'Contact',
  title: "Let's Talk About Your Next Move",
  description:
    'Buying, selling, renting or heading to Florida, it all starts with a conversation. Call, email or send a message, and I will get right back to you.',
};

export const details: {
  intro: { title: string; description: Promised };
  phone: Link;
  email: Link;
  items: Fact[];
} = {
  intro: {
    title: 'Get in Touch',
    description: (when) => `I reply to every message ${when}.`,
  },
  phone: { label: agent.phone.display, href: agent.phone.href },
  email: { label: agent.email, href: `mailto:${agent.email}` },
  items: [
    { label: 'Phone', value: agent.phone.display },
    { label: 'Email', value: agent.email },
    { label: 'Service Area', value: agent.serviceArea.join(', ') },
    { label: 'Availability', value: '7 days a week' },
  ],
};

export const chatButton: Link = { label: "Let's Chat", href: `#${formAnchor}` };

/** The valuation request, shown when the visitor comes to `/contact#valuation`: its section's id. */
export { valuationAnchor } from '../links.ts';

export const valuationForm: PromisingFormText = {
  title: 'Request Your Free Market Analysis',
  description: (when) =>
    `Start with your home's address. I'll compare it with my recent sales nearby and call you ${when} to go through what it could sell for.`,
};

export const messageForm: FormText = {
  title: 'Send Me a Message',
  description:
    "Tell me what you're planning and when. The more you share, the more useful my first reply will be.",
};

/** Under the details: who the agent works with, from the configured brokerages. */
export const brokerageNote = `I work with ${brokerageIn('Michigan')} for Michigan transactions and with ${brokerageIn('Florida')} for Florida transactions. Sending a message does not create an agency relationship; any agreement between us is put in writing first.`;

export const meta: PageMeta = {
  title: `Contact ${agent.name} | Metro Detroit Real Estate`,
  description: `Call, email or message ${agent.name} about buying, selling or renting in Metro Detroit or moving to Florida. Available 7 days a week; replies within 15 minutes in working hours.`,
  keywords: [
    `contact ${agent.name}`,
    'Metro Detroit real estate agent contact',
    'Royal Oak real estate agent',
    'home valuation request',
    'Michigan to Florida relocation help',
  ],
};
