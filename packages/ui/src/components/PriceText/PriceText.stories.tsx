import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { makeListing } from '../../test/factories';
import { Stack } from '../Layout';
import { Text } from '../Typography';
import { PRICE_TEXT_SIZES, PriceText } from './PriceText';

const meta = {
  title: 'Domain/PriceText',
  component: PriceText,
  args: { listing: makeListing({ status: 'current', price: 389900 }) },
  argTypes: {
    context: { control: 'inline-radio', options: ['card', 'detail'] },
    size: { control: 'inline-radio', options: PRICE_TEXT_SIZES },
  },
} satisfies Meta<typeof PriceText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskingPrice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$389,900')).toBeVisible();
  },
};

export const ListedAtOnDetailPage: Story = {
  args: { context: 'detail', size: 'xl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Listed at $389,900')).toBeVisible();
  },
};

export const Pending: Story = {
  args: { listing: makeListing({ status: 'pending', price: 525000 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pending')).toBeVisible();
  },
};

export const ClosedAt: Story = {
  args: { listing: makeListing({ status: 'recently_closed', price: 465000, closedPrice: 471500 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Closed at $471,500')).toBeVisible();
  },
};

export const PriceTBD: Story = {
  args: { listing: makeListing({ status: 'coming_soon', price: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Price TBD')).toBeVisible();
  },
};

const cases = [
  { name: 'Current', listing: makeListing({ status: 'current', price: 389900 }) },
  { name: 'Coming soon, no price', listing: makeListing({ status: 'coming_soon', price: null }) },
  { name: 'Pending', listing: makeListing({ status: 'pending', price: 525000 }) },
  {
    name: 'Closed',
    listing: makeListing({ status: 'recently_closed', price: 465000, closedPrice: 471500 }),
  },
  {
    name: 'Closed, no closed price',
    listing: makeListing({ status: 'recently_closed', price: 465000, closedPrice: null }),
  },
];

/** Each status on a card and on the detail page. */
export const Matrix: Story = {
  render: () => (
    <Stack gap="4">
      {cases.map(({ name, listing }) => (
        <Stack key={name} direction="row" gap="6" align="baseline">
          <Text as="span" size="sm" tone="muted" style={{ minWidth: '12rem' }}>
            {name}
          </Text>
          <PriceText listing={listing} size="md" />
          <PriceText listing={listing} context="detail" size="md" />
        </Stack>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Listed at $525,000')).toBeVisible();
    await expect(canvas.getAllByText('Closed at $471,500')).toHaveLength(2);
    await expect(canvas.getByText('$465,000')).toBeVisible();
    await expect(canvas.getByText('Listed at $465,000')).toBeVisible();
  },
};
