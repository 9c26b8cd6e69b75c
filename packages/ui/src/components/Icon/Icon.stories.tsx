import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid, Stack } from '../Layout';
import { Text } from '../Typography';
import { Icon, ICON_NAMES } from './Icon';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { name: 'home' },
  argTypes: { name: { control: 'select', options: ICON_NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside text that says the same thing, an icon is decoration and hidden from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <Text as="span" weight="semibold" style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <Icon {...args} name="mapPin" />
      Ferndale, MI 48220
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg[data-icon="mapPin"]');
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};

/** Alone, an icon needs a `label`: it becomes an image with that name. */
export const Labelled: Story = {
  args: { name: 'star', label: '5 out of 5 stars' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  },
};

/** Icons scale with the text (1.25em) unless given a size. */
export const Sizes: Story = {
  render: (args) => (
    <Stack direction="row" gap="4" align="end">
      {['1rem', '1.5rem', '2rem', '3rem'].map((size) => (
        <Icon key={size} {...args} name="home" size={size} label={`Home at ${size}`} />
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('img', { name: 'Home at 1rem' }).getBoundingClientRect();
    const large = canvas.getByRole('img', { name: 'Home at 3rem' }).getBoundingClientRect();
    await expect(large.width).toBeCloseTo(small.width * 3, 0);
  },
};

/** Icons draw with `currentColor`, so they take the colour of the text around them. */
export const TakesTextColour: Story = {
  render: () => (
    <Stack direction="row" gap="4">
      <Text as="span" tone="success" weight="semibold">
        <Icon name="success" /> Images uploaded
      </Text>
      <Text as="span" tone="danger" weight="semibold">
        <Icon name="alert" /> Upload failed
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const text = canvas.getByText('Upload failed');
    const icon = text.querySelector('svg');
    await expect(icon && getComputedStyle(icon).color).toBe(getComputedStyle(text).color);
  },
};

/** Every icon the library ships, with the `name` to pass. */
export const Gallery: Story = {
  render: () => (
    <Grid as="ul" columns={4} gap="3" aria-label="Icons">
      {ICON_NAMES.map((name) => (
        <li key={name}>
          <Stack direction="row" gap="3" align="center">
            <Icon name={name} size="1.5rem" />
            <Text as="span" size="sm" style={{ fontFamily: 'var(--as-font-mono)' }}>
              {name}
            </Text>
          </Stack>
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(ICON_NAMES.length);
    for (const [index, name] of ICON_NAMES.entries()) {
      const item = items[index] as HTMLElement;
      await expect(item).toHaveTextContent(name);
      await expect(item.querySelector(`svg[data-icon="${name}"]`)).toBeInTheDocument();
    }
  },
};
