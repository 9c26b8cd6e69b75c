import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonLink } from '../Button';
import { PageLinks } from './PageLinks';

const meta = {
  title: 'Primitives/PageLinks',
  component: PageLinks,
  args: {
    label: 'Current Listings pages',
    previousHref: '/listings?section=current&before=2026-11-02T10%3A00%3A00Z~a1',
    nextHref: '/listings?section=current&after=2026-10-20T09%3A30%3A00Z~b2',
  },
} satisfies Meta<typeof PageLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page in the middle: both ways, as links a browser follows without JavaScript. */
export const Middle: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Current Listings pages' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      args.previousHref,
    );
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', args.nextHref);
  },
};

/** The first page: only onwards. */
export const First: Story = {
  args: { previousHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute('rel', 'next');
  },
};

/** The last page, with a way back to the whole list beside it. */
export const LastWithWayBack: Story = {
  args: {
    nextHref: undefined,
    children: (
      <ButtonLink href="/listings" variant="ghost">
        Every section
      </ButtonLink>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Next page' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute('rel', 'prev');
    await expect(canvas.getByRole('link', { name: 'Every section' })).toHaveAttribute('href', '/listings');
  },
};

/** Its own words (a page in another language, or "More homes"). */
export const OwnWords: Story = {
  args: { previousLabel: 'Newer homes', nextLabel: 'Older homes' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Newer homes' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Older homes' })).toBeVisible();
  },
};

/** Nowhere to go: nothing at all, not an empty landmark. */
export const Nowhere: Story = {
  args: { previousHref: undefined, nextHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
