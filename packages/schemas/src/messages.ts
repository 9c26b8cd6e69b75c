/**
 * Every visitor-facing text the spec quotes for the forms (spec §5 and §8), in one place so the
 * forms, the site and the edge functions say exactly the same thing.
 */
export const MESSAGES = {
  consentRequired: {
    title: 'Consent Required',
    description: 'Please agree to receive updates to continue',
  },
  // The default; a site says its own promise (the reply time is the agent's) through `successText`.
  inquirySuccess: "Thank you! I'll be in touch soon. Check your email for next steps.",
  requiredFields: 'Please fill in all required fields',
  guideSuccess: {
    title: 'Success!',
    description: 'Your guide has been sent to your email address. Please check your inbox (and spam folder).',
  },
  guideError: {
    title: 'Error',
    description: (agentName: string) =>
      `There was a problem sending your guide. Please try again or contact ${agentName} directly.`,
  },
  reviewSuccess: {
    title: 'Thank you for your review!',
    description: 'Your feedback helps others make informed decisions.',
  },
  partnershipSuccess: {
    title: 'Partnership request sent!',
    description:
      "Thanks for reaching out! We're connecting you with a trusted partner. You'll hear from us within 24 hours.",
  },
  uploadSuccess: {
    title: 'Success!',
    description: 'Images uploaded and listing updated successfully',
  },
  uploadFailed: {
    title: 'Upload failed',
    description: 'Failed to upload images. Please try again.',
  },
} as const;

/** What the back office's sign-in says when the auth server refuses (issue 7). */
export const SIGN_IN_TEXT = {
  invalidCredentials: 'That email and password do not match. Check them and try again.',
  tooManyAttempts: 'Too many attempts. Try again in a few minutes.',
  failed: 'Signing in did not work. Check your connection and try again.',
} as const;

/** Labels and placeholders the spec quotes (spec §5). */
export const FORM_TEXT = {
  consentLabel: 'I agree to receive texts/emails about my inquiry',
  lookingToPlaceholder: 'Select an option',
  timelinePlaceholder: 'Select timeline',
  budgetPlaceholder: 'Select budget range',
  // The default; a site names its own cities through the forms' `areaPlaceholder`.
  areaPlaceholder: 'e.g. the cities or neighborhoods you like',
  notesPlaceholder: 'Tell me more about your goals, specific needs, or any questions...',
  phonePlaceholder: '(248) 555-0123',
  sending: 'Sending...',
  sendingRequest: 'Sending Request...',
  sendingGuide: 'Sending Guide...',
} as const;

// Plain constants, so that the consent lists below stay pure and leave every bundle without them.
const SAVED_SEARCH_EMAIL_CONSENT =
  'By saving, I agree to receive emails about homes that match this search. Every email has a link to stop them.';
const SAVED_SEARCH_TEXTS_CONSENT =
  'Also text me about new matches (message and data rates may apply; reply STOP to stop)';

/** What the save-a-search form and its emails say (issue 28; docs/decisions/052-saved-searches.md). */
export const SAVED_SEARCH_TEXT = {
  title: 'Save this search',
  /** Beside the button: saving is asking for these emails, so it is the consent kept. */
  emailConsent: SAVED_SEARCH_EMAIL_CONSENT,
  /** Its own checkbox, shown once a phone is typed: texts need their own yes. */
  textsConsent: SAVED_SEARCH_TEXTS_CONSENT,
  frequencyLabel: 'How often',
  submit: 'Save Search',
  submitting: 'Saving...',
  sentTitle: 'Check your email to confirm',
  sent: 'I sent you a link. Your search starts once you confirm it; the link works for 7 days.',
  /** The empty results' invitation. */
  emptyTitle: 'Be the first to hear about a match',
} as const;

/** What the save-a-search form says at a field it refuses. */
export const SAVED_SEARCH_ERRORS = {
  frequency: 'Please choose how often to hear about new matches',
  textsPhone: 'Please enter the phone number to text, or untick the texts',
} as const;

/**
 * The consent wordings of a saved search, every one it has shown, newest first: its emails, and its
 * texts (a second, optional yes). Kept apart from `CONSENT_TEXTS`, so the lead forms do not carry
 * them; the saved-search function checks a save against these.
 */
export const SAVED_SEARCH_CONSENT = {
  saved_search: [SAVED_SEARCH_EMAIL_CONSENT],
  saved_search_texts: [SAVED_SEARCH_TEXTS_CONSENT],
} as const;

/**
 * The consent text each form shows beside its checkbox, by form kind: every wording it has shown,
 * newest first (keep old ones, so a page loaded before a change still matches). The lead functions
 * store and email their own copy of the wording a submission names, never the text the client sent.
 */
export const CONSENT_TEXTS: Readonly<Record<string, readonly string[]>> = {
  inquiry: [FORM_TEXT.consentLabel],
  tour: [FORM_TEXT.consentLabel],
  valuation: [FORM_TEXT.consentLabel],
  relocation: [FORM_TEXT.consentLabel],
  open_house: [FORM_TEXT.consentLabel],
};

/**
 * The server's copy of the consent text a form of this kind showed, when `sent` is one of its
 * wordings; `undefined` for any other text, and for forms that ask for no consent.
 */
export function consentTextShown(kind: string, sent: unknown): string | undefined {
  if (typeof sent !== 'string' || !Object.hasOwn(CONSENT_TEXTS, kind)) return undefined;
  return CONSENT_TEXTS[kind]?.find((text) => text === sent.trim());
}

/** The opening line of the notes when a form is tied to a property (spec §5). */
export const interestedIn = (address: string) => `I'm interested in ${address}.`;

/** Messages shown next to a field when its value is missing or malformed. */
export const FIELD_ERRORS = {
  name: 'Please enter your name',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email address',
  emailFormat: 'Please enter a valid email address, like name@example.com',
  emailLocalTooLong: 'Please enter an email address with at most 64 characters before the @',
  emailDomainLabelTooLong:
    'Please enter an email address whose domain has at most 63 characters between dots',
  phone: 'Please enter your phone number',
  phoneFormat: 'Please enter a phone number with area code, like (248) 555-0123',
  lookingTo: "Please choose what you're looking to do",
  timeline: 'Please choose your ideal timeline',
  homeToSell: 'Please tell me whether you have a home to sell',
  partySize: 'Please tell me how many are coming',
  openHouse: 'Please choose an open house that is still to come',
  needHelp: 'Please choose what you need help with',
  tourDay: 'Please choose a day in the next week',
  tourTime: 'Please choose a time of day',
  tourType: 'Please choose in person or by video',
  moveIn: 'Please enter a move-in date within the next year',
  occupants: 'Please enter the number of people moving in, from 1 to 12',
  address: "Please enter the property's street address",
  city: 'Please enter the city',
  experience: 'Please tell me about your experience',
  rating: 'Please choose a rating from 1 to 5 stars',
  password: 'Please enter your password',
  option: 'Please choose one of the listed options',
  /** A free-text field sent something other than text (a list or an object). */
  text: 'Please enter plain text here',
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer`,
} as const;
