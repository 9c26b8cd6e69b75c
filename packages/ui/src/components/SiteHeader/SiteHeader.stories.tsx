import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { LinkComponent } from '../../internal/link';
import { Container } from '../Layout';
import { Heading, Text } from '../Typography';
import { SiteHeader, type SiteNavItem } from './SiteHeader';
import { PHONE, phoneViewport } from '../../test/viewports';

const navItems: SiteNavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/about', label: 'About' },
  { href: '/listings', label: 'Listings' },
  { href: '/buyers', label: 'Buyers' },
  { href: '/sellers', label: 'Sellers' },
  { href: '/florida-michigan', label: 'Michigan to Florida' },
  { href: '/reviews', label: 'Reviews' },
  { href: '/blog', label: 'Blog' },
  { href: '/partnerships', label: 'Partnerships' },
  { href: '/contact', label: 'Contact' },
];

const navigate = fn();

/** Stands in for a router's link: records the path instead of leaving the story. */
const RouterLink: LinkComponent = ({ href, onClick, ...rest }) => (
  <a
    href={href}
    data-router-link=""
    onClick={(event) => {
      event.preventDefault();
      navigate(href);
      onClick?.(event);
    }}
    {...rest}
  />
);

const meta = {
  title: 'Site frame/SiteHeader',
  component: SiteHeader,
  args: {
    brandName: 'Alex Morgan',
    brandTagline: 'Metro Detroit Real Estate',
    navItems,
    currentPath: '/listings',
    cta: { href: '/contact', label: 'Work with Alex' },
    linkComponent: RouterLink,
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Container as="main" id="main" tabIndex={-1} style={{ paddingBlock: '2rem' }}>
          <Heading level={1}>Homes for Sale in Metro Detroit</Heading>
          <Text tone="muted">
            Current listings, coming-soon homes and recent sales across Detroit, Birmingham and Royal Oak.
          </Text>
        </Container>
      </>
    ),
  ],
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ten links of the site in a row, with Listings marked as the current page. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const links = canvas.getAllByRole('link').filter((link) => nav.contains(link));
    await expect(links.map((link) => link.textContent)).toEqual(navItems.map((item) => item.label));
    await expect(links.map((link) => link.getAttribute('href'))).toEqual(navItems.map((item) => item.href));

    const current = canvas.getAllByRole('link', { current: 'page' });
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAccessibleName('Listings');

    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Alex Morgan Metro Detroit Real Estate' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Work with Alex' })).toHaveAttribute('href', '/contact');
  },
};

/** Pages below a section keep the section current: an article marks Blog. */
export const InsideASection: Story = {
  args: { currentPath: '/blog/buyer-broker-agreements-2025' },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('link', { current: 'page' });
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveAccessibleName('Blog');
  },
};

/**
 * At 390px the links hide behind a Menu button, which opens them as a popover (so it opens before
 * the app's code and without it); choosing a link closes the menu.
 */
export const Mobile: Story = {
  parameters: { viewport: { options: phoneViewport } },
  globals: { viewport: PHONE },
  play: async ({ canvas, step }) => {
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();

    await step('open the menu and choose a link', async () => {
      navigate.mockClear();
      await userEvent.click(menu);
      await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'true'));
      await expect(document.getElementById(menu.getAttribute('aria-controls') ?? '')).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Listings' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'Work with Alex' })).toBeVisible();
      const about = canvas.getByRole('link', { name: 'About' });
      await expect(about).toBeVisible();
      await userEvent.click(about);
      await expect(navigate).toHaveBeenCalledWith('/about');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(canvas.queryByRole('link', { name: 'About' })).not.toBeInTheDocument());
    });

    // Escape and a press outside close it too: the browser's own popover does that (a story's
    // synthetic keys do not reach it), so the end-to-end tests check it with real keys.
    await step('a second press on Menu closes it', async () => {
      await userEvent.click(menu);
      await expect(canvas.getByRole('link', { name: 'Home' })).toBeVisible();
      await userEvent.click(menu);
      await waitFor(() => expect(menu).toHaveAttribute('aria-expanded', 'false'));
      await expect(canvas.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    });
  },
};

/** The first Tab on the page reveals a link that jumps past the navigation. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main');
    await expect(skip).toBeVisible();
  },
};

/** A logo mark before the name; the name stays the link's accessible text. */
export const WithLogo: Story = {
  args: {
    brandTagline: undefined,
    logo: (
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
        <rect width="40" height="40" rx="8" fill="currentColor" opacity="0.15" />
        <path d="M8 30V18l12-9 12 9v12h-8v-8h-8v8z" fill="currentColor" />
      </svg>
    ),
    currentPath: '/',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Alex Morgan' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  },
};
