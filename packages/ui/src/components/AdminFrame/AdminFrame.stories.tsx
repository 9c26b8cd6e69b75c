import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { PHONE, phoneViewport } from '../../test/viewports';
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

const allSections = [
  { href: '/admin', label: 'Leads' },
  { href: '/admin/listings', label: 'Listings' },
  { href: '/admin/reviews', label: 'Reviews' },
  { href: '/admin/activity', label: 'Activity' },
  { href: '/admin/deliveries', label: 'Deliveries' },
  { href: '/admin/alerts', label: 'Alerts' },
];

/** Every section of the back office in the bar, the account at its end. */
export const AllSections: Story = {
  args: { navItems: allSections, currentPath: '/admin/listings/4c1e' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Back office' });
    await expect(nav).toBeVisible();
    await expect(canvas.getAllByRole('link').filter((link) => nav.contains(link))).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * On a phone the sections and the account wait behind Menu, so the page starts under one short
 * bar; choosing a section closes the menu, and so does a second press on Menu (Escape and a press
 * outside are the browser's, checked end to end).
 */
export const Phone: Story = {
  args: { navItems: allSections, currentPath: '/admin' },
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: PHONE },
  play: async ({ canvas, args, step }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'Listings' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).toBeNull();
    await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBeLessThan(90);

    await step('open the menu: every section and the account', async () => {
      await userEvent.click(menu);
      await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'true'));
      await expect(canvas.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'Alerts' })).toBeVisible();
      await expect(canvas.getByText('alex.morgan@example.com')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Sign out' }));
      await expect(args.onSignOut).toHaveBeenCalled();
    });

    await step('a second press on Menu closes it', async () => {
      await userEvent.click(menu);
      await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
    });

    await step('choosing a section closes it', async () => {
      await userEvent.click(menu);
      const reviews = canvas.getByRole('link', { name: 'Reviews' });
      reviews.addEventListener('click', (event) => event.preventDefault(), { once: true });
      await userEvent.click(reviews);
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(canvas.queryByRole('link', { name: 'Reviews' })).toBeNull());
    });
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
