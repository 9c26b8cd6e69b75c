import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { SectionHeading } from '../SectionHeading';
import { FAQ, type FAQItem } from './FAQ';

const HOMESTEAD = 'When do I need to file for the Florida homestead exemption?';
const RESIDENCY = 'How do I stop being a Michigan resident for tax purposes?';
const INSURANCE = 'What insurance do snowbirds need for two homes?';
const BOTH = 'Can you help me sell in Michigan and buy in Florida at the same time?';

const floridaQuestions: FAQItem[] = [
  {
    question: HOMESTEAD,
    answer: (
      <p>
        You must own the Florida home and make it your permanent residence by January 1, then file with the
        county property appraiser by March 1 of that year. Buy in the spring, and your first exempt tax year
        is the next one.
      </p>
    ),
  },
  {
    question: RESIDENCY,
    answer: (
      <>
        <p>
          Michigan looks at your domicile: the place you intend to return to and live. Moving it to Florida
          usually means:
        </p>
        <ul>
          <li>a Florida driver license and vehicle registration;</li>
          <li>registering to vote in Florida and filing a Declaration of Domicile with the county clerk;</li>
          <li>a part-year resident Michigan return for the year you move;</li>
          <li>
            rescinding the principal residence exemption on a Michigan house you keep once it is no longer
            your main home.
          </li>
        </ul>
        <p>Every situation is different, so confirm the details with a tax professional.</p>
      </>
    ),
  },
  {
    question: INSURANCE,
    answer: (
      <p>
        Tell your Michigan insurer the house will be empty for the winter: many policies limit coverage after
        30 to 60 days of vacancy unless the home is winterized or checked regularly. In Florida, ask about
        windstorm coverage and hurricane deductibles, and price flood insurance separately, because a standard
        homeowners policy does not cover flooding.
      </p>
    ),
  },
  {
    question: BOTH,
    answer: (
      <p>
        Yes. Alex sells your Michigan home through Sample Realty Group and handles your Florida purchase
        through Sample Gulf Realty, so one person lines up both closings with your moving dates.
      </p>
    ),
  },
];

const meta = {
  title: 'Content/FAQ',
  component: FAQ,
  args: { items: floridaQuestions },
  render: (args) => (
    <section aria-labelledby="faq-title" style={{ maxWidth: '48rem' }}>
      <SectionHeading
        titleId="faq-title"
        eyebrow="Michigan to Florida"
        title="Questions Snowbirds Ask"
        description="Straight answers on taxes, residency and insurance when you split the year between two states."
      />
      <FAQ {...args} />
    </section>
  ),
} satisfies Meta<typeof FAQ>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every answer starts closed; a click on a question shows its answer. */
export const MichiganToFlorida: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const question = canvas.getByRole('button', { name: HOMESTEAD });
    const answer = canvas.getByText(/county property appraiser by March 1/);
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).not.toBeVisible();

    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(answer).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: HOMESTEAD })).toContainElement(question);
  },
};

/** Enter and Space open and close a question from the keyboard. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const question = canvas.getByRole('button', { name: HOMESTEAD });
    await expect(question).toHaveFocus();
    await userEvent.tab();
    const residency = canvas.getByRole('button', { name: RESIDENCY });
    await expect(residency).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(residency).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Declaration of Domicile/)).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(residency).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/Declaration of Domicile/)).not.toBeVisible();

    await userEvent.keyboard(' ');
    await expect(residency).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Declaration of Domicile/)).toBeVisible();
  },
};

/** Several answers can be open at once, and one can start open. */
export const SeveralOpen: Story = {
  args: {
    items: floridaQuestions.map((item, index) => ({ ...item, defaultOpen: index === 2 })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: INSURANCE })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/flood insurance separately/)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: BOTH }));
    await expect(canvas.getByText(/Sample Gulf Realty/)).toBeVisible();
    await expect(canvas.getByText(/flood insurance separately/)).toBeVisible();
  },
};
