import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Icon } from '../Icon';
import { Stack } from '../Layout';
import { Text } from '../Typography';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Call Now' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An icon-only link still has a name: screen readers hear "Call Now", sighted visitors see the icon. */
export const IconLinkLabel: Story = {
  render: (args) => (
    <a href="tel:+12485550123" style={{ display: 'inline-flex', padding: '0.75rem', borderRadius: '9999px' }}>
      <Icon name="phone" />
      <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Call Now' });
    await expect(link).toHaveAttribute('href', 'tel:+12485550123');
    const label = canvas.getByText('Call Now');
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

/** Extra words for screen readers where the visible text leans on its surroundings. */
export const ExtraContext: Story = {
  args: { children: ' about 1240 Woodward Ave, Detroit' },
  render: (args) => (
    <Stack gap="2">
      <Text weight="semibold">1240 Woodward Ave, Detroit · $425,000</Text>
      <a href="/listing/1240-woodward-ave-detroit">
        View Details
        <VisuallyHidden {...args} />
      </a>
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'View Details about 1240 Woodward Ave, Detroit' }),
    ).toBeVisible();
  },
};

/** A skip link: hidden until a keyboard visitor tabs to it, then shown so they see where focus is. */
export const FocusableSkipLink: Story = {
  args: { focusable: true, children: undefined },
  render: (args) => (
    <>
      <VisuallyHidden {...args}>
        <a href="#main-content">Skip to main content</a>
      </VisuallyHidden>
      <nav aria-label="Main">
        <a href="/listings">Listings</a>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <Text>Homes for sale in Royal Oak, Birmingham and Ferndale.</Text>
      </main>
    </>
  ),
  play: async ({ canvas }) => {
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    // The hidden wrapper is a 1px clipped box until something inside it has focus.
    const shownWidth = () => (skipLink.parentElement as HTMLElement).getBoundingClientRect().width;
    await expect(shownWidth()).toBeLessThanOrEqual(1);
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(shownWidth()).toBeGreaterThan(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Listings' })).toHaveFocus();
    await expect(shownWidth()).toBeLessThanOrEqual(1);
  },
};
