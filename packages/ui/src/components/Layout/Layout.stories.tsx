import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Card } from '../Card';
import { Heading, Text } from '../Typography';
import { Container, Grid, Stack } from './Layout';

const AREAS = [
  ['Royal Oak', 'Walkable downtown, bungalows and Tudors', 14],
  ['Birmingham', 'Boutique shopping and tree-lined streets', 9],
  ['Ferndale', 'Arts scene and 1920s brick homes', 11],
  ['Grosse Pointe', 'Lakefront colonials on Lake St. Clair', 6],
  ['Dearborn', 'Brick ranches near Ford Field Park', 8],
  ['Detroit', 'Lofts downtown, historic homes in Boston-Edison', 17],
] as const;

const meta = {
  title: 'Primitives/Layout',
  component: Stack,
  args: { gap: '4', direction: 'column' },
  argTypes: {
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A column of blocks with even space between them. */
export const StackColumn: Story = {
  render: (args) => (
    <Stack {...args}>
      <Heading level={2}>Metro Detroit Market Snapshot</Heading>
      <Text>Median price in Wayne County: $285K.</Text>
      <Text>Inventory: 3.2 months of supply, up 15%.</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const first = canvas.getByText(/Median price/);
    const second = canvas.getByText(/Inventory/);
    await expect(second.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

/** A row that wraps when there is no room: badges, buttons, facts. */
export const StackRow: Story = {
  args: { direction: 'row', gap: '2', align: 'center' },
  render: (args) => (
    <Stack {...args}>
      {AREAS.map(([city]) => (
        <Badge key={city} icon="mapPin">
          {city}
        </Badge>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    const royalOak = canvas.getByText('Royal Oak').getBoundingClientRect();
    const birmingham = canvas.getByText('Birmingham').getBoundingClientRect();
    await expect(birmingham.top).toBe(royalOak.top);
    await expect(birmingham.left).toBeGreaterThan(royalOak.right);
  },
};

/** `justify="between"` pushes the ends apart, as in a card footer. */
export const StackBetween: Story = {
  args: { direction: 'row', justify: 'between', align: 'center' },
  render: (args) => (
    <Stack {...args}>
      <Text weight="bold">$389,000</Text>
      <Text tone="muted" size="sm">
        Listed August 2025
      </Text>
    </Stack>
  ),
};

/** One column on phones, two from `md`, up to `columns` from `lg`: here three, as a list. */
export const GridOfAreas: Story = {
  render: () => (
    <Grid as="ul" columns={3} aria-label="Featured areas">
      {AREAS.map(([city, blurb, count]) => (
        <Card key={city} as="li" variant="outlined" padding="sm">
          <Stack gap="1">
            <Heading level={3} size="sm">
              {city}
            </Heading>
            <Text tone="muted" size="sm">
              {blurb}
            </Text>
            <Text size="sm" weight="semibold">
              {count} listings
            </Text>
          </Stack>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Featured areas' });
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(AREAS.length);
    // At desktop width the first three areas share a row and the fourth starts the next one.
    const tops = items.map((item) => item.getBoundingClientRect().top);
    const columns = getComputedStyle(list).gridTemplateColumns.split(' ').length;
    await expect(new Set(tops.slice(0, columns)).size).toBe(1);
    if (columns < AREAS.length) await expect(tops[columns]).toBeGreaterThan(tops[0] ?? 0);
  },
};

export const GridFourColumns: Story = {
  render: () => (
    <Grid columns={4} gap="4">
      {['30-year rate 6.2%', '3.2 months of supply', '$285K median', '7 days a week'].map((fact) => (
        <Card key={fact} variant="sunken" padding="sm">
          <Text weight="semibold" align="center">
            {fact}
          </Text>
        </Card>
      ))}
    </Grid>
  ),
};

/** The page container: centred, at most the site's content width, with side padding. */
export const ContainerPage: Story = {
  render: () => (
    <Container>
      <Card variant="sunken" padding="sm">
        <Text align="center">Page content: listings, sections and the footer line up to this width.</Text>
      </Card>
    </Container>
  ),
};

/** The reading width for articles and long text. */
export const ContainerProse: Story = {
  render: () => (
    <Container width="prose" as="article" aria-label="Article">
      <Stack gap="3">
        <Heading level={2}>Buyer-Broker Agreements in 2025</Heading>
        <Text>
          Since August 2024, buyers in Michigan sign a written agreement with their agent before touring
          homes. It sets out what the agent does for you, how they are paid and how long the agreement lasts.
          Here is what that means when you shop for a home in Royal Oak, Ferndale or Detroit.
        </Text>
      </Stack>
    </Container>
  ),
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Article' });
    const rootFontSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(42 * rootFontSize);
  },
};

/** The contact form card's width (2xl), without side padding. */
export const ContainerFormCard: Story = {
  render: () => (
    <Container width="formCard">
      <Card>
        <Stack gap="2">
          <Heading level={2} size="md">
            Get Started
          </Heading>
          <Text tone="muted">Let&apos;s discuss your real estate goals</Text>
        </Stack>
      </Card>
    </Container>
  ),
};
