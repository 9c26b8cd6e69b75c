// Saved searches as the tests make them: saved through the function as a visitor's form does, and
// confirmed from the confirmation email's link, with the mail they are sent picked out.
import { SAVED_SEARCH_TEXT } from '@agent-sites/schemas';
import { expect } from 'vitest';
import type { Client, TestBackend } from '../../packages/local-backend/test/harness.ts';
import {
  addresses,
  type ParsedMail,
  type TestMailServer,
} from '../../packages/local-backend/test/mail-server.ts';
import { invoke, processOutboxAt } from './lead-factories.ts';

type Frequency = 'instant' | 'daily' | 'weekly';

/** Mail to `email`. */
export const sentTo = (email: string) => (message: ParsedMail) =>
  addresses(message.to).some((address) => address.toLowerCase() === email.toLowerCase());

/** Mail to `email` other than the double opt-in: the alerts. */
export const alertsTo = (email: string) => (message: ParsedMail) =>
  sentTo(email)(message) && !message.subject?.startsWith('Please confirm');

/** A search saved through the function (not confirmed), with its confirmation email. */
export async function savedSearch(
  t: TestBackend,
  mail: TestMailServer,
  email: string,
  search: string,
  frequency: Frequency,
) {
  const saved = await invoke(t.anon, 'saved-search', {
    values: { email, frequency },
    search,
    consentText: SAVED_SEARCH_TEXT.emailConsent,
    page: '/listings',
  });
  expect(saved.status).toBe(200);
  await processOutboxAt(t, new Date());
  const [confirmation] = await mail.waitFor(1, sentTo(email));
  const { data } = await t.service.from('saved_searches').select('*').ilike('email', email).single();
  return {
    search: data as { id: string; lead_id: string; summary: string; confirmed_at: string | null },
    confirmation: confirmation!,
  };
}

/** A search saved through the function and confirmed from its email's link. */
export async function confirmedSearch(
  t: TestBackend,
  mail: TestMailServer,
  email: string,
  search: string,
  frequency: Frequency,
) {
  const { confirmation } = await savedSearch(t, mail, email, search, frequency);
  const confirm = /(http:\/\/\S+\/functions\/v1\/saved-search\?action=confirm&token=[\w-]+)/.exec(
    confirmation.text ?? '',
  )![1]!;
  const confirmed = await fetch(confirm, { method: 'POST' });
  expect(confirmed.status).toBe(200);
  const { data } = await t.service.from('saved_searches').select('*').ilike('email', email).single();
  expect(data!.confirmed_at).not.toBeNull();
  return data as { id: string; lead_id: string; summary: string };
}

/**
 * Lists homes as the agent does, each at the next number of `street` in Lakeside: a 3-bed, 2-bath
 * home for sale at $440,000 unless `fields` say otherwise.
 */
export function homeLister(agent: () => Client, street: string, firstNumber = 100) {
  let number = firstNumber;
  return async (fields: Record<string, unknown> = {}) => {
    const { data, error } = await agent()
      .from('listings')
      .insert({
        title: 'Brick Colonial',
        address: `${number++} ${street}`,
        city: 'Lakeside',
        state: 'NY',
        zip_code: '10001',
        status: 'current',
        price: 440000,
        bedrooms: 3,
        bathrooms: 2,
        ...fields,
      })
      .select('id, slug, address')
      .single();
    expect(error).toBeNull();
    return data as { id: string; slug: string; address: string };
  };
}
