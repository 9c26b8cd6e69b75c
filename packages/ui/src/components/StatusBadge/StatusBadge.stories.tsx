import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LISTING_STATUSES } from '../../rules/listing';
import { Stack } from '../Layout';
import { Text } from '../Typography';
import { StatusBadge } from './StatusBadge';

const meta = {
  title: 'Domain/StatusBadge',
  component: StatusBadge,
  args: { status: 'current' },
  argTypes: {
    status: { control: 'inline-radio', options: LISTING_STATUSES },
    context: { control: 'inline-radio', options: ['card', 'detail'] },
    variant: { control: 'inline-radio', options: ['solid', 'subtle'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Available')).toBeVisible();
  },
};

export const ComingSoon: Story = {
  args: { status: 'coming_soon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
  },
};

export const RecentlyClosed: Story = {
  args: { status: 'recently_closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recently Closed')).toBeVisible();
  },
};

/** The detail page shows no badge for a pending listing. */
export const PendingOnDetailPage: Story = {
  args: { status: 'pending', context: 'detail' },
  render: (args) => (
    <Stack gap="2">
      <Text size="sm" tone="muted">
        Badge:
      </Text>
      <StatusBadge {...args} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Pending')).toBeNull();
  },
};

/** Every status, solid (over photos) and subtle, on cards and on the detail page. */
export const Matrix: Story = {
  render: () => (
    <Stack gap="4">
      {(['card', 'detail'] as const).map((context) =>
        (['solid', 'subtle'] as const).map((variant) => (
          <Stack key={`${context}-${variant}`} direction="row" gap="3" align="center">
            <Text as="span" size="sm" tone="muted">
              {context}, {variant}:
            </Text>
            {LISTING_STATUSES.map((status) => (
              <StatusBadge key={status} status={status} context={context} variant={variant} />
            ))}
          </Stack>
        )),
      )}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Pending')).toHaveLength(2);
    await expect(canvas.getAllByText('Available')).toHaveLength(4);
  },
};

/** Over a listing photo the solid badge keeps its contrast whatever the photo shows. */
export const OverPhoto: Story = {
  args: { status: 'coming_soon' },
  render: (args) => (
    <div style={{ position: 'relative', maxWidth: '24rem' }}>
      <img src="/stories/house-3.svg" width={1200} height={800} alt="Brick ranch house with a garage" />
      <div style={{ position: 'absolute', insetBlockStart: '0.75rem', insetInlineStart: '0.75rem' }}>
        <StatusBadge {...args} />
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Coming Soon')).toHaveAttribute('data-variant', 'solid');
  },
};
