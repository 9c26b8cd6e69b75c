import { expect, test } from '@playwright/test';
import { FORM_TEXT } from '../../packages/schemas/src/messages.ts';
import { formCopy } from '../../site/src/content/forms.ts';
import { guideOffer, relocationForm } from '../../site/src/content/pages/florida-michigan.ts';
import { hydrated, live } from './api.ts';
import { storedLeads, uniqueEmail } from './leads.ts';
import { caughtMail } from './mail.ts';

// Someone moving from Michigan to Florida: the page offers the free guide in its first screen,
// and "Plan Your Move" opens a form about the move itself (the Michigan home to sell and where,
// the Florida area, budget and timing), with both brokerages beside it. The request reaches the
// agent as a relocation request with those answers, not as a generic question.

test('the first screen offers the free guide, which the link reaches', async ({ page }) => {
  await page.goto('/florida-michigan');
  const offer = page.getByRole('link', { name: guideOffer.label });
  await expect(offer).toBeInViewport();
  await offer.click();
  await expect(
    page.getByRole('heading', { name: 'The Michigan-to-Florida Move Guide', level: 2 }),
  ).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Get the Free Guide' })).toBeVisible();
});

test('"Plan Your Move" sends a relocation request with its answers, and the agent reads it as one', async ({
  page,
}) => {
  await page.goto('/florida-michigan');
  await hydrated(page);
  // The hero's button (on a phone the Call, Text and Plan Your Move bar has one too).
  await page.getByRole('link', { name: 'Plan Your Move' }).first().click();
  const form = await live(page.getByRole('form', { name: 'Plan Your Move to Florida' }));
  await expect(form).toBeInViewport();
  for (const line of relocationForm.disclosure) await expect(form.getByText(line)).toBeVisible();
  // The question it replaced is not asked.
  await expect(form.getByRole('combobox', { name: "I'm looking to" })).toHaveCount(0);

  const email = uniqueEmail('relocation');
  await form
    .getByRole('combobox', { name: relocationForm.labels.homeToSell })
    .selectOption({ label: 'Yes, I have a home to sell' });
  await form.getByRole('textbox', { name: relocationForm.labels.homeArea }).fill('Royal Oak');
  await form.getByRole('combobox', { name: relocationForm.labels.destination }).selectOption('Sarasota');
  await form
    .getByRole('combobox', { name: 'Budget for your next home' })
    .selectOption({ label: '$400K - $500K' });
  await form
    .getByRole('combobox', { name: 'When would you like to move?' })
    .selectOption({ label: '3-6 months' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Carol Nowak');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('(248) 555-0163');
  await form.getByRole('checkbox', { name: FORM_TEXT.consentLabel }).check();
  await form.getByRole('button', { name: relocationForm.submitLabel }).click();
  await expect(form.getByRole('status')).toHaveText(formCopy.success);

  const [lead] = await storedLeads(email);
  expect(lead).toMatchObject({
    kind: 'relocation',
    page: '/florida-michigan',
    fields: {
      homeToSell: 'yes',
      homeArea: 'Royal Oak',
      destination: 'Sarasota',
      budget: '400-500k',
      timeline: '3-6',
    },
  });
  await expect
    .poll(
      async () =>
        (await caughtMail()).find(
          (mail) =>
            !mail.to.includes(email) &&
            mail.subject === 'Relocation request: Selling in Royal Oak → Sarasota · 3-6 months · Carol Nowak',
        )?.text,
    )
    .toMatch(
      /Home to sell: Yes, I have a home to sell\nHome to sell in: Royal Oak\nMoving to: Sarasota\nBudget range: \$400K - \$500K/,
    );
  await expect
    .poll(async () => (await caughtMail()).find((mail) => mail.to.includes(email))?.subject)
    .toBe("Your move: I'll call you within 15 minutes");
});
