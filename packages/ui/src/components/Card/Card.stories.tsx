import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { ButtonLink } from '../Button';
import { Stack } from '../Layout';
import { Heading, Text } from '../Typography';
import { Card, CARD_VARIANTS } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    children: (
      <Stack gap="2">
        <Heading level={3}>Why Work With a Local Agent</Heading>
        <Text tone="muted">
          Twenty years of closings in Wayne and Oakland counties, from first homes in Dearborn to lake houses
          in Grosse Pointe.
        </Text>
      </Stack>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: CARD_VARIANTS },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 3, name: 'Why Work With a Local Agent' }),
    ).toBeVisible();
  },
};

export const Outlined: Story = { args: { variant: 'outlined' } };
export const Sunken: Story = { args: { variant: 'sunken' } };

/** Dark with light text: headings and text inside take their `inverse` tone. */
export const Inverse: Story = {
  args: {
    variant: 'inverse',
    children: (
      <Stack gap="2">
        <Heading level={3} tone="inverse">
          Detroit Roots. Client-First Results.
        </Heading>
        <Text tone="inverseMuted">Your trusted Metro Detroit real estate expert.</Text>
      </Stack>
    ),
  },
};

/**
 * `padding="none"` lets the photo run to the edges; the card clips it to its corners. As an
 * `article` named by its heading, a screen reader lists it among the page's listings.
 */
export const ListingWithPhoto: Story = {
  args: {
    as: 'article',
    padding: 'none',
    'aria-labelledby': 'card-story-listing-title',
    children: (
      <>
        <img
          src="/stories/house-2.svg"
          alt="White two-story colonial with black shutters"
          width={1200}
          height={800}
        />
        <Stack gap="3" style={{ padding: '1.25rem' }}>
          <Stack direction="row" gap="2">
            <Badge tone="success">Available</Badge>
          </Stack>
          <Heading level={3} size="sm" id="card-story-listing-title">
            Colonial on a Tree-Lined Street in Birmingham
          </Heading>
          <Text weight="bold" size="lg">
            $749,000
          </Text>
          <Text tone="muted" size="sm">
            4 bd · 2.5 ba · 2,640 sq ft · Birmingham, MI 48009
          </Text>
          <Stack direction="row" gap="2">
            <ButtonLink href="/listing/colonial-on-tree-lined-street-birmingham" variant="secondary">
              View Details
            </ButtonLink>
            <ButtonLink href="#contact">Schedule Tour</ButtonLink>
          </Stack>
        </Stack>
      </>
    ),
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Colonial on a Tree-Lined Street in Birmingham' });
    await expect(card).toBeVisible();
    await expect(canvas.getByRole('img', { name: /colonial/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/listing/colonial-on-tree-lined-street-birmingham',
    );
    await expect(canvas.getByRole('link', { name: 'Schedule Tour' })).toHaveAttribute('href', '#contact');
  },
};

export const PaddingSmall: Story = { args: { padding: 'sm', variant: 'outlined' } };
export const PaddingLarge: Story = { args: { padding: 'lg', variant: 'outlined' } };

/** Every variant, as items of a list, for design review. */
export const Matrix: Story = {
  render: () => (
    <Stack as="ul" gap="4">
      {CARD_VARIANTS.map((variant) => (
        <Card key={variant} as="li" variant={variant}>
          <Stack gap="2">
            <Heading level={3} size="sm" tone={variant === 'inverse' ? 'inverse' : 'default'}>
              {variant}
            </Heading>
            <Text tone={variant === 'inverse' ? 'inverseMuted' : 'muted'} size="sm">
              Ferndale bungalows under $300K
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(CARD_VARIANTS.length);
    for (const variant of CARD_VARIANTS) {
      await expect(canvas.getByRole('heading', { name: variant })).toBeVisible();
    }
  },
};
