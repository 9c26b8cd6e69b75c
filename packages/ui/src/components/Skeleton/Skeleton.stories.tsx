import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ListingCardSkeleton, ListingDetailSkeleton, SkeletonGroup, TextSkeleton } from './Skeleton';

const meta = {
  title: 'Domain/Skeleton',
  component: SkeletonGroup,
  args: { label: 'Loading listings…', count: 6, columns: 3 },
} satisfies Meta<typeof SkeletonGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The listings page while it loads: six cards, one announcement. */
export const ListingsPage: Story = {
  play: async ({ canvas, canvasElement }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Loading listings…');
    await expect(canvas.getAllByRole('status')).toHaveLength(1);
    const grid = canvasElement.querySelector('[data-skeleton-group] > [aria-hidden="true"]');
    await expect(grid?.querySelectorAll(':scope > [data-skeleton]')).toHaveLength(6);
  },
};

/** The home page's featured listings while they load. */
export const HomeFeatured: Story = {
  args: { count: 3, label: 'Loading featured listings…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading featured listings…');
  },
};

/** A listing's detail page while it loads. */
export const DetailPage: Story = {
  args: { count: 1, columns: 1, label: 'Loading listing…', children: <ListingDetailSkeleton /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading listing…');
  },
};

/** One card skeleton on its own is silent: wrap skeletons in a `SkeletonGroup` to announce them. */
export const CardOnly: Story = {
  render: () => (
    <div style={{ maxWidth: '24rem' }}>
      <ListingCardSkeleton />
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvasElement.querySelector('[data-skeleton]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Text: Story = {
  render: () => (
    <div style={{ maxWidth: '32rem', display: 'grid', gap: '1.5rem' }}>
      <TextSkeleton lines={1} size="xl" width="60%" />
      <TextSkeleton lines={4} />
      <TextSkeleton lines={2} size="sm" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-skeleton] > *')).toHaveLength(7);
  },
};
