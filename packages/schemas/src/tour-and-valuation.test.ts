import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ValidationError, type AnyObjectSchema } from 'yup';
import { FIELD_ERRORS, MESSAGES } from './messages.ts';
import { makeTourRequestSchema, valuationRequestSchema } from './schemas.ts';

const tourRequestSchema = makeTourRequestSchema('America/Detroit');

const NOW = new Date('2026-11-25T15:00:00Z');

const makeTour = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jordan Ellis',
  email: 'jordan.ellis@example.com',
  phone: '(248) 555-0142',
  lookingTo: 'buy',
  timeline: '0-3',
  tourDay: '2026-11-27',
  tourTime: 'afternoon',
  tourType: 'in-person',
  notes: "I'm interested in 2215 Pinecrest Dr, Ferndale, MI 48220.",
  consent: true,
  ...overrides,
});

const makeValuation = (overrides: Record<string, unknown> = {}) => ({
  address: '1520 Maple Rd',
  city: 'Birmingham',
  bedrooms: '3',
  bathrooms: '2.5',
  condition: 'good',
  reason: 'moving-away',
  name: 'Maria Delgado',
  email: 'maria.delgado@example.com',
  phone: '(248) 555-0177',
  timeline: '3-6',
  notes: '',
  consent: true,
  ...overrides,
});

/** Every field's first message, as formik shows them. */
async function errorsOf(schema: AnyObjectSchema, values: object): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: Record<string, string> = {};
    for (const inner of error.inner) errors[inner.path ?? ''] ??= inner.message;
    return errors;
  }
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('tourRequestSchema', () => {
  it('accepts a tour on one of the next seven days, with no rental details', async () => {
    await expect(tourRequestSchema.validate(makeTour())).resolves.toMatchObject({
      tourDay: '2026-11-27',
      moveIn: '',
      voucher: '',
    });
  });

  it("keeps the inquiry's contact fields and consent rule, and asks for a day and a time, not a timeline", async () => {
    const errors = await errorsOf(tourRequestSchema, {});
    expect(errors).toEqual({
      name: FIELD_ERRORS.name,
      email: FIELD_ERRORS.email,
      phone: FIELD_ERRORS.phone,
      lookingTo: FIELD_ERRORS.lookingTo,
      tourDay: FIELD_ERRORS.tourDay,
      tourTime: FIELD_ERRORS.tourTime,
      consent: MESSAGES.consentRequired.description,
    });
    await expect(tourRequestSchema.validate(makeTour({ timeline: '' }))).resolves.toMatchObject({
      timeline: '',
    });
    expect(await errorsOf(tourRequestSchema, makeTour({ timeline: 'someday' }))).toEqual({
      timeline: FIELD_ERRORS.option,
    });
  });

  it('refuses a day outside the next week, and a time or way of touring it does not offer', async () => {
    const errors = await errorsOf(
      tourRequestSchema,
      makeTour({ tourDay: '2026-12-09', tourTime: 'night', tourType: 'drive-by' }),
    );
    expect(errors).toEqual({
      tourDay: FIELD_ERRORS.tourDay,
      tourTime: FIELD_ERRORS.option,
      tourType: FIELD_ERRORS.option,
    });
  });

  it("takes a rental's move-in date, occupants and voucher, within reason", async () => {
    await expect(
      tourRequestSchema.validate(makeTour({ moveIn: '2027-01-01', occupants: '3', voucher: 'yes' })),
    ).resolves.toMatchObject({ moveIn: '2027-01-01', occupants: 3, voucher: 'yes' });
    const unanswered = await tourRequestSchema.validate(makeTour({ occupants: '' }));
    expect(unanswered.occupants).toBeUndefined();
    expect(
      await errorsOf(tourRequestSchema, makeTour({ moveIn: '2028-06-01', occupants: 40, voucher: 'maybe' })),
    ).toEqual({
      moveIn: FIELD_ERRORS.moveIn,
      occupants: FIELD_ERRORS.occupants,
      voucher: FIELD_ERRORS.option,
    });
  });
});

describe('valuationRequestSchema', () => {
  it('accepts the home and who is asking', async () => {
    await expect(valuationRequestSchema.validate(makeValuation())).resolves.toEqual(makeValuation());
  });

  it('asks for the address and city first, then the contact fields, timeline and consent', async () => {
    const errors = await errorsOf(valuationRequestSchema, {});
    expect(Object.keys(errors)).toEqual(['address', 'city', 'name', 'email', 'phone', 'timeline', 'consent']);
    expect(errors.address).toBe(FIELD_ERRORS.address);
  });

  it('leaves beds, baths, condition and reason optional, but only to the listed options', async () => {
    await expect(
      valuationRequestSchema.validate(
        makeValuation({ bedrooms: '', bathrooms: '', condition: '', reason: '' }),
      ),
    ).resolves.toBeTruthy();
    expect(await errorsOf(valuationRequestSchema, makeValuation({ bedrooms: '9', reason: 'bored' }))).toEqual(
      {
        bedrooms: FIELD_ERRORS.option,
        reason: FIELD_ERRORS.option,
      },
    );
  });
});
