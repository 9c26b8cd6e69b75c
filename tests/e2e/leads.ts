// What the agent has after a visitor sends a form: the stored leads, read as the service role
// (RLS lets nobody else read them) from the backend the end-to-end tests run against.
import type { Locator } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { localKeys } from '../../packages/local-backend/src/jwt.ts';

const BASE = `http://127.0.0.1:${process.env.E2E_PORT ?? 4317}`;

/** An address no other test (or earlier run) uses, so a test finds exactly its own lead. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomUUID().slice(0, 8)}@example.com`;
}

export interface StoredLead {
  id: string;
  kind: string;
  state: string;
  page: string;
  variant: string | null;
  listing_slug: string | null;
  fields: Record<string, unknown>;
  /** The consent wording the visitor agreed to, from the lead's consent record. */
  consent_text: string | null;
}

async function rest<T>(path: string): Promise<T> {
  const { serviceRoleKey } = localKeys(process.env.JWT_SECRET);
  const response = await fetch(`${BASE}/rest/v1/${path}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`reading ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The leads whose `fields.<field>` equals `value`, newest first, each with its consent text. */
export async function storedLeads(value: string, field = 'email'): Promise<StoredLead[]> {
  const rows = await rest<Array<Omit<StoredLead, 'consent_text'>>>(
    'leads?select=id,kind,state,page,variant,listing_slug,fields&order=created_at.desc&limit=1000',
  );
  const matching = rows.filter((lead) => lead.fields[field] === value);
  return Promise.all(
    matching.map(async (lead) => {
      const consents = await rest<Array<{ consent_text: string }>>(
        `lead_consents?select=consent_text&lead_id=eq.${lead.id}`,
      );
      return { ...lead, consent_text: consents[0]?.consent_text ?? null };
    }),
  );
}

/** The subscription kept for an address: pending until the reader confirms. */
export async function storedSubscriber(email: string): Promise<{ status: string } | undefined> {
  const rows = await rest<Array<{ email: string; status: string }>>('subscribers?select=email,status');
  return rows.find((row) => row.email === email);
}

/** Fills the inquiry's required fields as a visitor would, except consent. */
export async function fillInquiry(
  form: Locator,
  {
    email,
    name = 'Dana Whitfield',
    lookingTo = 'Buy a Home',
  }: { email: string; name?: string; lookingTo?: string },
) {
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0142');
  await form.getByRole('combobox', { name: "I'm looking to" }).selectOption({ label: lookingTo });
  await form.getByRole('combobox', { name: 'Ideal timeline' }).selectOption({ label: '3-6 months' });
}
