import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentEstimate } from './PaymentEstimate';

const meta = {
  title: 'Listings/PaymentEstimate',
  component: PaymentEstimate,
  args: {
    price: 400_000,
    assumptions: {
      ratePercent: 6.5,
      downPaymentPercent: 20,
      termYears: 30,
      taxRatePercent: 1.8,
      insurancePerYear: 1_440,
    },
    rateSource: '30-year fixed, average for November 2026',
    lender: { label: 'Get pre-approved with Jordan Reyes', href: '/partners/jordan-reyes' },
  },
} satisfies Meta<typeof PaymentEstimate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The estimate, found by its heading at `level`, once that heading is seen. */
async function estimateNamed(canvas: ReturnType<typeof within>, name: string, level: number) {
  const estimate = canvas.getByRole('region', { name });
  await expect(within(estimate).getByRole('heading', { level, name })).toBeVisible();
  return estimate;
}

/** A house without an association: the total, its three parts and every assumption in words. */
export const Typical: Story = {
  play: async ({ canvas }) => {
    const estimate = await estimateNamed(canvas, 'Estimated Monthly Payment', 2);
    await expect(estimate).toHaveTextContent('$2,743 a month');
    const terms = within(estimate)
      .getAllByRole('term')
      .map((term) => term.textContent);
    await expect(terms).toEqual(['Principal and interest', 'Property taxes', "Homeowner's insurance"]);
    const values = within(estimate)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    await expect(values).toEqual(['$2,023', '$600', '$120']);
    await expect(estimate).toHaveTextContent(
      'Assumes 20% down ($80,000) and a $320,000 loan at 6.5% for 30 years (30-year fixed, average for November 2026)',
    );
    await expect(
      within(estimate).getByRole('link', { name: 'Get pre-approved with Jordan Reyes' }),
    ).toHaveAttribute('href', '/partners/jordan-reyes');
  },
};

/** A condo: its association fee is a part of its own, and the total counts it. */
export const WithAssociationFee: Story = {
  args: {
    price: 250_000,
    assumptions: {
      ratePercent: 6.5,
      downPaymentPercent: 5,
      termYears: 15,
      taxRatePercent: 1.8,
      insurancePerYear: 1_440,
      hoaPerMonth: 325,
    },
  },
  play: async ({ canvas }) => {
    const estimate = canvas.getByRole('region', { name: 'Estimated Monthly Payment' });
    await expect(estimate).toHaveTextContent('$2,889 a month');
    await expect(within(estimate).getAllByRole('term').at(-1)).toHaveTextContent('Association fee');
    await expect(within(estimate).getAllByRole('definition').at(-1)).toHaveTextContent('$325');
    await expect(estimate).toHaveTextContent(
      'Assumes 5% down ($12,500) and a $237,500 loan at 6.5% for 15 years',
    );
  },
};

/** Without a featured lender or a source for the rate: no link, and the assumptions stand alone. */
export const WithoutLender: Story = {
  args: { lender: undefined, rateSource: undefined },
  play: async ({ canvas }) => {
    const estimate = canvas.getByRole('region', { name: 'Estimated Monthly Payment' });
    await expect(estimate).toHaveTextContent('$2,743 a month');
    await expect(within(estimate).queryByRole('link')).toBeNull();
    await expect(estimate).toHaveTextContent(
      'loan at 6.5% for 30 years; taxes of 1.8% of the price a year and insurance of $1,440 a year.',
    );
  },
};

/** Under a heading of the page's own, at the level its outline needs. */
export const OwnHeading: Story = {
  args: { title: 'What This Home Costs a Month', headingLevel: 3 },
  play: async ({ canvas }) => {
    const estimate = await estimateNamed(canvas, 'What This Home Costs a Month', 3);
    await expect(estimate).toHaveTextContent('$2,743 a month');
  },
};

/** A home without a price (price on request) gets no estimate at all, never a made-up one. */
export const NoPrice: Story = {
  args: { price: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Estimated Monthly Payment' })).toBeNull();
    await expect(canvas.queryByText(/\$\d/)).toBeNull();
  },
};

/** Nothing to borrow (all of the price down): no loan to estimate, so nothing is shown. */
export const NothingToBorrow: Story = {
  args: { assumptions: { ...meta.args.assumptions, downPaymentPercent: 100 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Estimated Monthly Payment' })).toBeNull();
    await expect(canvas.queryByText(/a month/)).toBeNull();
  },
};
