import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack } from '../Layout';
import { Heading, HEADING_SIZES, Text, type HeadingLevel } from './Typography';

const LEVELS = [1, 2, 3, 4, 5, 6] as const satisfies readonly HeadingLevel[];
const TEXT_SIZES = ['xs', 'sm', 'md', 'lg'] as const;
const TEXT_WEIGHTS = ['regular', 'medium', 'semibold', 'bold'] as const;

const onDark: Decorator = (Story) => (
  <div style={{ background: 'var(--as-color-surface-inverse)', padding: '1.5rem' }}>
    <Story />
  </div>
);

const meta = {
  title: 'Primitives/Typography',
  component: Heading,
  args: { level: 2, children: 'Homes for Sale in Royal Oak' },
  argTypes: {
    level: { control: 'inline-radio', options: LEVELS },
    size: { control: 'inline-radio', options: HEADING_SIZES },
    tone: { control: 'inline-radio', options: ['default', 'inverse', 'brand'] },
    align: { control: 'inline-radio', options: ['start', 'center'] },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HeadingDefault: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Homes for Sale in Royal Oak' }),
    ).toBeVisible();
  },
};

/** The hero's big line: still one `h1`, only bigger. */
export const Display: Story = {
  args: { level: 1, size: 'display', children: 'Detroit Roots. Client-First Results.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Detroit Roots. Client-First Results.',
    );
  },
};

export const Brand: Story = { args: { tone: 'brand', children: 'Michigan to Florida' } };
export const Inverse: Story = {
  args: { tone: 'inverse', children: 'Your trusted Metro Detroit real estate expert' },
  decorators: [onDark],
};
export const Centered: Story = { args: { align: 'center', children: 'What Clients Say' } };

/** Level follows the page outline; size follows the design, so an `h3` can look like an `h2`. */
export const LevelIndependentOfSize: Story = {
  args: { level: 3, size: 'lg', children: 'Grosse Pointe Lakefront Living' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Grosse Pointe Lakefront Living' }),
    ).toBeVisible();
  },
};

/** Every level at its default size. */
export const Levels: Story = {
  render: () => (
    <Stack gap="3">
      {LEVELS.map((level) => (
        <Heading key={level} level={level}>
          Heading level {level}: Birmingham Market Update
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of LEVELS) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`Heading level ${level}`);
    }
  },
};

/** Every heading size, largest first, for design review. */
export const HeadingSizes: Story = {
  render: () => (
    <Stack gap="4">
      {HEADING_SIZES.map((size) => (
        <Heading key={size} level={2} size={size}>
          {size}: Ferndale Bungalows
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 });
    await expect(headings).toHaveLength(HEADING_SIZES.length);
    const fontSizes = headings.map((heading) => parseFloat(getComputedStyle(heading).fontSize));
    for (let index = 1; index < fontSizes.length; index++) {
      await expect(fontSizes[index]).toBeLessThan(fontSizes[index - 1] ?? Infinity);
    }
  },
};

/** Body text in every size and weight. */
export const TextSizesAndWeights: Story = {
  render: () => (
    <Stack gap="3">
      {TEXT_SIZES.map((size) => (
        <Stack key={size} direction="row" gap="4" align="baseline">
          {TEXT_WEIGHTS.map((weight) => (
            <Text key={weight} size={size} weight={weight}>
              {size} {weight}
            </Text>
          ))}
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(/^(xs|sm|md|lg) /)).toHaveLength(
      TEXT_SIZES.length * TEXT_WEIGHTS.length,
    );
  },
};

/** Muted for secondary lines; danger and success for messages (always with words, never colour alone). */
export const TextTones: Story = {
  render: () => (
    <Stack gap="2">
      <Text>3 bd · 2 ba · 1,850 sq ft in Royal Oak</Text>
      <Text tone="muted">Listed August 20, 2025</Text>
      <Text tone="danger">Failed to upload images. Please try again.</Text>
      <Text tone="success">Images uploaded and listing updated successfully</Text>
    </Stack>
  ),
};

export const TextOnDark: Story = {
  decorators: [onDark],
  render: () => (
    <Stack gap="2">
      <Text tone="inverse">Licensed in Michigan. Serving Wayne and Oakland counties.</Text>
      <Text tone="inverseMuted" size="sm">
        © 2025 All rights reserved.
      </Text>
    </Stack>
  ),
};

/** `as` picks the element: an address, a time, a strong phrase. */
export const TextElements: Story = {
  render: () => (
    <Stack gap="2">
      <Text as="address">
        412 W Lincoln Ave
        <br />
        Royal Oak, MI 48067
      </Text>
      <Text tone="muted" size="sm">
        Published{' '}
        <Text as="time" dateTime="2025-08-20" size="sm" tone="muted">
          August 20, 2025
        </Text>
      </Text>
    </Stack>
  ),
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(/412 W Lincoln Ave/).tagName).toBe('ADDRESS');
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', '2025-08-20');
  },
};
