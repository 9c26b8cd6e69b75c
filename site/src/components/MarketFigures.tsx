import { Grid, StatCard } from '@agent-sites/ui';
import { marketSnapshot } from '../content/pages/market-update.ts';

/** The August 2025 figures at the top of the market-update article. */
export function MarketFigures() {
  return (
    <Grid
      as="ul"
      columns={3}
      gap="4"
      style={{ listStyle: 'none', padding: 0 }}
      aria-label="August 2025 figures"
    >
      {marketSnapshot.stats.map((stat) => (
        <li key={stat.label}>
          <StatCard {...stat} />
        </li>
      ))}
    </Grid>
  );
}

export const consultation = marketSnapshot.consultation;
