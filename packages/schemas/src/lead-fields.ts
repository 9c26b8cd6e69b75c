/**
 * The lead forms' fields in words. The forms show `FORM_FIELD_LABELS`; the agent's email of an
 * inquiry repeats the inquiry form's labels, so it reads as the visitor filled it in. The back
 * office, and the agent's email of the other forms, name each field shortly: `LEAD_FIELD_NAMES`.
 */

/** The label beside each field, by form (spec §3). */
export const FORM_FIELD_LABELS = {
  inquiry: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    lookingTo: "I'm looking to",
    timeline: 'Ideal timeline',
    budget: 'Budget range',
    area: 'Preferred area(s) / neighborhoods',
    /** The seller variant asks for the home to value instead. */
    sellerArea: 'Property address or area',
    notes: 'Additional details or questions',
  },
  /** A tour request keeps the inquiry's labels (spec §5) and adds its slot. */
  tour: {
    tourDay: 'Day',
    tourTime: 'Time of day',
    tourType: 'How would you like to tour?',
    moveIn: 'Move-in date',
    occupants: 'Number of occupants',
    voucher: 'Housing voucher (Section 8)',
  },
  /** A valuation request asks about the home first. */
  valuation: {
    address: 'Property address',
    city: 'City',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    condition: 'Condition',
    reason: 'Reason for selling',
    timeline: 'When would you like to sell?',
  },
  /**
   * A relocation request asks where the visitor is moving from and to; the site's labels name the
   * two places (`RelocationRequestForm`'s `labels`), these are the general words.
   */
  relocation: {
    homeToSell: 'Do you have a home to sell?',
    homeArea: 'Where is the home you are selling?',
    destination: 'Where would you like to live?',
    budget: 'Budget for your next home',
    timeline: 'When would you like to move?',
  },
  review: {
    name: 'Your Name',
    location: 'Location',
    experience: 'Your Experience',
    rating: 'Rating',
  },
  partnership: {
    name: 'Full Name',
    email: 'Email',
    phone: 'Phone',
    needHelp: 'What do you need help with?',
    timeline: 'Timeline',
    notes: 'Anything else I should know?',
  },
  guide: {
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
  },
  subscribe: {
    email: 'Email address',
  },
} as const;

/**
 * Every field a form sends, named shortly for the agent's records, in the forms' order (name,
 * contact, choices, message): the back office's lead page and CSV, and the agent's emails.
 */
export const LEAD_FIELD_NAMES = {
  name: 'Name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  address: 'Property address',
  city: 'City',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  condition: 'Condition',
  reason: 'Reason to sell',
  homeToSell: 'Home to sell',
  homeArea: 'Home to sell in',
  destination: 'Moving to',
  openHouse: 'Open house',
  partySize: 'Coming',
  tourDay: 'Tour day',
  tourTime: 'Time of day',
  tourType: 'Tour',
  moveIn: 'Move-in date',
  occupants: 'Occupants',
  voucher: 'Housing voucher',
  lookingTo: 'Looking to',
  timeline: 'Timeline',
  budget: 'Budget',
  area: 'Area',
  location: 'Location',
  needHelp: 'Needs help with',
  rating: 'Rating',
  experience: 'Experience',
  message: 'Message',
  notes: 'Notes',
  consent: 'Consent box ticked',
} as const;
