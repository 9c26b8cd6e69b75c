// Lead form submissions as the site sends them, and a way to send them: factories shared by the lead
// tests so each builds only what it is about.
import { FORM_TEXT, tourDays } from '@agent-sites/schemas';
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { TestBackend } from '../../packages/local-backend/test/harness.ts';
import createProcessOutbox from '../functions/process-outbox/handler.ts';

export const LISTING_SLUG = '1428-maplewood-ave-royal-oak';

export const makeInquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Jordan Ellis',
  email: 'jordan.ellis@example.com',
  phone: '(248) 555-0142',
  lookingTo: 'buy',
  timeline: '3-6',
  budget: '300-400k',
  area: 'Royal Oak, Ferndale',
  notes: 'Looking for a 3-bedroom bungalow near downtown Royal Oak.\nCan we see it Saturday?',
  consent: true,
  ...overrides,
});

export const makeReview = (overrides: Record<string, unknown> = {}) => ({
  name: 'Maria Delgado',
  location: 'Birmingham, MI',
  experience: 'Sold our Birmingham colonial in nine days, over asking.',
  rating: 5,
  ...overrides,
});

export const makePartnershipRequest = (overrides: Record<string, unknown> = {}) => ({
  name: 'Andre Williams',
  email: 'andre.williams@example.com',
  phone: '(313) 555-0188',
  needHelp: 'mortgage',
  timeline: '0-3-months',
  notes: 'First-time buyer in Detroit, looking at FHA options.',
  ...overrides,
});

export const makeGuideRequest = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Priya',
  lastName: 'Shah',
  email: 'priya.shah@example.com',
  phone: '',
  message: 'We plan to move to Sarasota next fall.',
  ...overrides,
});

/** A tour request for tomorrow (one of the days the form offers). */
export const makeTourRequest = (overrides: Record<string, unknown> = {}) => ({
  ...makeInquiry({ budget: undefined, area: undefined }),
  tourDay: tourDays(new Date(), 'America/Detroit')[1]!.value,
  tourTime: 'afternoon',
  tourType: 'in-person',
  ...overrides,
});

export const makeValuationRequest = (overrides: Record<string, unknown> = {}) => ({
  address: '2217 Vinsetta Blvd',
  city: 'Royal Oak',
  bedrooms: '3',
  condition: 'good',
  name: 'Tomasz Nowak',
  email: 'tomasz.nowak@example.com',
  phone: '(248) 555-0173',
  timeline: '3-6',
  consent: true,
  ...overrides,
});

/** The envelope the site sends around an inquiry's values. */
export const makeInquirySubmission = (overrides: Record<string, unknown> = {}) => ({
  kind: 'inquiry',
  values: makeInquiry(),
  page: `/listing/${LISTING_SLUG}`,
  listingSlug: LISTING_SLUG,
  variant: 'tour',
  consentText: FORM_TEXT.consentLabel,
  elapsedMs: 15_000,
  website: '',
  ...overrides,
});

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** Calls a function with supabase-js, as the site does, and returns the answer whatever its status. */
export async function invoke(client: SupabaseClient, name: string, body: unknown): Promise<Answer> {
  const { data, error, response } = await client.functions.invoke(name, { body: body as object });
  if (error instanceof FunctionsHttpError) {
    const context = error.context as Response;
    return {
      status: context.status,
      body: (await context.json()) as Record<string, unknown>,
      headers: context.headers,
    };
  }
  if (error) throw error;
  return { status: 200, body: data as Record<string, unknown>, headers: response!.headers };
}

/** Calls a function with raw fetch: any body, any content type. */
export async function post(
  url: string,
  anonKey: string,
  name: string,
  body: string,
  contentType = 'application/json',
): Promise<{ status: number; text: string; headers: Headers }> {
  const response = await fetch(`${url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${anonKey}`, apikey: anonKey, 'content-type': contentType },
    body,
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/**
 * Working hours that hold every minute of the week: the tests that send leads at the real time
 * keep the spec's 15-minute promise whenever they run (reply-hours.test.ts fixes the clock and
 * tests the hours themselves).
 */
export async function workAllDay(service: SupabaseClient): Promise<void> {
  const allDay = { start: '00:00', end: '24:00' };
  const working_hours = Object.fromEntries(
    ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((day) => [day, allDay]),
  );
  const { error } = await service.from('alert_settings').update({ working_hours }).eq('id', true);
  if (error) throw error;
}

/**
 * The settings the test backend gives its functions (the site's configuration, the test's own),
 * for a function a test makes itself to run it on a clock of its own.
 */
export function functionEnv(t: TestBackend): (name: string) => string | undefined {
  const env: Record<string, string> = {
    ...t.env,
    SUPABASE_URL: t.url,
    SUPABASE_SERVICE_ROLE_KEY: t.backend.keys.serviceRoleKey,
    MAIL_DIR: `${t.dataDir}/mail`,
  };
  return (name) => env[name];
}

/** Runs process-outbox with its clock at `now`: tests move time on rather than wait. */
export function processOutboxAt(t: TestBackend, now: Date): Promise<Response> {
  const run = createProcessOutbox(functionEnv(t), () => now);
  return run(
    new Request(`${t.url}/functions/v1/process-outbox`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.backend.keys.serviceRoleKey}` },
    }),
  );
}
