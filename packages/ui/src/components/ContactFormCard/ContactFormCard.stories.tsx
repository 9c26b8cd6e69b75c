import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ContactFormCard } from './ContactFormCard';

/** The sample agent's area examples, as the first site passes them. */
const METRO_AREAS = 'e.g. Royal Oak, Birmingham, Ferndale, Grosse Pointe';

const meta = {
  title: 'Forms/ContactFormCard',
  component: ContactFormCard,
  args: { onSubmit: fn(async () => {}) },
} satisfies Meta<typeof ContactFormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's card: the spec's default title and description over the compact form. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Get Started' })).toBeVisible();
    await expect(canvas.getByText("Let's discuss your real estate goals")).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Get Started' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  },
};

/** The contact page's card, which in-page links reach at `#contact`. */
export const SendMeAMessage: Story = {
  args: {
    id: 'contact',
    title: 'Send Me a Message',
    description: "Tell me what you're planning and I'll reply within 15 minutes, 7 days a week.",
    variant: 'full',
    areaPlaceholder: METRO_AREAS,
    fallbackContact: <a href="tel:+12485550123">(248) 555-0123</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Send Me a Message' })).toBeVisible();
    const form = canvas.getByRole('form', { name: 'Send Me a Message' });
    await expect(form.closest('#contact')).not.toBeNull();
    await expect(canvas.getByRole('combobox', { name: 'Budget range' })).toBeVisible();
  },
};

/** The sellers page asks for a free market analysis of the visitor's home. */
export const SellerValuation: Story = {
  args: {
    title: "What's Your Home Worth?",
    description:
      'Get a free market analysis for your home in Birmingham, Royal Oak, Ferndale or anywhere in Metro Detroit.',
    variant: 'seller',
    areaPlaceholder: 'e.g. 1520 Maple Rd, Birmingham or Ferndale',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: "What's Your Home Worth?" })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: "I'm looking to" })).toHaveDisplayValue('Sell My Home');
    await expect(canvas.getByRole('textbox', { name: 'Property address or area' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Get My Home Valuation' })).toBeEnabled();
  },
};

/**
 * A coming-soon listing's card, under the page's h2: "Get Notified", with the address in the notes.
 * (Homes that can be toured get a `TourRequestForm` instead.)
 */
export const ListingNotify: Story = {
  args: {
    id: 'contact',
    title: 'Get Notified',
    description: "Ask me anything about this home and I'll tell you the day it comes on the market.",
    headingLevel: 3,
    variant: 'buyer',
    areaPlaceholder: METRO_AREAS,
    prefilledAddress: '918 Lakeland St, Grosse Pointe, MI 48230',
    submitLabel: 'Notify Me',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Get Notified' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Additional details or questions' })).toHaveValue(
      "I'm interested in 918 Lakeland St, Grosse Pointe, MI 48230. ",
    );
    await expect(canvas.getByRole('button', { name: 'Notify Me' })).toBeEnabled();
  },
};
