import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionHeading } from '../SectionHeading';
import { StepList, type ProcessStep } from './StepList';

const buyingSteps: ProcessStep[] = [
  {
    title: 'Consultation',
    description:
      'We talk through your goals, budget, timeline and must-haves, and go over how a buyer-broker agreement works before you sign anything.',
  },
  {
    title: 'Financing and Pre-Approval',
    description:
      'Get pre-approved with a trusted local lender so you know your budget and sellers take your offer seriously.',
  },
  {
    title: 'Home Search and Tours',
    description:
      'Listing alerts across Metro Detroit, then tours together where I point out what the photos do not show.',
  },
  {
    title: 'Negotiation and Offers',
    description:
      'A competitive offer based on recent sales on the street, then negotiation of price, inspection repairs and concessions.',
  },
  {
    title: 'Closing',
    description:
      'I coordinate the lender, title company and inspector so closing day is signatures and keys.',
  },
];

const sellingSteps: ProcessStep[] = [
  {
    title: 'Valuation and Prep',
    description:
      'A market analysis from recent sales near you and a short list of repairs and staging that pay for themselves.',
  },
  {
    title: 'Marketing',
    description:
      'Professional photos, a listing on the MLS and major portals, social promotion and open houses.',
  },
  {
    title: 'Negotiations',
    description: 'Offers compared on more than price: financing, contingencies and closing dates.',
  },
  {
    title: 'Closing',
    description: 'Inspections, appraisal and title work followed through to the day you hand over the keys.',
  },
];

const loanSteps: ProcessStep[] = [
  {
    title: 'Initial Consultation',
    description: 'A call about your income, savings, credit and the loan programs that fit.',
    duration: '30-45 minutes',
  },
  {
    title: 'Pre-Approval',
    description: 'Your documents are reviewed and a pre-approval letter is issued for your offers.',
    duration: '1-3 business days',
  },
  {
    title: 'Home Shopping',
    description: 'You tour homes with your agent, knowing exactly what you can afford.',
    duration: 'varies',
  },
  {
    title: 'Loan Application',
    description:
      'Once your offer is accepted, the full application is submitted and your rate can be locked.',
    duration: 'same day',
  },
  {
    title: 'Processing and Underwriting',
    description: 'Appraisal, title and verification of everything in your file.',
    duration: '15-30 days',
  },
  {
    title: 'Closing',
    description: 'Sign the final documents at the title company and get your keys.',
    duration: '1-2 hours',
  },
];

const howItWorks: ProcessStep[] = [
  {
    title: 'Tell Me What You Need',
    description: 'Send a short request: a lender, an inspector, a contractor or someone else.',
  },
  {
    title: 'Get a Personal Introduction',
    description: 'Within 24 hours you get the name of a professional Alex has worked with and trusts.',
  },
  {
    title: 'Work With a Trusted Pro',
    description: 'Talk to them directly; Alex stays in the loop if you want a second opinion.',
  },
];

const meta = {
  title: 'Content/StepList',
  component: StepList,
  args: { steps: buyingSteps },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
  decorators: [
    (Story, { name }) => (
      <section aria-label={name}>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof StepList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 5-step buying process of the buyers page. */
export const BuyingProcess: Story = {
  render: (args) => (
    <>
      <SectionHeading eyebrow="For Buyers" title="The Home Buying Process" />
      <StepList {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    const titles = within(list).getAllByRole('heading', { level: 3 });
    await expect(titles.map((title) => title.textContent?.trim())).toEqual([
      'Step 1: Consultation',
      'Step 2: Financing and Pre-Approval',
      'Step 3: Home Search and Tours',
      'Step 4: Negotiation and Offers',
      'Step 5: Closing',
    ]);
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Step 2: Financing and Pre-Approval' }),
    ).toBeVisible();
  },
};

/** The 4-step selling process of the sellers page. */
export const SellingProcess: Story = {
  args: { steps: sellingSteps },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'Step 1: Valuation and Prep' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Step 4: Closing' })).toBeVisible();
  },
};

/** The mortgage partner's 6-step loan process, each step with how long it takes. */
export const LoanProcess: Story = {
  args: { steps: loanSteps },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(6);
    const durations = ['30-45 minutes', '1-3 business days', 'varies', 'same day', '15-30 days', '1-2 hours'];
    for (const [index, duration] of durations.entries()) {
      await expect(within(items[index]!).getByText(duration)).toBeVisible();
    }
    await expect(items[4]).toHaveTextContent('Duration: 15-30 days');
  },
};

/** The partnerships page's 3-step How It Works, side by side on wide screens. */
export const HowItWorks: Story = {
  args: { steps: howItWorks, orientation: 'horizontal' },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBe(first!.top);
    await expect(second!.left).toBeGreaterThan(first!.left);
  },
};

/** Horizontal steps stack on a phone, where there is no room side by side. */
export const HowItWorksMobile: Story = {
  args: { steps: howItWorks, orientation: 'horizontal' },
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem').map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
  },
};
