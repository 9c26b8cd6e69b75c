import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout';
import { Badge, BADGE_TONES } from './Badge';

const BADGE_VARIANTS = ['subtle', 'solid'] as const;

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { tone: 'success', children: 'Available' },
  argTypes: {
    tone: { control: 'inline-radio', options: BADGE_TONES },
    variant: { control: 'inline-radio', options: BADGE_VARIANTS },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A listing that can be toured today. */
export const Available: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Available')).toBeVisible();
  },
};

export const ComingSoon: Story = { args: { tone: 'info', children: 'Coming Soon' } };
export const Pending: Story = { args: { tone: 'warning', children: 'Pending' } };
export const RecentlyClosed: Story = { args: { tone: 'neutral', children: 'Recently Closed' } };
export const PriceReduced: Story = { args: { tone: 'danger', children: 'Price Reduced' } };
export const Category: Story = { args: { tone: 'accent', children: 'Market Updates' } };

/** The icon is decoration: the text alone carries the meaning to screen readers. */
export const WithIcon: Story = {
  args: { tone: 'neutral', icon: 'mapPin', children: 'Royal Oak' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('Royal Oak');
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** `solid` stands out over a listing photo. */
export const SolidOverPhoto: Story = {
  args: { variant: 'solid', tone: 'success', children: 'Available' },
  render: (args) => (
    <div style={{ position: 'relative', maxWidth: '24rem' }}>
      <img
        src="/stories/house-1.svg"
        alt="Red brick bungalow with a covered front porch in Ferndale"
        width={1200}
        height={800}
        style={{ borderRadius: '12px' }}
      />
      <Badge {...args} style={{ position: 'absolute', top: '0.75rem', left: '0.75rem' }} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /Ferndale/ })).toBeVisible();
    await expect(canvas.getByText('Available')).toBeVisible();
  },
};

/** Every tone in both variants, for design review. */
export const Matrix: Story = {
  render: () => (
    <Stack gap="3">
      {BADGE_VARIANTS.map((variant) => (
        <Stack key={variant} direction="row" gap="2" align="center">
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} tone={tone} variant={variant}>
              {tone} {variant}
            </Badge>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const variant of BADGE_VARIANTS) {
      for (const tone of BADGE_TONES) {
        await expect(canvas.getByText(`${tone} ${variant}`)).toBeVisible();
      }
    }
  },
};
