import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { LinkComponent } from '../../internal/link';
import { AGENT_PORTRAIT } from '../../test/pictures';
import { Portrait } from '../Portrait';
import { SiteFooter } from './SiteFooter';

/** Stands in for a router's link, so a test can tell it was used for in-site paths. */
const RouterLink: LinkComponent = ({ href, ...rest }) => <a href={href} data-router-link="" {...rest} />;

const meta = {
  title: 'Site frame/SiteFooter',
  component: SiteFooter,
  args: {
    name: 'Alex Morgan',
    tagline: 'Detroit Roots. Client-First Results. Your trusted Metro Detroit real estate expert.',
    quickLinks: [
      { href: '/', label: 'Home' },
      { href: '/about', label: 'About' },
      { href: '/listings', label: 'Listings' },
      { href: '/buyers', label: 'Buyers' },
      { href: '/sellers', label: 'Sellers' },
    ],
    phone: '(248) 555-0142',
    email: 'alex@example.com',
    socialLinks: [
      { label: 'Facebook', href: 'https://www.facebook.com/alexmorganrealestate', icon: 'facebook' },
      { label: 'Instagram', href: 'https://www.instagram.com/alexmorganrealestate', icon: 'instagram' },
    ],
    legalLinks: [
      { href: '/privacy', label: 'Privacy Policy' },
      { href: '/terms', label: 'Terms of Service' },
    ],
    year: 2025,
    licenseLine: 'Licensed Real Estate Salesperson in Michigan.',
    brokerageLine:
      'Michigan transactions brokered by Sample Realty Group; Florida transactions through Sample Gulf Realty.',
    equalHousing: 'Equal Housing Opportunity.',
    linkComponent: RouterLink,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every block of the footer, with each link checked for where it goes and how it opens. */
export const Default: Story = {
  play: async ({ canvas, step }) => {
    await step('quick links go through the router link', async () => {
      const quick = within(canvas.getByRole('navigation', { name: 'Quick Links' }));
      const expected = [
        ['Home', '/'],
        ['About', '/about'],
        ['Listings', '/listings'],
        ['Buyers', '/buyers'],
        ['Sellers', '/sellers'],
      ];
      const links = quick.getAllByRole('link');
      await expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expected);
      for (const link of links) await expect(link).toHaveAttribute('data-router-link');
    });

    await step('phone and e-mail are tel: and mailto: anchors', async () => {
      const phone = canvas.getByRole('link', { name: '(248) 555-0142' });
      await expect(phone).toHaveAttribute('href', 'tel:+12485550142');
      await expect(phone).not.toHaveAttribute('data-router-link');
      await expect(canvas.getByRole('link', { name: 'alex@example.com' })).toHaveAttribute(
        'href',
        'mailto:alex@example.com',
      );
    });

    await step('social profiles open in a new tab and say so', async () => {
      for (const [name, href] of [
        ['Facebook', 'https://www.facebook.com/alexmorganrealestate'],
        ['Instagram', 'https://www.instagram.com/alexmorganrealestate'],
      ] as const) {
        const link = canvas.getByRole('link', { name: `${name} (opens in a new tab)` });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    await step('legal links, copyright year and broker lines', async () => {
      const legal = within(canvas.getByRole('navigation', { name: 'Legal' }));
      await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await expect(legal.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
      await expect(canvas.getByText('© 2025 Alex Morgan. All rights reserved.')).toBeVisible();
      await expect(canvas.getByText('Licensed Real Estate Salesperson in Michigan.')).toBeVisible();
      await expect(canvas.getByText(/brokered by Sample Realty Group/)).toBeVisible();
      await expect(canvas.getByText('Equal Housing Opportunity.')).toBeVisible();
      await expect(
        canvas.getByText(
          'Detroit Roots. Client-First Results. Your trusted Metro Detroit real estate expert.',
        ),
      ).toBeVisible();
    });
  },
};

/** The agent's photo beside the name: it says nothing the name does not, so screen readers skip it. */
export const WithPortrait: Story = {
  args: { portrait: <Portrait image={{ ...AGENT_PORTRAIT, alt: '' }} size="sm" /> },
  play: async ({ canvas, canvasElement }) => {
    const photo = canvasElement.querySelector('img');
    await expect(photo).toHaveAttribute('loading', 'lazy');
    await expect(photo).toHaveAttribute('alt', '');
    await expect(canvas.getByText('Alex Morgan')).toBeVisible();
  },
};

/** The year comes from the caller, so a page prerendered in December says the same in January. */
export const NextYear: Story = {
  args: { year: 2026 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('© 2026 Alex Morgan. All rights reserved.')).toBeVisible();
  },
};

/** Only what every site has: the name, the year and the brand lines; empty blocks are left out. */
export const Minimal: Story = {
  args: {
    tagline: undefined,
    quickLinks: [],
    phone: undefined,
    email: undefined,
    socialLinks: [],
    legalLinks: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
    await expect(canvas.getByText('© 2025 Alex Morgan. All rights reserved.')).toBeVisible();
  },
};

/** At 390px the columns stack. */
export const Mobile: Story = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'alex@example.com' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
  },
};
