import { describe, expect, it } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { FIELD_ERRORS, MESSAGES } from './messages.ts';
import {
  BUDGET_OPTIONS,
  LOOKING_TO_OPTIONS,
  NEED_HELP_OPTIONS,
  PARTNERSHIP_TIMELINE_OPTIONS,
  TIMELINE_OPTIONS,
} from './options.ts';
import {
  guideRequestSchema,
  inquirySchema,
  LIMITS,
  partnershipSchema,
  reviewSchema,
  signInSchema,
  subscribeSchema,
} from './schemas.ts';

const makeInquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jordan Ellis',
  email: 'jordan.ellis@example.com',
  phone: '(248) 555-0142',
  lookingTo: 'buy',
  timeline: '3-6',
  budget: '300-400k',
  area: 'Royal Oak, Ferndale',
  notes: 'Looking for a 3-bedroom bungalow near downtown Royal Oak.',
  consent: true,
  ...overrides,
});

const makeReview = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Delgado',
  location: 'Birmingham, MI',
  experience: 'Sold our Birmingham colonial in nine days, over asking.',
  rating: 5,
  ...overrides,
});

const makePartnershipRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Andre Williams',
  email: 'andre.williams@example.com',
  phone: '(313) 555-0188',
  needHelp: 'mortgage',
  timeline: '0-3-months',
  notes: 'First-time buyer in Detroit, looking at FHA options.',
  ...overrides,
});

const makeGuideRequest = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.com',
  phone: '',
  message: '',
  ...overrides,
});

/**
 * The message a form would show next to `path`: the first error for that path when every rule is
 * checked, as formik does. `undefined` when the field is valid.
 */
async function errorAt(schema: AnyObjectSchema, values: object, path: string) {
  try {
    await schema.validate(values, { abortEarly: false });
    return undefined;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.find((inner) => inner.path === path)?.message;
  }
}

const longText = (length: number) => 'a'.repeat(length);

describe('inquirySchema', () => {
  it('accepts a complete inquiry', async () => {
    await expect(inquirySchema.validate(makeInquiry())).resolves.toEqual(makeInquiry());
  });

  it.each([
    ['name', FIELD_ERRORS.name],
    ['email', FIELD_ERRORS.email],
    ['phone', FIELD_ERRORS.phone],
    ['lookingTo', FIELD_ERRORS.lookingTo],
    ['timeline', FIELD_ERRORS.timeline],
  ])('asks for the required %s with its own message when it is empty', async (field, message) => {
    await expect(errorAt(inquirySchema, makeInquiry({ [field]: '' }), field)).resolves.toBe(message);
    await expect(errorAt(inquirySchema, makeInquiry({ [field]: undefined }), field)).resolves.toBe(message);
  });

  it('treats a name of only spaces as missing', async () => {
    await expect(errorAt(inquirySchema, makeInquiry({ name: '   ' }), 'name')).resolves.toBe(
      FIELD_ERRORS.name,
    );
  });

  it('leaves budget, area and notes optional, defaulting them to empty text', async () => {
    const { budget: _budget, area: _area, notes: _notes, ...required } = makeInquiry();
    await expect(inquirySchema.validate(required)).resolves.toMatchObject({
      budget: '',
      area: '',
      notes: '',
    });
    await expect(
      inquirySchema.validate(makeInquiry({ budget: '', area: '', notes: '' })),
    ).resolves.toBeTruthy();
  });

  it.each(LOOKING_TO_OPTIONS.map((option) => option.value))(
    'accepts "%s" as what the visitor is looking to do',
    async (lookingTo) => {
      await expect(errorAt(inquirySchema, makeInquiry({ lookingTo }), 'lookingTo')).resolves.toBeUndefined();
    },
  );

  it.each(TIMELINE_OPTIONS.map((option) => option.value))('accepts "%s" as a timeline', async (timeline) => {
    await expect(errorAt(inquirySchema, makeInquiry({ timeline }), 'timeline')).resolves.toBeUndefined();
  });

  it.each(BUDGET_OPTIONS.map((option) => option.value))('accepts "%s" as a budget', async (budget) => {
    await expect(errorAt(inquirySchema, makeInquiry({ budget }), 'budget')).resolves.toBeUndefined();
  });

  it.each([
    ['lookingTo', 'lease'],
    ['lookingTo', 'Buy a Home'],
    ['timeline', '1-2'],
    ['timeline', 'asap'],
    ['budget', 'over-2m'],
    ['budget', '$300K - $400K'],
  ])('refuses %s "%s", which is not one of the listed options', async (field, value) => {
    await expect(errorAt(inquirySchema, makeInquiry({ [field]: value }), field)).resolves.toBe(
      FIELD_ERRORS.option,
    );
  });

  it('accepts an option with stray spaces around it and stores it trimmed', async () => {
    await expect(
      inquirySchema.validate(makeInquiry({ lookingTo: ' sell ', timeline: '12+ ' })),
    ).resolves.toMatchObject({ lookingTo: 'sell', timeline: '12+' });
  });

  it('requires consent to be given, with the "Consent Required" description', async () => {
    await expect(errorAt(inquirySchema, makeInquiry({ consent: false }), 'consent')).resolves.toBe(
      MESSAGES.consentRequired.description,
    );
    await expect(errorAt(inquirySchema, makeInquiry({ consent: undefined }), 'consent')).resolves.toBe(
      MESSAGES.consentRequired.description,
    );
  });

  it.each([
    '(248) 555-0123',
    '248-555-0123',
    '248.555.0123',
    '2485550123',
    '+1 248 555 0123',
    '1-313-555-0188',
    '+44 20 7946 0958',
  ])('accepts the phone number %s', async (phone) => {
    await expect(errorAt(inquirySchema, makeInquiry({ phone }), 'phone')).resolves.toBeUndefined();
  });

  it.each([
    ['without an area code', '555-0123'],
    ['written in words', 'call my cell'],
    ['with an extension in letters', '248-555-0123 ext 4'],
    ['with more than 15 digits', '+1 248 555 0123 45678'],
  ])('refuses a phone number %s', async (_case, phone) => {
    await expect(errorAt(inquirySchema, makeInquiry({ phone }), 'phone')).resolves.toBe(
      FIELD_ERRORS.phoneFormat,
    );
  });

  it.each(['jordan.ellis@example.com', 'j+homes@mail.example.co', 'JORDAN@EXAMPLE.COM'])(
    'accepts the email address %s',
    async (email) => {
      await expect(errorAt(inquirySchema, makeInquiry({ email }), 'email')).resolves.toBeUndefined();
    },
  );

  it.each([
    'jordan',
    'jordan@example',
    'jordan@example.c',
    'jordan ellis@example.com',
    '@example.com',
    'jordan@example..com',
    'jordan@.example.com',
    'jordan@example.com.',
  ])('refuses the malformed email address "%s"', async (email) => {
    await expect(errorAt(inquirySchema, makeInquiry({ email }), 'email')).resolves.toBe(
      FIELD_ERRORS.emailFormat,
    );
  });

  it.each([
    ['name', LIMITS.name],
    ['area', LIMITS.area],
    ['notes', LIMITS.notes],
  ] as const)('allows %s up to %i characters and refuses one more', async (field, max) => {
    await expect(
      errorAt(inquirySchema, makeInquiry({ [field]: longText(max) }), field),
    ).resolves.toBeUndefined();
    await expect(errorAt(inquirySchema, makeInquiry({ [field]: longText(max + 1) }), field)).resolves.toBe(
      FIELD_ERRORS.tooLong(max),
    );
  });

  it('refuses an email address longer than the limit', async () => {
    const email = `${longText(LIMITS.email - '@example.com'.length + 1)}@example.com`;
    await expect(errorAt(inquirySchema, makeInquiry({ email }), 'email')).resolves.toBe(
      FIELD_ERRORS.tooLong(LIMITS.email),
    );
  });

  it('allows 64 characters before the @ and refuses 65, as mail servers do (RFC 5321)', async () => {
    const at = (local: string) =>
      errorAt(inquirySchema, makeInquiry({ email: `${local}@example.com` }), 'email');
    await expect(at(longText(64))).resolves.toBeUndefined();
    await expect(at(longText(65))).resolves.toBe(FIELD_ERRORS.emailLocalTooLong);
    await expect(at(longText(240))).resolves.toBe(FIELD_ERRORS.emailLocalTooLong);
  });

  it('allows 63 characters between the dots of the domain and refuses 64', async () => {
    const at = (label: string) =>
      errorAt(inquirySchema, makeInquiry({ email: `jordan@${label}.com` }), 'email');
    await expect(at(longText(63))).resolves.toBeUndefined();
    await expect(at(longText(64))).resolves.toBe(FIELD_ERRORS.emailDomainLabelTooLong);
    await expect(
      errorAt(inquirySchema, makeInquiry({ email: `jordan@mail.${longText(64)}` }), 'email'),
    ).resolves.toBe(FIELD_ERRORS.emailDomainLabelTooLong);
  });

  it('refuses a phone field longer than the limit even when its digits are fine', async () => {
    const phone = `248${' '.repeat(LIMITS.phone)}5550123`;
    await expect(errorAt(inquirySchema, makeInquiry({ phone }), 'phone')).resolves.toBe(
      FIELD_ERRORS.tooLong(LIMITS.phone),
    );
  });

  it('counts a length limit after trimming the spaces around the text', async () => {
    await expect(
      errorAt(inquirySchema, makeInquiry({ name: `  ${longText(LIMITS.name)}  ` }), 'name'),
    ).resolves.toBeUndefined();
  });

  it('trims the spaces around every text value', async () => {
    const values = await inquirySchema.validate(
      makeInquiry({
        name: '  Jordan Ellis ',
        email: ' jordan.ellis@example.com  ',
        phone: ' (248) 555-0142 ',
        area: ' Royal Oak ',
        notes: '\nCall after 5pm.\n',
      }),
    );
    expect(values).toMatchObject({
      name: 'Jordan Ellis',
      email: 'jordan.ellis@example.com',
      phone: '(248) 555-0142',
      area: 'Royal Oak',
      notes: 'Call after 5pm.',
    });
  });
});

describe('reviewSchema', () => {
  it('accepts a complete review', async () => {
    await expect(reviewSchema.validate(makeReview())).resolves.toEqual(makeReview());
  });

  it.each([
    ['name', FIELD_ERRORS.name],
    ['experience', FIELD_ERRORS.experience],
  ])('requires %s', async (field, message) => {
    await expect(errorAt(reviewSchema, makeReview({ [field]: '' }), field)).resolves.toBe(message);
    await expect(errorAt(reviewSchema, makeReview({ [field]: '  ' }), field)).resolves.toBe(message);
  });

  it('leaves the location optional', async () => {
    await expect(reviewSchema.validate(makeReview({ location: undefined }))).resolves.toMatchObject({
      location: '',
    });
  });

  it('gives five stars when no rating is chosen', async () => {
    await expect(reviewSchema.validate(makeReview({ rating: undefined }))).resolves.toMatchObject({
      rating: 5,
    });
    expect(reviewSchema.getDefault().rating).toBe(5);
  });

  it.each([1, 2, 3, 4, 5])('accepts a rating of %i stars', async (rating) => {
    await expect(errorAt(reviewSchema, makeReview({ rating }), 'rating')).resolves.toBeUndefined();
  });

  it.each([0, 6, -1, 3.5, 'five'])('refuses a rating of %s', async (rating) => {
    await expect(errorAt(reviewSchema, makeReview({ rating }), 'rating')).resolves.toBe(FIELD_ERRORS.rating);
  });

  it('refuses an experience longer than the limit', async () => {
    await expect(
      errorAt(reviewSchema, makeReview({ experience: longText(LIMITS.experience + 1) }), 'experience'),
    ).resolves.toBe(FIELD_ERRORS.tooLong(LIMITS.experience));
  });
});

describe('partnershipSchema', () => {
  it('accepts a complete partnership request', async () => {
    await expect(partnershipSchema.validate(makePartnershipRequest())).resolves.toEqual(
      makePartnershipRequest(),
    );
  });

  it.each([
    ['name', FIELD_ERRORS.name],
    ['email', FIELD_ERRORS.email],
    ['needHelp', FIELD_ERRORS.needHelp],
  ])('requires %s', async (field, message) => {
    await expect(errorAt(partnershipSchema, makePartnershipRequest({ [field]: '' }), field)).resolves.toBe(
      message,
    );
  });

  it('leaves phone, timeline and notes optional', async () => {
    await expect(
      partnershipSchema.validate(makePartnershipRequest({ phone: '', timeline: '', notes: '' })),
    ).resolves.toMatchObject({ phone: '', timeline: '', notes: '' });
  });

  it('checks the format of a phone number when one is given', async () => {
    await expect(
      errorAt(partnershipSchema, makePartnershipRequest({ phone: '555-0188' }), 'phone'),
    ).resolves.toBe(FIELD_ERRORS.phoneFormat);
  });

  it('refuses a malformed email address', async () => {
    await expect(
      errorAt(partnershipSchema, makePartnershipRequest({ email: 'andre@' }), 'email'),
    ).resolves.toBe(FIELD_ERRORS.emailFormat);
  });

  it.each(NEED_HELP_OPTIONS.map((option) => option.value))('accepts help with "%s"', async (needHelp) => {
    await expect(
      errorAt(partnershipSchema, makePartnershipRequest({ needHelp }), 'needHelp'),
    ).resolves.toBeUndefined();
  });

  it.each(PARTNERSHIP_TIMELINE_OPTIONS.map((option) => option.value))(
    'accepts the timeline "%s"',
    async (timeline) => {
      await expect(
        errorAt(partnershipSchema, makePartnershipRequest({ timeline }), 'timeline'),
      ).resolves.toBeUndefined();
    },
  );

  it.each([
    ['needHelp', 'plumbing'],
    ['timeline', '0-3'],
  ])('refuses %s "%s", which is not one of the listed options', async (field, value) => {
    await expect(errorAt(partnershipSchema, makePartnershipRequest({ [field]: value }), field)).resolves.toBe(
      FIELD_ERRORS.option,
    );
  });
});

describe('guideRequestSchema', () => {
  it('accepts a guide request with only the required fields', async () => {
    await expect(guideRequestSchema.validate(makeGuideRequest())).resolves.toEqual(makeGuideRequest());
  });

  it.each([
    ['firstName', FIELD_ERRORS.firstName],
    ['lastName', FIELD_ERRORS.lastName],
    ['email', FIELD_ERRORS.email],
  ])('requires %s', async (field, message) => {
    await expect(errorAt(guideRequestSchema, makeGuideRequest({ [field]: '' }), field)).resolves.toBe(
      message,
    );
  });

  it('refuses a malformed email address', async () => {
    await expect(
      errorAt(guideRequestSchema, makeGuideRequest({ email: 'priya.shah@example' }), 'email'),
    ).resolves.toBe(FIELD_ERRORS.emailFormat);
  });

  it('accepts an optional phone number and message', async () => {
    await expect(
      guideRequestSchema.validate(
        makeGuideRequest({ phone: '(586) 555-0107', message: 'Moving from Grosse Pointe to Naples.' }),
      ),
    ).resolves.toMatchObject({ phone: '(586) 555-0107', message: 'Moving from Grosse Pointe to Naples.' });
  });

  it('checks the format of a phone number when one is given', async () => {
    await expect(errorAt(guideRequestSchema, makeGuideRequest({ phone: '12345' }), 'phone')).resolves.toBe(
      FIELD_ERRORS.phoneFormat,
    );
  });
});

describe('subscribeSchema', () => {
  it('accepts an email address and trims it', async () => {
    await expect(subscribeSchema.validate({ email: ' reader@example.com ' })).resolves.toEqual({
      email: 'reader@example.com',
    });
  });

  it('requires an email address', async () => {
    await expect(errorAt(subscribeSchema, { email: '' }, 'email')).resolves.toBe(FIELD_ERRORS.email);
  });

  it('refuses a malformed email address', async () => {
    await expect(errorAt(subscribeSchema, { email: 'reader@example' }, 'email')).resolves.toBe(
      FIELD_ERRORS.emailFormat,
    );
  });
});

describe('signInSchema', () => {
  it('accepts an email and a password, trimming only the email', async () => {
    await expect(
      signInSchema.validate({ email: ' agent@example.com ', password: ' spaces count ' }),
    ).resolves.toEqual({ email: 'agent@example.com', password: ' spaces count ' });
  });

  it('asks for both', async () => {
    await expect(errorAt(signInSchema, { email: '', password: 'x' }, 'email')).resolves.toBe(
      FIELD_ERRORS.email,
    );
    await expect(
      errorAt(signInSchema, { email: 'agent@example.com', password: '' }, 'password'),
    ).resolves.toBe(FIELD_ERRORS.password);
  });

  it('refuses a password longer than any the agent would have', async () => {
    await expect(
      errorAt(
        signInSchema,
        { email: 'agent@example.com', password: longText(LIMITS.password + 1) },
        'password',
      ),
    ).resolves.toBe(FIELD_ERRORS.tooLong(LIMITS.password));
  });
});

describe('a list or an object where the form sends text, a number or a yes/no', () => {
  // Never from the form itself; from a hand-made request to the server, which checks each such
  // value strictly (without yup's conversions) and shows the field's message for it.
  const cases: [string, string, string, AnyObjectSchema, Record<string, unknown>][] = [
    ['inquiry', 'name', FIELD_ERRORS.name, inquirySchema, makeInquiry()],
    ['inquiry', 'email', FIELD_ERRORS.emailFormat, inquirySchema, makeInquiry()],
    ['inquiry', 'phone', FIELD_ERRORS.phoneFormat, inquirySchema, makeInquiry()],
    ['inquiry', 'lookingTo', FIELD_ERRORS.lookingTo, inquirySchema, makeInquiry()],
    ['inquiry', 'timeline', FIELD_ERRORS.timeline, inquirySchema, makeInquiry()],
    ['inquiry', 'budget', FIELD_ERRORS.option, inquirySchema, makeInquiry()],
    ['inquiry', 'area', FIELD_ERRORS.text, inquirySchema, makeInquiry()],
    ['inquiry', 'notes', FIELD_ERRORS.text, inquirySchema, makeInquiry()],
    ['inquiry', 'consent', MESSAGES.consentRequired.description, inquirySchema, makeInquiry()],
    ['review', 'name', FIELD_ERRORS.name, reviewSchema, makeReview()],
    ['review', 'location', FIELD_ERRORS.text, reviewSchema, makeReview()],
    ['review', 'experience', FIELD_ERRORS.experience, reviewSchema, makeReview()],
    ['review', 'rating', FIELD_ERRORS.rating, reviewSchema, makeReview()],
    ['partnership', 'needHelp', FIELD_ERRORS.needHelp, partnershipSchema, makePartnershipRequest()],
    ['partnership', 'timeline', FIELD_ERRORS.option, partnershipSchema, makePartnershipRequest()],
    ['partnership', 'phone', FIELD_ERRORS.phoneFormat, partnershipSchema, makePartnershipRequest()],
    ['guide', 'firstName', FIELD_ERRORS.firstName, guideRequestSchema, makeGuideRequest()],
    ['guide', 'lastName', FIELD_ERRORS.lastName, guideRequestSchema, makeGuideRequest()],
    ['guide', 'message', FIELD_ERRORS.text, guideRequestSchema, makeGuideRequest()],
    ['subscribe', 'email', FIELD_ERRORS.emailFormat, subscribeSchema, { email: 'reader@example.com' }],
    ['sign-in', 'password', FIELD_ERRORS.password, signInSchema, { email: 'a@example.com', password: 'x' }],
  ];

  it.each(cases)(
    'refuses a list as the %s form’s %s with its message',
    async (_form, field, message, schema, values) => {
      await expect(errorAt(schema, { ...values, [field]: ['x'] }, field)).resolves.toBe(message);
    },
  );

  it.each(cases)(
    'refuses an object as the %s form’s %s with its message',
    async (_form, field, message, schema, values) => {
      await expect(errorAt(schema, { ...values, [field]: { first: 'x' } }, field)).resolves.toBe(message);
    },
  );

  it.each(cases)(
    'gives the same message for any object as the %s form’s %s when checked strictly',
    async (_form, field, message, schema, values) => {
      await expect(
        schema.validateAt(field, { ...values, [field]: { toString: 'x' } }, { strict: true }),
      ).rejects.toMatchObject({ name: 'ValidationError', message });
    },
  );

  it('still reads a number or a yes/no sent for text as that text', async () => {
    await expect(reviewSchema.validate(makeReview({ name: 12345, location: true }))).resolves.toMatchObject({
      name: '12345',
      location: 'true',
    });
  });
});
