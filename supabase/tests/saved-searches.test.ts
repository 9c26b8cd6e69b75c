// Saved searches (issue 28, first stage) through the local backend and the saved-search function:
// the double opt-in email arrives with a confirm link that a GET does not use up, the one-click
// unsubscribe works, the manage page lists and deletes, bad input is refused with words, visitors
// cannot read the table, and the agent sees each search as a lead of its own kind.
import { LEAD_KIND_TEXT, SAVED_SEARCH_TEXT } from '@agent-sites/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, startTestBackend, type TestBackend } from '../../packages/local-backend/test/harness.ts';
import {
  addresses,
  type ParsedMail,
  startMailServer,
  type TestMailServer,
} from '../../packages/local-backend/test/mail-server.ts';
import { invoke } from './lead-factories.ts';

let t: TestBackend;
let mail: TestMailServer;

beforeAll(async () => {
  mail = await startMailServer();
  t = await startTestBackend({ SMTP_URL: mail.url, LEAD_RATE_LIMIT: '100/600', OUTBOX_INTERVAL_MS: '200' });
});
afterAll(async () => {
  await t.close();
  await mail.stop();
});

const save = (email: string, search = 'beds=3&area=royal-oak&max=450000', values: object = {}) =>
  invoke(t.anon, 'saved-search', {
    values: { email, frequency: 'daily', ...values },
    search,
    consentText: SAVED_SEARCH_TEXT.emailConsent,
    page: '/listings',
  });

const sentTo = (email: string) => (message: ParsedMail) =>
  addresses(message.to).some((address) => address.toLowerCase() === email.toLowerCase());

const linkIn = (message: ParsedMail, action: string) => {
  const match = new RegExp(`(http://\\S+/functions/v1/saved-search\\?action=${action}&token=[\\w-]+)`).exec(
    message.text ?? '',
  );
  if (!match) throw new Error(`No ${action} link in:\n${message.text}`);
  return match[1]!;
};

async function searchOf(email: string) {
  const { data } = await t.service
    .from('saved_searches')
    .select('*')
    .ilike('email', email)
    .order('created_at')
    .limit(1)
    .maybeSingle();
  return data as Record<string, unknown> | null;
}

/** A form's POST from a page: its fields as a web form. */
const postForm = (url: string, fields: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('saving a search', () => {
  it('emails a confirmation in words with a plain-text part; a GET shows a button, only the POST confirms', async () => {
    const email = 'buyer.one@example.com';
    expect(await save(email)).toMatchObject({ status: 200, body: { ok: true } });
    const stored = await searchOf(email);
    expect(stored).toMatchObject({
      summary: '3+ bed homes in Royal Oak under $450,000',
      frequency: 'daily',
      confirmed_at: null,
      paused: false,
    });
    expect(stored!.expires_at).not.toBeNull();
    expect(String(stored!.token_hash)).toMatch(/^[0-9a-f]{64}$/);

    const [confirmation] = await mail.waitFor(1, sentTo(email));
    expect(confirmation!.subject).toBe(
      'Please confirm your saved search: 3+ bed homes in Royal Oak under $450,000',
    );
    expect(confirmation!.text).toContain('Confirm your search: ');
    const confirmUrl = linkIn(confirmation!, 'confirm');
    // The token in the link is not what the database keeps.
    expect(confirmUrl).not.toContain(String(stored!.token_hash));

    const shown = await fetch(confirmUrl);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('<h1>Confirm your saved search</h1>');
    expect(html).toContain('<form method="post"');
    expect(html).toContain('>Confirm my search</button>');
    expect(shown.headers.get('content-security-policy')).toContain("form-action 'self'");
    expect((await searchOf(email))!.confirmed_at).toBeNull();

    const confirmed = await fetch(confirmUrl, { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('<h1>Your search is on</h1>');
    const after = await searchOf(email);
    expect(after!.confirmed_at).not.toBeNull();
    expect(after!.expires_at).toBeNull();
  });

  it('keeps the consent shown, its time, address and browser, and a separate one for texts', async () => {
    const email = 'buyer.texts@example.com';
    const answer = await invoke(t.anon, 'saved-search', {
      values: { email, phone: '(248) 555-0142', textsConsent: true, frequency: 'instant' },
      search: 'for=rent&area=ferndale',
      consentText: SAVED_SEARCH_TEXT.emailConsent,
      textsConsentText: SAVED_SEARCH_TEXT.textsConsent,
    });
    expect(answer.status).toBe(200);
    const search = await searchOf(email);
    expect(search).toMatchObject({
      summary: 'Homes for rent in Ferndale',
      phone: '(248) 555-0142',
      frequency: 'instant',
    });
    expect(search!.texts_consented_at).not.toBeNull();
    const { data: consents } = await t.service
      .from('lead_consents')
      .select('consent_text, consented_at, ip, user_agent')
      .eq('lead_id', String(search!.lead_id));
    expect(consents!.map((consent) => consent.consent_text).sort()).toEqual(
      [SAVED_SEARCH_TEXT.emailConsent, SAVED_SEARCH_TEXT.textsConsent].sort(),
    );
    for (const consent of consents!) {
      expect(consent.consented_at).toBeTruthy();
      expect(consent.ip).toBeTruthy();
      expect(consent.user_agent).toBeTruthy();
    }
  });

  it('answers a form sent without JavaScript with a page that says to check the email', async () => {
    const email = 'buyer.form@example.com';
    const answer = await postForm(`${t.url}/functions/v1/saved-search`, {
      email,
      frequency: 'weekly',
      consentText: SAVED_SEARCH_TEXT.emailConsent,
      for: 'sale',
      type: 'condo',
      website: '',
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(`<h1>${SAVED_SEARCH_TEXT.sentTitle}</h1>`);
    expect((await searchOf(email))!.summary).toBe('Condos for sale');
  });
});

describe('refusing bad input', () => {
  it('says what is wrong with a 400 and stores nothing', async () => {
    const email = 'buyer.bad@example.com';
    const badEmail = await save('not an email');
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({
      error: { code: 'invalid', fieldErrors: { email: expect.any(String) } },
    });

    const badFilter = await save(email, 'beds=12');
    expect(badFilter).toMatchObject({
      status: 400,
      body: { error: { message: "The search's bedrooms is not one the listings page offers." } },
    });

    const textsWithoutPhone = await save(email, 'beds=2', { textsConsent: true });
    expect(textsWithoutPhone.status).toBe(400);

    const noConsent = await invoke(t.anon, 'saved-search', {
      values: { email, frequency: 'daily' },
      search: '',
      consentText: 'I agree to anything',
    });
    expect(noConsent.status).toBe(400);

    const badFrequency = await save(email, '', { frequency: 'hourly' });
    expect(badFrequency.status).toBe(400);
    expect(await searchOf(email)).toBeNull();
  });

  it('escapes what a visitor typed on the page that refuses a web form', async () => {
    const answer = await postForm(`${t.url}/functions/v1/saved-search`, {
      email: '<script>x</script>',
      consentText: SAVED_SEARCH_TEXT.emailConsent,
    });
    expect(answer.status).toBe(400);
    const text = await answer.text();
    expect(text).toContain('<h1>Please check the form</h1>');
    expect(text).toContain('<li>Please enter a valid email address');
    expect(text).not.toContain('<script>');
  });

  it('answers a link with a made-up token with a 404 page', async () => {
    const response = await fetch(`${t.url}/functions/v1/saved-search?action=manage&token=${'a'.repeat(43)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<h1>This link doesn&#39;t work</h1>');
  });
});

describe('unsubscribing and managing', () => {
  it('unsubscribes with the one-click POST of the List-Unsubscribe-Post header (RFC 8058)', async () => {
    const email = 'buyer.two@example.com';
    await save(email, 'area=ferndale');
    const [confirmation] = await mail.waitFor(1, sentTo(email));
    // Unfolded: a long header is wrapped onto several lines.
    const header = (key: string) =>
      confirmation!.headerLines.find((line) => line.key === key)?.line.replace(/\r\n\s+/g, ' ');
    const listUnsubscribe =
      /^List-Unsubscribe: <(http:\/\/\S+\/functions\/v1\/saved-search\?action=unsubscribe&token=[\w-]+)>$/.exec(
        header('list-unsubscribe') ?? '',
      );
    expect(listUnsubscribe).not.toBeNull();
    const unsubscribeUrl = listUnsubscribe![1]!;
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const shown = await fetch(unsubscribeUrl);
    expect(await shown.text()).toContain('<h1>Stop this search?</h1>');
    expect((await searchOf(email))!.unsubscribed_at).toBeNull();

    // What a mail client sends: the body `List-Unsubscribe=One-Click`, nothing else.
    const response = await postForm(unsubscribeUrl, { 'List-Unsubscribe': 'One-Click' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>You&#39;re unsubscribed</h1>');
    expect((await searchOf(email))!.unsubscribed_at).not.toBeNull();
  });

  it("lists the address's searches by the token, changes one, and deletes it with its lead", async () => {
    const email = 'buyer.three@example.com';
    await save(email, 'area=berkley');
    await save(email, 'for=rent&max=2000');
    await save('someone.else@example.com', 'area=troy');
    const [first] = await mail.waitFor(1, sentTo(email));
    const manageUrl = linkIn(first!, 'manage');

    const listed = await (await fetch(manageUrl)).text();
    expect(listed).toContain('<h1>Your saved searches</h1>');
    expect(listed).toContain('Homes for sale in Berkley (waiting for your confirmation)');
    expect(listed).toContain('Homes for rent under $2,000 a month (waiting for your confirmation)');
    expect(listed).not.toContain('Troy');

    const search = await searchOf(email);
    const weekly = await postForm(manageUrl, {
      search: String(search!.id),
      do: 'frequency',
      frequency: 'weekly',
    });
    expect(await weekly.text()).toContain('Changed &quot;Homes for sale in Berkley&quot;.');
    expect((await searchOf(email))!.frequency).toBe('weekly');

    await postForm(manageUrl, { search: String(search!.id), do: 'pause' });
    expect((await searchOf(email))!.paused).toBe(true);

    const deleted = await postForm(manageUrl, { search: String(search!.id), do: 'delete' });
    const page = await deleted.text();
    expect(page).toContain('Deleted &quot;Homes for sale in Berkley&quot; and the details you gave with it.');
    expect(page).not.toContain('Homes for sale in Berkley (');
    const { data: lead } = await t.service.from('leads').select('id').eq('id', String(search!.lead_id));
    expect(lead).toEqual([]);
    const { data: consents } = await t.service
      .from('lead_consents')
      .select('id')
      .eq('lead_id', String(search!.lead_id));
    expect(consents).toEqual([]);
    // The other search of the address stays.
    expect((await searchOf(email))!.summary).toBe('Homes for rent under $2,000 a month');
  });

  it("refuses to change another address's search from a token", async () => {
    const mine = 'buyer.four@example.com';
    await save(mine, 'area=troy');
    await save('buyer.five@example.com', 'area=troy');
    const [first] = await mail.waitFor(1, sentTo(mine));
    const theirs = await searchOf('buyer.five@example.com');
    const answer = await postForm(linkIn(first!, 'manage'), { search: String(theirs!.id), do: 'delete' });
    expect(await answer.text()).toContain('That search is not one of yours any more.');
    expect(await searchOf('buyer.five@example.com')).not.toBeNull();
  });
});

describe('who reads saved searches', () => {
  it('visitors cannot read or write them; the agent reads them, each a lead of its own kind', async () => {
    const email = 'buyer.six@example.com';
    await save(email, 'beds=2&type=townhouse');

    const anonRead = await t.anon.from('saved_searches').select('id');
    expect(anonRead.data ?? []).toEqual([]);
    const anonWrite = await t.anon.from('saved_searches').delete().ilike('email', email);
    expect(anonWrite.error).not.toBeNull();
    expect(await searchOf(email)).not.toBeNull();

    const agent = await t.signIn(AGENT.email, AGENT.password);
    const { data: searches } = await agent
      .from('saved_searches')
      .select('summary, lead_id')
      .ilike('email', email);
    expect(searches).toEqual([{ summary: '2+ bed townhouses for sale', lead_id: expect.any(String) }]);
    const { data: leads } = await agent.from('leads').select('kind, fields').eq('id', searches![0]!.lead_id);
    expect(leads![0]).toMatchObject({
      kind: 'saved_search',
      fields: { summary: '2+ bed townhouses for sale' },
    });
    expect(LEAD_KIND_TEXT.saved_search.label).toBe('Saved search');
  });
});
