/** A choice in a select: the stored value and the label a visitor reads. */
export interface Option<V extends string = string> {
  value: V;
  label: string;
}

/** "I'm looking to" (spec §3). */
export const LOOKING_TO_OPTIONS = [
  { value: 'buy', label: 'Buy a Home' },
  { value: 'sell', label: 'Sell My Home' },
  { value: 'both', label: 'Both Buy & Sell' },
  { value: 'invest', label: 'Invest in Property' },
  { value: 'rent', label: 'Rent a Home' },
  { value: 'consult', label: 'General Consultation' },
] as const satisfies readonly Option[];

/** "Ideal timeline" (spec §3). */
export const TIMELINE_OPTIONS = [
  { value: '0-3', label: '0-3 months' },
  { value: '3-6', label: '3-6 months' },
  { value: '6-12', label: '6-12 months' },
  { value: '12+', label: '12+ months' },
  { value: 'research', label: 'Just researching' },
] as const satisfies readonly Option[];

/** "Budget range" (spec §3). */
export const BUDGET_OPTIONS = [
  { value: 'under-200k', label: 'Under $200K' },
  { value: '200-300k', label: '$200K - $300K' },
  { value: '300-400k', label: '$300K - $400K' },
  { value: '400-500k', label: '$400K - $500K' },
  { value: '500-750k', label: '$500K - $750K' },
  { value: '750k-1m', label: '$750K - $1M' },
  { value: 'over-1m', label: 'Over $1M' },
  { value: 'flexible', label: 'Flexible' },
] as const satisfies readonly Option[];

/** "What do you need help with?" on the partnership request form (spec §3). */
export const NEED_HELP_OPTIONS = [
  { value: 'mortgage', label: 'Mortgage & Pre-Approval' },
  { value: 'inspection', label: 'Home Inspection' },
  { value: 'title-closing', label: 'Title & Closing' },
  { value: 'insurance', label: 'Insurance' },
  { value: 'contractor-other', label: 'Contractor or Other' },
] as const satisfies readonly Option[];

/** Timeline on the partnership request form (spec §3). */
export const PARTNERSHIP_TIMELINE_OPTIONS = [
  { value: '0-3-months', label: '0-3 months' },
  { value: '3-6-months', label: '3-6 months' },
  { value: '6-12-months', label: '6-12 months' },
  { value: 'just-researching', label: 'Just researching' },
] as const satisfies readonly Option[];

/** A tour request's part of the day (issue 16). */
export const TOUR_TIME_OPTIONS = [
  { value: 'morning', label: 'Morning (9 AM - noon)' },
  { value: 'afternoon', label: 'Afternoon (noon - 4 PM)' },
  { value: 'evening', label: 'Evening (4 - 7 PM)' },
] as const satisfies readonly Option[];

/** How a tour is held (issue 16). */
export const TOUR_TYPE_OPTIONS = [
  { value: 'in-person', label: 'In person' },
  { value: 'video', label: 'By video call' },
] as const satisfies readonly Option[];

/** Bedrooms of the home to value (issue 16). */
export const BEDROOM_OPTIONS = [
  { value: '1', label: '1 bedroom' },
  { value: '2', label: '2 bedrooms' },
  { value: '3', label: '3 bedrooms' },
  { value: '4', label: '4 bedrooms' },
  { value: '5+', label: '5 or more bedrooms' },
] as const satisfies readonly Option[];

/** Bathrooms of the home to value (issue 16). */
export const BATHROOM_OPTIONS = [
  { value: '1', label: '1 bath' },
  { value: '1.5', label: '1.5 baths' },
  { value: '2', label: '2 baths' },
  { value: '2.5', label: '2.5 baths' },
  { value: '3+', label: '3 or more baths' },
] as const satisfies readonly Option[];

/** The condition of the home to value (issue 16). */
export const CONDITION_OPTIONS = [
  { value: 'move-in-ready', label: 'Move-in ready, recently updated' },
  { value: 'good', label: 'Good, some updates due' },
  { value: 'needs-work', label: 'Needs work' },
  { value: 'fixer', label: 'Major repairs needed' },
] as const satisfies readonly Option[];

/** Why the owner is thinking of selling (issue 16). */
export const SELLING_REASON_OPTIONS = [
  { value: 'upsizing', label: 'Moving up to a bigger home' },
  { value: 'downsizing', label: 'Downsizing' },
  { value: 'moving-away', label: 'Moving out of the area' },
  { value: 'relocating', label: 'Relocating for work or family' },
  { value: 'estate', label: 'Inherited or estate sale' },
  { value: 'investment', label: 'Selling an investment property' },
  { value: 'curious', label: 'Just curious what it is worth' },
] as const satisfies readonly Option[];

/** Whether a rental applicant holds a housing voucher (Section 8 is accepted, spec §3). */
export const VOUCHER_OPTIONS = [
  { value: 'yes', label: 'Yes, I have a housing voucher' },
  { value: 'no', label: 'No' },
] as const satisfies readonly Option[];

/**
 * Whether someone moving has a home to sell where they live now (the relocation form, issue 26).
 * The site names the places in the question's label; the answers stay general.
 */
export const HOME_TO_SELL_OPTIONS = [
  { value: 'yes', label: 'Yes, I have a home to sell' },
  { value: 'sold', label: 'Already sold or under contract' },
  { value: 'no', label: 'No, I rent or have nothing to sell' },
  { value: 'keeping', label: "I'm keeping it (second home or rental)" },
] as const satisfies readonly Option[];

/** How many are coming to an open house (the RSVP, issue 26). */
export const PARTY_SIZE_OPTIONS = [
  { value: '1', label: 'Just me' },
  { value: '2', label: '2 people' },
  { value: '3', label: '3 people' },
  { value: '4', label: '4 people' },
  { value: '5+', label: '5 or more' },
] as const satisfies readonly Option[];

type ValueOf<T extends readonly Option[]> = T[number]['value'];
export type LookingTo = ValueOf<typeof LOOKING_TO_OPTIONS>;
export type Timeline = ValueOf<typeof TIMELINE_OPTIONS>;
export type Budget = ValueOf<typeof BUDGET_OPTIONS>;
export type NeedHelp = ValueOf<typeof NEED_HELP_OPTIONS>;
export type PartnershipTimeline = ValueOf<typeof PARTNERSHIP_TIMELINE_OPTIONS>;
export type TourTime = ValueOf<typeof TOUR_TIME_OPTIONS>;
export type TourType = ValueOf<typeof TOUR_TYPE_OPTIONS>;
export type Condition = ValueOf<typeof CONDITION_OPTIONS>;
export type SellingReason = ValueOf<typeof SELLING_REASON_OPTIONS>;
export type HomeToSell = ValueOf<typeof HOME_TO_SELL_OPTIONS>;
export type PartySize = ValueOf<typeof PARTY_SIZE_OPTIONS>;

export const valuesOf = <T extends readonly Option[]>(options: T): ValueOf<T>[] =>
  options.map((option) => option.value);
