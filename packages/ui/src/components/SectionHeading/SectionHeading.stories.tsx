import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Content/SectionHeading',
  component: SectionHeading,
  args: {
    eyebrow: 'Why Work With Alex',
    title: 'Local Knowledge, Honest Advice, Every Step of the Way',
    description:
      'Born and raised in Metro Detroit, Alex knows which Royal Oak blocks flood in spring, which Birmingham schools have waitlists and what a Corktown loft really sells for.',
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center'] },
    tone: { control: 'inline-radio', options: ['default', 'inverse'] },
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', {
        level: 2,
        name: 'Local Knowledge, Honest Advice, Every Step of the Way',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Why Work With Alex')).toBeVisible();
  },
};

export const Centered: Story = {
  args: {
    align: 'center',
    eyebrow: 'August 2025',
    title: 'Metro Detroit Market Snapshot',
    description: 'Where rates, inventory and prices stand this month, in plain numbers.',
  },
};

/** Only a title, as on short sections. */
export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, title: 'Recent Articles' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Recent Articles' })).toBeVisible();
  },
};

/** The level follows the outline: a sub-section under an h2 uses h3 and looks smaller. */
export const Level3: Story = {
  args: {
    level: 3,
    eyebrow: undefined,
    title: 'Buyer Resources',
    description: 'Checklists and guides to read before your first showing.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Buyer Resources' })).toBeVisible();
  },
};

/** On a dark section, such as the valuation call to action. */
export const Inverse: Story = {
  args: {
    tone: 'inverse',
    eyebrow: 'Thinking of Selling?',
    title: 'Find Out What Your Home Is Worth',
    description: 'A free, no-obligation market analysis based on recent sales on your street.',
  },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--as-color-surface-inverse)', padding: '2rem' }}>
        <Story />
      </div>
    ),
  ],
};

/** Both alignments in both tones, for design review. */
export const Matrix: Story = {
  render: (args) => (
    <Stack gap="8">
      {(['default', 'inverse'] as const).map((tone) =>
        (['start', 'center'] as const).map((align) => (
          <div
            key={`${tone}-${align}`}
            style={{
              padding: '1.5rem',
              background: tone === 'inverse' ? 'var(--as-color-surface-inverse)' : undefined,
            }}
          >
            <SectionHeading {...args} tone={tone} align={align} title={`${tone} ${align}`} />
          </div>
        )),
      )}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};
