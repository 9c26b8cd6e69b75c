import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Heading, Text } from '../Typography';
import { AdminFrame } from './AdminFrame';

const meta = {
  title: 'Back office/AdminFrame',
  component: AdminFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    brandName: 'Alex Morgan',
    navItems: [{ href: '/admin', label: 'Leads' }],
    currentPath: '/admin',
    userEmail: 'alex.morgan@example.com',
    onSignOut: fn(),
    children: (
      <>
        <Heading level={1} size="lg">
          Leads
        </Heading>
        <Text tone="muted">Every inquiry from the site, newest first.</Text>
      </>
    ),
  },
} satisfies Meta<typeof AdminFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the sections, the account and "Sign out". */
export const SignedIn: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('alex.morgan@example.com')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'admin-main');
  },
};

/** On a lead's page the Leads section stays current. */
export const InASection: Story = {
  args: { currentPath: '/admin/leads/5f0c2a8e' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
  },
};

/** With a section below another's path, only the most specific item is current. */
export const NestedSections: Story = {
  args: {
    navItems: [
      { href: '/admin', label: 'Leads' },
      { href: '/admin/reviews', label: 'Reviews' },
      { href: '/admin/activity', label: 'Activity' },
    ],
    currentPath: '/admin/reviews',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reviews' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Leads' })).not.toHaveAttribute('aria-current');
  },
};

/** Signing out: the button is busy until the session ends. */
export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing out...' })).toBeDisabled();
  },
};

/** Nobody signed in (the sign-in page): the brand only. */
export const SignedOut: Story = {
  args: { navItems: [], userEmail: undefined, onSignOut: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Alex Morgan/ })).toHaveAttribute('href', '/admin');
  },
};

/** The skip link appears on keyboard focus and leads to the main region. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#admin-main');
  },
};
