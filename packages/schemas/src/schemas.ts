import { boolean, number, object, string, type InferType } from 'yup';
import { FIELD_ERRORS, MESSAGES } from './messages.ts';
import {
  BATHROOM_OPTIONS,
  BEDROOM_OPTIONS,
  BUDGET_OPTIONS,
  CONDITION_OPTIONS,
  HOME_TO_SELL_OPTIONS,
  LOOKING_TO_OPTIONS,
  NEED_HELP_OPTIONS,
  PARTY_SIZE_OPTIONS,
  PARTNERSHIP_TIMELINE_OPTIONS,
  SELLING_REASON_OPTIONS,
  TIMELINE_OPTIONS,
  TOUR_TIME_OPTIONS,
  TOUR_TYPE_OPTIONS,
  valuesOf,
  VOUCHER_OPTIONS,
} from './options.ts';
import { isDayWithin, isTourDay } from './tour-days.ts';

/**
 * The lead schemas. The same objects validate in the browser (formik) and again on the server
 * (edge functions), so a message a visitor sees next to a field is the one the server would send.
 * Length limits keep hostile payloads small; they are generous for real people.
 */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 32,
  location: 100,
  area: 200,
  address: 200,
  city: 100,
  notes: 5000,
  experience: 5000,
  password: 200,
} as const;

const PHONE_DIGITS = { min: 10, max: 15 };

// Trims text only: yup's own trim() would call .trim() on a list or an object and throw, where the
// type check should refuse it with the field's message.
const trim = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * Text, trimmed and at most `max` characters. `typeError` is what the field says when it is sent a
 * list or an object instead of text (never the case in the form, only from a hand-made request).
 */
const trimmed = (max: number, typeError: string) =>
  string().typeError(typeError).transform(trim).max(max, FIELD_ERRORS.tooLong(max));

/** RFC 5321's limits inside an address: before the @, and each label of the domain between dots. */
const EMAIL_LOCAL_MAX = 64;
const EMAIL_LABEL_MAX = 63;

const email = () =>
  trimmed(LIMITS.email, FIELD_ERRORS.emailFormat)
    .required(FIELD_ERRORS.email)
    // yup's own email test accepts addresses without a dot in the domain; mail to those bounces,
    // as it does to a domain with an empty label (`a@b..com`, `a@.example.com`).
    .matches(/^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/, FIELD_ERRORS.emailFormat)
    // Mail servers refuse longer parts, so the lead's reply would bounce. (The domain's own limit,
    // 255, is never reached: the whole address is at most LIMITS.email.)
    .test('email-local-length', FIELD_ERRORS.emailLocalTooLong, (value) => {
      const at = value?.indexOf('@') ?? -1;
      return at <= EMAIL_LOCAL_MAX;
    })
    .test('email-label-length', FIELD_ERRORS.emailDomainLabelTooLong, (value) => {
      const at = value?.indexOf('@') ?? -1;
      if (!value || at === -1) return true;
      return value
        .slice(at + 1)
        .split('.')
        .every((label) => label.length <= EMAIL_LABEL_MAX);
    });

const phone = () =>
  trimmed(LIMITS.phone, FIELD_ERRORS.phoneFormat).test('phone-format', FIELD_ERRORS.phoneFormat, (value) => {
    if (!value) return true;
    const digits = value.replace(/\D/g, '').length;
    return /^[\d\s().+-]+$/.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
  });

const isOption =
  <T extends string>(values: T[]) =>
  (value: string | undefined) =>
    !value || (values as string[]).includes(value);

// A test rather than yup's `oneOf`: yup checks its allow-list before `required`, so an empty
// value would read "Please choose one of the listed options" instead of the field's own message.
const oneOf = <T extends string>(values: T[], required: string) =>
  string()
    .typeError(required)
    .transform(trim)
    .required(required)
    .test('option', FIELD_ERRORS.option, isOption(values));

const optionalOneOf = <T extends string>(values: T[]) =>
  string()
    .typeError(FIELD_ERRORS.option)
    .transform(trim)
    .default('')
    .test('option', FIELD_ERRORS.option, isOption(values));

/**
 * The field rules every form's schema shares, for the schemas kept in their own modules (a saved
 * search's): an email address (required), a phone number (optional), one of a list's values.
 */
export { email as emailField, oneOf as optionField, phone as phoneField };

/** The consent box of the inquiry, tour and valuation forms: it must be ticked (spec §5). */
const consent = () =>
  boolean()
    .typeError(MESSAGES.consentRequired.description)
    .required(MESSAGES.consentRequired.description)
    .oneOf([true], MESSAGES.consentRequired.description);

export const inquirySchema = object({
  name: trimmed(LIMITS.name, FIELD_ERRORS.name).required(FIELD_ERRORS.name),
  email: email(),
  phone: phone().required(FIELD_ERRORS.phone),
  lookingTo: oneOf(valuesOf(LOOKING_TO_OPTIONS), FIELD_ERRORS.lookingTo),
  timeline: oneOf(valuesOf(TIMELINE_OPTIONS), FIELD_ERRORS.timeline),
  budget: optionalOneOf(valuesOf(BUDGET_OPTIONS)),
  area: trimmed(LIMITS.area, FIELD_ERRORS.text).default(''),
  notes: trimmed(LIMITS.notes, FIELD_ERRORS.text).default(''),
  consent: consent(),
});
export type InquiryValues = InferType<typeof inquirySchema>;

/** How far ahead a rental's move-in date may be. */
const MOVE_IN_WITHIN_DAYS = 366;

/**
 * A tour request from a listing's or the rental's page, or a listing card (issue 16, 26): name,
 * email, phone, "I'm looking to" (the form sends buying or renting, as the home is) and consent
 * (spec §5), the day (one of the next seven, `tourDays`), the part of the day and in person or by
 * video; a timeline is kept when one is sent, but the day says when. A rental's tour also asks for the move-in date, the number of occupants and
 * whether the applicant holds a housing voucher; those stay optional. The days are the agent's,
 * so the schema is made for the agent's IANA time zone.
 */
export const makeTourRequestSchema = (timeZone: string) =>
  object({
    name: trimmed(LIMITS.name, FIELD_ERRORS.name).required(FIELD_ERRORS.name),
    email: email(),
    phone: phone().required(FIELD_ERRORS.phone),
    lookingTo: oneOf(valuesOf(LOOKING_TO_OPTIONS), FIELD_ERRORS.lookingTo),
    // The day chosen says when: the form no longer asks a timeline (docs/decisions/040-the-cards-tour.md).
    timeline: optionalOneOf(valuesOf(TIMELINE_OPTIONS)),
    tourDay: string()
      .typeError(FIELD_ERRORS.tourDay)
      .transform(trim)
      .required(FIELD_ERRORS.tourDay)
      .test('tour-day', FIELD_ERRORS.tourDay, (value) => !value || isTourDay(value, new Date(), timeZone)),
    tourTime: oneOf(valuesOf(TOUR_TIME_OPTIONS), FIELD_ERRORS.tourTime),
    tourType: oneOf(valuesOf(TOUR_TYPE_OPTIONS), FIELD_ERRORS.tourType).default('in-person'),
    moveIn: string()
      .typeError(FIELD_ERRORS.moveIn)
      .transform(trim)
      .default('')
      .test(
        'move-in',
        FIELD_ERRORS.moveIn,
        (value) => !value || isDayWithin(value, new Date(), MOVE_IN_WITHIN_DAYS, timeZone),
      ),
    occupants: number()
      .typeError(FIELD_ERRORS.occupants)
      .transform((value: unknown, original: unknown) => (original === '' ? undefined : value))
      .integer(FIELD_ERRORS.occupants)
      .min(1, FIELD_ERRORS.occupants)
      .max(12, FIELD_ERRORS.occupants)
      .optional(),
    voucher: optionalOneOf(valuesOf(VOUCHER_OPTIONS)),
    notes: trimmed(LIMITS.notes, FIELD_ERRORS.text).default(''),
    consent: consent(),
  });
export type TourRequestValues = InferType<ReturnType<typeof makeTourRequestSchema>>;

/**
 * A home-valuation request (issue 16): the property first (street address and city, then beds,
 * baths, condition and the reason to sell), then who is asking, their timeline and consent.
 */
export const valuationRequestSchema = object({
  address: trimmed(LIMITS.address, FIELD_ERRORS.address).required(FIELD_ERRORS.address),
  city: trimmed(LIMITS.city, FIELD_ERRORS.city).required(FIELD_ERRORS.city),
  bedrooms: optionalOneOf(valuesOf(BEDROOM_OPTIONS)),
  bathrooms: optionalOneOf(valuesOf(BATHROOM_OPTIONS)),
  condition: optionalOneOf(valuesOf(CONDITION_OPTIONS)),
  reason: optionalOneOf(valuesOf(SELLING_REASON_OPTIONS)),
  name: trimmed(LIMITS.name, FIELD_ERRORS.name).required(FIELD_ERRORS.name),
  email: email(),
  phone: phone().required(FIELD_ERRORS.phone),
  timeline: oneOf(valuesOf(TIMELINE_OPTIONS), FIELD_ERRORS.timeline),
  notes: trimmed(LIMITS.notes, FIELD_ERRORS.text).default(''),
  consent: consent(),
});
export type ValuationRequestValues = InferType<typeof valuationRequestSchema>;

/**
 * A relocation request (issue 26): whether there is a home to sell and where, where the visitor
 * would like to live, the budget and when, then who is asking and consent. The places are free
 * text: the site offers its own areas, and a visitor may name another.
 */
export const relocationRequestSchema = object({
  homeToSell: oneOf(valuesOf(HOME_TO_SELL_OPTIONS), FIELD_ERRORS.homeToSell),
  homeArea: trimmed(LIMITS.area, FIELD_ERRORS.text).default(''),
  destination: trimmed(LIMITS.area, FIELD_ERRORS.text).default(''),
  budget: optionalOneOf(valuesOf(BUDGET_OPTIONS)),
  timeline: oneOf(valuesOf(TIMELINE_OPTIONS), FIELD_ERRORS.timeline),
  name: trimmed(LIMITS.name, FIELD_ERRORS.name).required(FIELD_ERRORS.name),
  email: email(),
  phone: phone().required(FIELD_ERRORS.phone),
  notes: trimmed(LIMITS.notes, FIELD_ERRORS.text).default(''),
  consent: consent(),
});
export type RelocationRequestValues = InferType<typeof relocationRequestSchema>;

/**
 * An RSVP to an open house (issue 26): which one (its start, an ISO timestamp the page sends), who
 * is coming and how many, and consent. The phone is optional: a visitor who just wants to come by
 * should not have to expect a call.
 */
export const openHouseRsvpSchema = object({
  openHouse: string()
    .typeError(FIELD_ERRORS.openHouse)
    .transform(trim)
    .required(FIELD_ERRORS.openHouse)
    .max(40, FIELD_ERRORS.openHouse)
    .test('open-house', FIELD_ERRORS.openHouse, (value) => !value || !Number.isNaN(Date.parse(value))),
  partySize: oneOf(valuesOf(PARTY_SIZE_OPTIONS), FIELD_ERRORS.partySize),
  name: trimmed(LIMITS.name, FIELD_ERRORS.name).required(FIELD_ERRORS.name),
  email: email(),
  phone: phone().default(''),
  consent: consent(),
});
export type OpenHouseRsvpValues = InferType<typeof openHouseRsvpSchema>;

export const reviewSchema = object({
  name: trimmed(LIMITS.name, FIELD_ERRORS.name).required(FIELD_ERRORS.name),
  location: trimmed(LIMITS.location, FIELD_ERRORS.text).default(''),
  experience: trimmed(LIMITS.experience, FIELD_ERRORS.experience).required(FIELD_ERRORS.experience),
  rating: number()
    // Without it a non-number reads "rating must be a `number` type, but the final value was: `NaN`".
    .typeError(FIELD_ERRORS.rating)
    .required(FIELD_ERRORS.rating)
    .integer(FIELD_ERRORS.rating)
    .min(1, FIELD_ERRORS.rating)
    .max(5, FIELD_ERRORS.rating)
    .default(5),
});
export type ReviewValues = InferType<typeof reviewSchema>;

export const partnershipSchema = object({
  name: trimmed(LIMITS.name, FIELD_ERRORS.name).required(FIELD_ERRORS.name),
  email: email(),
  phone: phone().default(''),
  needHelp: oneOf(valuesOf(NEED_HELP_OPTIONS), FIELD_ERRORS.needHelp),
  timeline: optionalOneOf(valuesOf(PARTNERSHIP_TIMELINE_OPTIONS)),
  notes: trimmed(LIMITS.notes, FIELD_ERRORS.text).default(''),
});
export type PartnershipValues = InferType<typeof partnershipSchema>;

export const guideRequestSchema = object({
  firstName: trimmed(LIMITS.name, FIELD_ERRORS.firstName).required(FIELD_ERRORS.firstName),
  lastName: trimmed(LIMITS.name, FIELD_ERRORS.lastName).required(FIELD_ERRORS.lastName),
  email: email(),
  phone: phone().default(''),
  message: trimmed(LIMITS.notes, FIELD_ERRORS.text).default(''),
});
export type GuideRequestValues = InferType<typeof guideRequestSchema>;

export const subscribeSchema = object({
  email: email(),
});
export type SubscribeValues = InferType<typeof subscribeSchema>;

/**
 * The agent's sign-in to the back office. Only presence and shape are checked here: whether the
 * password is right is the auth server's answer, never the browser's guess.
 */
export const signInSchema = object({
  email: email(),
  password: string()
    .typeError(FIELD_ERRORS.password)
    .max(LIMITS.password, FIELD_ERRORS.tooLong(LIMITS.password))
    .required(FIELD_ERRORS.password),
});
export type SignInValues = InferType<typeof signInSchema>;
