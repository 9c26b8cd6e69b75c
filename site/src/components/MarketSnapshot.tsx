import { ButtonLink, Grid, StatCard, Stack, Text } from '@agent-sites/ui';
import type { MarketSnapshot as Snapshot } from '../content/pages/market-update.ts';
import { Intro } from './Intro.tsx';

/** The market snapshot: three stat cards, the disclaimer and, unless left out, the article link. */
export function MarketSnapshot({ snapshot, withLink = true }: { snapshot: Snapshot; withLink?: boolean }) {
  return (
    <Stack gap="8">
      <Intro intro={snapshot.intro} />
      <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
        {snapshot.stats.map((stat) => (
          <li key={stat.label}>
            <StatCard {...stat} />
          </li>
        ))}
      </Grid>
      <Text size="sm" tone="muted">
        {snapshot.disclaimer}
      </Text>
      {withLink && (
        <div>
          <ButtonLink href={snapshot.articleLink.href} variant="secondary" iconEnd="arrowRight">
            {snapshot.articleLink.label}
          </ButtonLink>
        </div>
      )}
    </Stack>
  );
}
