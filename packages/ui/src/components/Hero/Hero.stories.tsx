import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { LinkComponent } from '../../internal/link';
import { SKYLINE } from '../../test/pictures';
import { Hero } from './Hero';

/** Stands in for a router's link, so a test can tell it was used for in-site paths. */
const RouterLink: LinkComponent = ({ href, ...rest }) => <a href={href} data-router-link="" {...rest} />;

const meta = {
  title: 'Content/Hero',
  component: Hero,
  args: {
    eyebrow: 'Metro Detroit Real Estate',
    title: 'Detroit Roots. Client-First Results.',
    description:
      "Whether you're buying your first home in Royal Oak, selling a colonial in Birmingham or splitting the year between Michigan and Florida, Alex Morgan makes the move simple.",
    actions: [
      { href: '/contact', label: "Let's Get Started", iconEnd: 'arrowRight' },
      { href: '/listings', label: 'Explore Listings' },
    ],
    linkComponent: RouterLink,
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center'] },
    size: { control: 'inline-radio', options: ['page', 'compact'] },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page hero: the two calls to action of the spec. */
export const HomeHero: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Detroit Roots. Client-First Results.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Detroit Roots. Client-First Results.' })).toBeVisible();
    const start = canvas.getByRole('link', { name: "Let's Get Started" });
    await expect(start).toHaveAttribute('href', '/contact');
    await expect(start).toHaveAttribute('data-router-link');
    await expect(canvas.getByRole('link', { name: 'Explore Listings' })).toHaveAttribute('href', '/listings');
  },
};

/** An inner page opens with the compact hero and a single action. */
export const CompactPageHero: Story = {
  args: {
    size: 'compact',
    eyebrow: 'For Buyers',
    title: 'Buying a Home in Metro Detroit',
    description: 'From pre-approval to closing day, a clear plan and an advocate at every showing.',
    actions: [{ href: '/contact', label: 'Schedule Buyer Consultation' }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Buying a Home in Metro Detroit' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Schedule Buyer Consultation' })).toHaveAttribute(
      'href',
      '/contact',
    );
  },
};

/**
 * A line under the actions (\`children\`), such as an offer the page makes further down: its plain
 * link reads in the inverse text colour and stays underlined, apart from the buttons.
 */
export const WithOfferLine: Story = {
  args: {
    size: 'compact',
    children: (
      <p>
        Free by email: <a href="#guide">The Relocation Guide</a>
      </p>
    ),
  },
  play: async ({ canvas }) => {
    const offer = canvas.getByRole('link', { name: 'The Relocation Guide' });
    await expect(offer).toHaveAttribute('href', '#guide');
    await expect(getComputedStyle(offer).textDecorationLine).toBe('underline');
    // The inverse text colour, not the browser's blue.
    await expect(getComputedStyle(offer).color).not.toBe('rgb(0, 0, 238)');
    await expect(getComputedStyle(offer).color).toBe(
      getComputedStyle(canvas.getByRole('heading', { level: 1 })).color,
    );
  },
};

/** A photo behind a dim layer; it loads first because it is the largest thing on screen. */
export const WithImage: Story = {
  args: {
    image: {
      src: '/stories/hero-detroit.svg',
      alt: 'The Detroit skyline at dusk across the river',
      width: 1600,
      height: 900,
    },
  },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'The Detroit skyline at dusk across the river' });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(canvas.getByRole('link', { name: "Let's Get Started" })).toBeVisible();
  },
};

/**
 * The home page's photo in modern formats: AVIF (or WebP) at the width the screen needs, never
 * lazy, first in line; the text and actions stay on top.
 */
export const WithResponsivePhoto: Story = {
  args: { image: SKYLINE },
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: SKYLINE.alt });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).toHaveAttribute('width', '1600');
    await expect(image).toHaveAttribute('height', '900');
    await expect(canvasElement.querySelector('picture > source')).toHaveAttribute('sizes', '100vw');
    await waitFor(() =>
      expect((image as HTMLImageElement).currentSrc).toMatch(/hero-skyline-wide\d+\.avif$/),
    );
    await expect(canvas.getByRole('link', { name: "Let's Get Started" })).toBeVisible();
  },
};

/** Centred, as on the partnerships page. */
export const Centered: Story = {
  args: {
    align: 'center',
    eyebrow: 'Partner Network',
    title: 'Trusted Professionals for Every Step of Your Move',
    description:
      'Lenders, inspectors, title companies, insurance advisors and contractors Alex has worked with for years.',
    actions: [{ href: '#partner-form', label: 'Become a Partner' }],
  },
};

/** A third action is dropped: the hero keeps to two choices. */
export const AtMostTwoActions: Story = {
  args: {
    size: 'compact',
    actions: [
      { href: '/contact', label: "Let's Get Started" },
      { href: '/listings', label: 'Explore Listings' },
      { href: '/blog', label: 'Read the Blog' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('link', { name: 'Read the Blog' })).not.toBeInTheDocument();
  },
};

/**
 * At 390px the text wraps, the buttons stack when they do not fit side by side, and the photo is
 * its tall phone crop: a small file rather than the wide scene.
 */
export const Mobile: Story = {
  args: { image: SKYLINE },
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone (390px)', styles: { width: '390px', height: '844px' } } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Explore Listings' })).toBeVisible();
    const image = canvas.getByRole('img', { name: SKYLINE.alt });
    await waitFor(() =>
      expect((image as HTMLImageElement).currentSrc).toMatch(/hero-skyline-phone480\.avif$/),
    );
  },
};
