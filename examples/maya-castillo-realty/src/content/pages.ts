// Maya's words on every page, in her voice.
import { agent } from '../config/agent.ts';

export const home = {
  meta: {
    title: `${agent.name} | Fort Collins and Northern Colorado Real Estate`,
    description:
      'Homes in Fort Collins, Loveland and Windsor with a broker who answers the same day. Tour a listing or ask me anything.',
  },
  hero: {
    eyebrow: 'Fort Collins, Colorado',
    title: 'Find your place under the foothills.',
    description:
      "I'm Maya. I have sold homes along the Front Range for twelve years, and I still walk every one before I show it to you.",
    actions: [
      { href: '/listings', label: 'See my listings' },
      { href: '/contact', label: 'Ask me a question', variant: 'secondary' as const },
    ],
  },
  listingsHeading: 'On the market now',
  form: {
    title: 'Tell me what you are looking for',
    description: "Send me a note and I'll reply before the end of the business day, Mountain Time.",
  },
};

export const listings = {
  meta: {
    title: 'Homes for Sale in Northern Colorado',
    description:
      'Every home I have listed in Fort Collins, Loveland and Windsor, with photos and tour times.',
  },
  heading: 'My listings',
  intro: 'Homes I represent right now, newest first. Pick one to book a tour on a day that suits you.',
  empty: 'Nothing is listed this week. Tell me what you need and I will watch for it.',
};

export const listing = {
  back: 'All listings',
  about: 'About this home',
  tourDescription: 'Choose a day and a time of day; I will confirm by phone or email.',
  askDescription: 'Ask me anything about this home.',
  notFoundTitle: 'Listing',
};

export const about = {
  meta: {
    title: `About ${agent.name}`,
    description: 'A Fort Collins broker who grew up in Larimer County and works with one brokerage.',
  },
  hero: { eyebrow: `About ${agent.firstName}`, title: 'Born in Loveland, at home in Fort Collins.' },
  paragraphs: [
    'I grew up between the reservoir and the foothills, and I came back after college to sell the houses I used to bike past.',
    'I work with one brokerage, Poudre Valley Realty, and with a small number of clients at a time, so each of them gets my whole attention.',
    'Ask me about water rights, wildfire mitigation or the best school bus routes in Timnath: I like the questions other agents skip.',
  ],
};

export const contact = {
  meta: {
    title: `Contact ${agent.name}`,
    description: 'Call, text or write to Maya Castillo about buying or selling in Northern Colorado.',
  },
  heading: 'Let us talk',
  intro: `Call or text ${agent.phone.display}, write to ${agent.email}, or use the form.`,
  form: { title: 'Send me a message', description: 'I answer every message the same business day.' },
};

export const notFound = {
  meta: { title: 'Page Not Found', description: 'That page is not on this site.' },
  heading: 'That trail does not go anywhere',
  text: 'The page you asked for is not here. My listings are a good place to start.',
};
