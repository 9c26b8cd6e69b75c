import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SavedSearchMatches, type SavedSearchMatch } from './SavedSearchMatches';

const match = (overrides: Partial<SavedSearchMatch>): SavedSearchMatch => ({
  id: 'maplewood',
  address: '1428 Maplewood Ave, Royal Oak',
  facts: '$449,000 · 3 beds · 2 baths',
  href: '/listing/1428-maplewood-ave-royal-oak',
  sent: false,
  ...overrides,
});

const MATCHES: SavedSearchMatch[] = [
  match({}),
  match({
    id: 'vinsetta',
    address: '2217 Vinsetta Blvd, Royal Oak',
    facts: '$429,000 · 3 beds · 1.5 baths',
    href: '/listing/2217-vinsetta-blvd-royal-oak',
    sent: true,
  }),
  match({
    id: 'woodward',
    address: '512 W Lincoln Ave, Royal Oak',
    facts: '$399,900 · 4 beds · 2 baths',
    href: '/listing/512-w-lincoln-ave-royal-oak',
  }),
];

const meta = {
  title: 'Back office/SavedSearchMatches',
  component: SavedSearchMatches,
  args: { matches: MATCHES, total: 3, onSend: fn() },
} satisfies Meta<typeof SavedSearchMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each match with its facts and a link to its page; one the search already had says "Sent". */
export const Matches: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Current matches' });
    await expect(list.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('1-3 of 3 listings that match now')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '1428 Maplewood Ave, Royal Oak' })).toHaveAttribute(
      'href',
      '/listing/1428-maplewood-ave-royal-oak',
    );
    await expect(canvas.getByText('Sent')).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: 'Send to this visitor: 2217 Vinsetta Blvd, Royal Oak' }),
    ).toBeNull();
  },
};

/** The agent sends one: it says "Sending..." and the other buttons wait until it is done. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 300))) },
  play: async ({ args, canvas }) => {
    const send = canvas.getByRole('button', { name: 'Send to this visitor: 1428 Maplewood Ave, Royal Oak' });
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledWith(MATCHES[0]);
    await expect(send).toHaveTextContent('Sending...');
    await expect(
      canvas.getByRole('button', { name: 'Send to this visitor: 512 W Lincoln Ave, Royal Oak' }),
    ).toBeDisabled();
    await waitFor(() => expect(send).toHaveTextContent('Send to this visitor'));
  },
};

/** Many matches: the page's place among them, and Previous and Next. */
export const Paged: Story = {
  args: { total: 23, offset: 10, onPrevious: fn(), onNext: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('11-13 of 23 listings that match now')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNext).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPrevious).toHaveBeenCalledOnce();
  },
};

/** The last page: Next is off. */
export const LastPage: Story = {
  args: { total: 13, offset: 10, onPrevious: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
  },
};

/** No listing matches now. */
export const NoMatches: Story = {
  args: { matches: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No listing matches this search now.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A long address wraps rather than pushing the button off a phone's screen. */
export const LongAddress: Story = {
  args: {
    matches: [
      match({
        address: '31500 Northwestern Highway Unit 2204 Penthouse, Farmington Hills Township',
        facts: '$1,249,000 · 3 beds · 3.5 baths · 2,980 sq ft',
      }),
    ],
    total: 1,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 listing matches now')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Send to this visitor: 31500/ })).toBeVisible();
  },
};
