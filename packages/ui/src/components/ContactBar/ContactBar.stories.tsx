import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DESKTOP, desktopViewport, PHONE, phoneViewport } from '../../test/viewports';
import { Stack } from '../Layout';
import { Text } from '../Typography';
import { ContactBar, smsHref } from './ContactBar';

const PHONE_HREF = 'tel:+12485550142';

const meta = {
  title: 'Contact/ContactBar',
  component: ContactBar,
  args: {
    label: 'Call, text or tour with Alex',
    callHref: PHONE_HREF,
    textHref: smsHref(PHONE_HREF, "Hi Alex, I'm asking about 1428 Maplewood Ave, Royal Oak"),
    tourHref: '#contact',
  },
  parameters: { viewport: { options: { ...phoneViewport, ...desktopViewport } } },
  globals: { viewport: PHONE },
  decorators: [
    (Story) => (
      <main>
        <Stack gap="4">
          {Array.from({ length: 10 }, (_, index) => (
            <Text key={index}>
              A 1926 brick bungalow on a quiet Royal Oak street, three blocks from Main Street, with a
              finished basement, a new roof and a deep fenced yard.
            </Text>
          ))}
        </Stack>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof ContactBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * On a phone, at the end of a listing: Call, Text with the home written in, and Tour to the
 * page's form, one tap each at the bottom of the screen while the page scrolls.
 */
export const OnAListing: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('navigation', { name: 'Call, text or tour with Alex' });
    const box = bar.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight + 1);
    await expect(box.top).toBeGreaterThan(0);
    await expect(canvas.getByRole('link', { name: 'Call' })).toHaveAttribute('href', PHONE_HREF);
    await expect(canvas.getByRole('link', { name: 'Text' })).toHaveAttribute(
      'href',
      "sms:+12485550142?body=Hi%20Alex%2C%20I'm%20asking%20about%201428%20Maplewood%20Ave%2C%20Royal%20Oak",
    );
    await expect(canvas.getByRole('link', { name: 'Tour' })).toHaveAttribute('href', '#contact');
  },
};

/** On the relocation page there is no home to tour: the third button goes to the page's form. */
export const PlanYourMove: Story = {
  args: {
    textHref: smsHref(PHONE_HREF, "Hi Alex, I'm asking about moving from Michigan to Florida"),
    tourHref: '#contact-form',
    tourLabel: 'Plan Your Move',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Plan Your Move' })).toHaveAttribute(
      'href',
      '#contact-form',
    );
    await expect(canvas.getByRole('link', { name: 'Text' })).toHaveAttribute(
      'href',
      expect.stringContaining('moving%20from%20Michigan%20to%20Florida'),
    );
  },
};

/** On a wide screen the number is in the header and footer: the bar is not shown. */
export const HiddenOnWideScreens: Story = {
  globals: { viewport: DESKTOP },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('nav');
    await expect(bar).not.toBeNull();
    await expect(bar).not.toBeVisible();
  },
};
