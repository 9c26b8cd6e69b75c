import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Grid } from '../Layout';
import { SectionHeading } from '../SectionHeading';
import { StatCard, STAT_TRENDS, type StatCardProps } from './StatCard';
import { oneColumn } from '../../test/decorators';

const rate: StatCardProps = {
  label: '30-Year Mortgage Rate',
  value: '6.2%',
  change: 'down from 7.1%',
  trend: 'down',
  sentiment: 'positive',
  icon: 'chartLine',
  footnote: 'August 2025',
};

const inventory: StatCardProps = {
  label: 'Inventory',
  value: '3.2',
  detail: 'months of supply',
  change: 'up 15%',
  trend: 'up',
  sentiment: 'positive',
  icon: 'home',
  footnote: 'August 2025',
};

const medianPrice: StatCardProps = {
  label: 'Median Price',
  value: '$285K',
  detail: 'in Wayne County',
  icon: 'dollar',
  footnote: 'August 2025',
};

const meta = {
  title: 'Content/StatCard',
  component: StatCard,
  args: rate,
  argTypes: {
    trend: { control: 'inline-radio', options: STAT_TRENDS },
    sentiment: { control: 'inline-radio', options: ['positive', 'negative', 'neutral'] },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A falling rate: the arrow points down and the words say "down". */
export const MortgageRate: Story = {
  decorators: [oneColumn],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('30-Year Mortgage Rate')).toBeVisible();
    await expect(canvas.getByText('6.2%')).toBeVisible();
    await expect(canvas.getByText('down from 7.1%')).toBeVisible();
  },
};

/** The August 2025 market snapshot of the home and sellers pages, with the spec's figures. */
export const MarketSnapshot: Story = {
  render: () => (
    <section aria-labelledby="snapshot-title">
      <SectionHeading
        titleId="snapshot-title"
        eyebrow="August 2025"
        title="Metro Detroit Market Snapshot"
        description="Where rates, inventory and prices stand, in plain numbers."
      />
      <Grid as="ul" columns={3}>
        {[rate, inventory, medianPrice].map((stat) => (
          <li key={stat.label}>
            <StatCard {...stat} />
          </li>
        ))}
      </Grid>
    </section>
  ),
  play: async ({ canvas }) => {
    const [rateCard, inventoryCard, priceCard] = canvas.getAllByRole('listitem').map((item) => within(item));
    await expect(rateCard!.getByText('30-Year Mortgage Rate')).toBeVisible();
    await expect(rateCard!.getByText('6.2%')).toBeVisible();
    await expect(rateCard!.getByText('down from 7.1%')).toBeVisible();

    await expect(inventoryCard!.getByText('Inventory')).toBeVisible();
    await expect(inventoryCard!.getByText('3.2')).toBeVisible();
    await expect(inventoryCard!.getByText('months of supply')).toBeVisible();
    await expect(inventoryCard!.getByText('up 15%')).toBeVisible();

    await expect(priceCard!.getByText('Median Price')).toBeVisible();
    await expect(priceCard!.getByText('$285K')).toBeVisible();
    await expect(priceCard!.getByText('in Wayne County')).toBeVisible();
  },
};

/** A figure without a change shows no trend at all. */
export const WithoutChange: Story = {
  decorators: [oneColumn],
  args: { ...medianPrice, change: undefined, trend: undefined, sentiment: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$285K')).toBeVisible();
    await expect(canvas.queryByText(/up|down/)).not.toBeInTheDocument();
  },
};

/** Every trend with every sentiment, for design review. */
export const Matrix: Story = {
  render: () => (
    <Grid columns={3}>
      {STAT_TRENDS.flatMap((trend) =>
        (['positive', 'negative', 'neutral'] as const).map((sentiment) => (
          <StatCard
            key={`${trend}-${sentiment}`}
            label={`${trend} / ${sentiment}`}
            value="4.1%"
            change={trend === 'neutral' ? 'unchanged from July' : `${trend} 0.3 points`}
            trend={trend}
            sentiment={sentiment}
          />
        )),
      )}
    </Grid>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('4.1%')).toHaveLength(9);
  },
};
