import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Stack } from '../Layout';
import { ReviewModerationCard, type ReviewModerationCardProps } from './ReviewModerationCard';

const meta = {
  title: 'Back office/ReviewModerationCard',
  component: ReviewModerationCard,
  args: {
    name: 'Danielle R.',
    location: 'Royal Oak, MI',
    text: 'We were first-time buyers and nervous about everything. Alex walked us through the buyer agreement line by line and spent a Saturday with us touring bungalows.\n\nWhen the inspection found an old electrical panel, Alex negotiated a credit instead of letting us walk away.',
    rating: 5,
    status: 'pending',
    sentAt: 'Sep 12, 2025, 9:41 AM',
    onStatusChange: fn(),
  },
} satisfies Meta<typeof ReviewModerationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waiting for the agent: the review as visitors would see it, with Approve and Reject. */
export const Pending: Story = {
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Review from Danielle R.' });
    await expect(within(card).getByText('Pending')).toBeVisible();
    await expect(within(card).getByText('Sent Sep 12, 2025, 9:41 AM')).toBeVisible();
    await expect(within(card).getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(within(card).getByRole('blockquote').querySelectorAll('p')).toHaveLength(2);
    await userEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('approved');
    await userEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    await expect(args.onStatusChange).toHaveBeenLastCalledWith('rejected');
  },
};

/** Approved: shown on the reviews page since the date given; it can still be taken down. */
export const Approved: Story = {
  args: { status: 'approved', approvedAt: 'Sep 12, 2025, 10:02 AM' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Approved', { exact: true })).toBeVisible();
    await expect(canvas.getByText('Approved Sep 12, 2025, 10:02 AM')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reject' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('rejected');
  },
};

/** Rejected: never shown to visitors; the agent can change their mind. */
export const Rejected: Story = {
  args: {
    name: 'Quick Cash Homes',
    location: '',
    text: 'Sell your house fast for cash!!! Call now for an offer today.',
    rating: 1,
    status: 'rejected',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rejected')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '1 out of 5 stars' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reject' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
};

/** While the approval is saved: Approve is busy, and neither button can be pressed again. */
export const Approving: Story = {
  args: { saving: 'approved' },
  play: async ({ canvas }) => {
    const buttons = canvas.getAllByRole('button');
    await expect(buttons).toHaveLength(2);
    for (const button of buttons) await expect(button).toBeDisabled();
    await expect(buttons[0]).toHaveAttribute('aria-busy', 'true');
  },
};

/** Read only (no handler): the review and its status, without buttons. */
export const ReadOnly: Story = {
  args: { onStatusChange: undefined, status: 'approved', approvedAt: 'Sep 13, 2025, 8:15 AM' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Whatever a visitor typed is shown as typed: markup stays text, nothing is injected. */
export const MarkupStaysText: Story = {
  args: {
    name: '<b>Mallory</b>',
    location: 'Warren, MI <img src=x onerror=alert(1)>',
    text: 'Great agent! <script>alert("hi")</script> <img src=x onerror=alert(1)>',
    rating: 4,
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Review from <b>Mallory</b>' });
    await expect(card).toHaveTextContent('<script>alert("hi")</script> <img src=x onerror=alert(1)>');
    await expect(card.querySelector('script, b, img[src="x"]')).toBeNull();
  },
};

const queue: ReviewModerationCardProps[] = [
  {
    name: 'Marcus B.',
    location: 'Ferndale, MI',
    text: 'Listed on a Thursday, three offers by Sunday. Clear advice on which one to take.',
    rating: 5,
    status: 'pending',
    sentAt: 'Sep 14, 2025, 7:20 PM',
  },
  {
    name: 'Priya R.',
    location: 'Troy, MI to Naples, FL',
    text: 'Sold in Troy and bought in Naples in one season. Every date lined up.',
    rating: 4,
    status: 'approved',
    sentAt: 'Sep 10, 2025, 11:05 AM',
    approvedAt: 'Sep 10, 2025, 1:30 PM',
  },
  {
    name: 'Test',
    text: 'asdf',
    rating: 3,
    status: 'rejected',
    sentAt: 'Sep 9, 2025, 2:14 AM',
  },
];

/** The moderation queue: pending first, then the decided ones, each with its own buttons. */
export const Queue: Story = {
  render: (args) => (
    <Stack as="ul" gap="4">
      {queue.map((review) => (
        <li key={review.name}>
          <ReviewModerationCard {...review} onStatusChange={args.onStatusChange} />
        </li>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    const pending = canvas.getByRole('article', { name: 'Review from Marcus B.' });
    await expect(within(pending).getAllByRole('button')).toHaveLength(2);
    const rejected = canvas.getByRole('article', { name: 'Review from Test' });
    await expect(within(rejected).getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};

/** At 390px the buttons wrap under the review; nothing is cut off. */
export const Phone: Story = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Approve' })).toBeVisible();
  },
};
