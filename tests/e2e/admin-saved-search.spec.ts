import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { SAVED_SEARCH_TEXT } from '../../packages/schemas/src/index.ts';
import { AGENT_ACCOUNT } from './agent-account.ts';
import { admin, callFunction } from './api.ts';
import { openSignedIn, toast } from './back-office.ts';
import { uniqueEmail } from './leads.ts';
import { caughtMail, type CaughtMail } from './mail.ts';
import { sendLead, tourRequest } from './send-leads.ts';

// The agent's side of a saved search (docs/decisions/056-saved-search-agent.md): on the search's
// lead, the listings that match it now, and "Send to this visitor", whose email the visitor gets;
// a tour request from the same visitor links to the search.

/** The first caught message to `email` that `match` accepts, once it has arrived. */
async function mailTo(email: string, match: (mail: CaughtMail) => boolean): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await caughtMail()).find((mail) => mail.to.includes(email) && match(mail));
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

test('the agent opens a saved-search lead, sees its matches, and sends one the visitor receives', async ({
  page,
  baseURL,
}) => {
  const visitor = uniqueEmail('saved-search-agent');
  const saved = await callFunction(baseURL, 'saved-search', {
    values: { email: visitor, frequency: 'weekly' },
    search: 'beds=4',
    consentText: SAVED_SEARCH_TEXT.emailConsent,
    page: '/listings',
  });
  expect(saved.status).toBe(200);

  // A home that matches, listed before the search is confirmed: no alert tells of it.
  const tag = randomUUID().slice(0, 6);
  const address = `${(Number.parseInt(tag, 16) % 8000) + 100} Lakepointe St`;
  const { data: home, error } = await admin(baseURL)
    .from('listings')
    .insert({
      slug: `${tag}-lakepointe-colonial`,
      title: `Lakepointe Colonial ${tag}`,
      address,
      city: 'Grosse Pointe Park',
      state: 'MI',
      zip_code: '48230',
      property_type: 'single_family',
      status: 'current',
      price: 489_000,
      bedrooms: 4,
      bathrooms: 2.5,
    })
    .select('id')
    .single();
  expect(error).toBeNull();

  try {
    const confirmation = await mailTo(visitor, (mail) => mail.subject.startsWith('Please confirm'));
    const confirm = /(http:\/\/\S+\/functions\/v1\/saved-search\?action=confirm&token=[\w-]+)/.exec(
      confirmation.text,
    )![1]!;
    expect((await fetch(confirm, { method: 'POST' })).status).toBe(200);
    const { data: search } = await admin(baseURL)
      .from('saved_searches')
      .select('lead_id')
      .eq('email', visitor)
      .single();

    await openSignedIn(page, `/admin/leads/${search!.lead_id}`, AGENT_ACCOUNT);
    await expect(page.getByRole('heading', { level: 3, name: 'Current matches' })).toBeVisible();
    const matches = page.getByRole('list', { name: 'Current matches' });
    const match = matches.getByRole('listitem').filter({ hasText: address });
    await expect(match).toContainText('$489,000 · 4 beds · 2.5 baths');
    await match.getByRole('button', { name: `Send to this visitor: ${address}, Grosse Pointe Park` }).click();
    await expect(toast(page, `Sent to ${visitor}`)).toBeVisible();
    await expect(match.getByText('Sent', { exact: true })).toBeVisible();

    const picked = await mailTo(visitor, (mail) => mail.subject.startsWith('Picked for you'));
    expect(picked.subject).toBe(`Picked for you: ${address}, Grosse Pointe Park`);
    expect(picked.text).toContain('I picked this home for you');
    expect(picked.text).toMatch(/saved-search\?action=open&token=[\w-]+&listing=/);

    // The same visitor asks for a tour: its page says they have a saved search, and links to it.
    const tour = await sendLead(baseURL, tourRequest(`Jordan Ellis ${tag}`, visitor));
    await page.goto(`/admin/leads/${tour}`);
    const section = page.getByRole('region', { name: 'Saved search' });
    await expect(section).toContainText('Has a saved search: 4+ bed homes');
    await section.getByRole('link', { name: 'open the saved search' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${search!.lead_id}$`));
    await expect(page.getByRole('heading', { level: 3, name: 'Current matches' })).toBeVisible();
  } finally {
    await admin(baseURL).from('listings').delete().eq('id', home!.id);
  }
});
