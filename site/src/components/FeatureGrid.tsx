import { Card, Grid, Heading, Icon, Stack, Text, vars } from '@agent-sites/ui';
import { styled } from 'styled-components';
import type { Feature } from '../content/types.ts';

const IconBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${vars.radius.full};
  background: ${vars.color.tone.accent.surface};
  color: ${vars.color.tone.accent.text};
`;

/** Cards with an icon, a title and a line: pillars, values, reasons, benefits. */
export function FeatureGrid({ items, columns = 3 }: { items: Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <Grid as="ul" columns={columns} gap="6" style={{ listStyle: 'none' }}>
      {items.map((item) => (
        <Card as="li" key={item.title} padding="lg">
          <Stack gap="3">
            <IconBadge>
              <Icon name={item.icon} size="1.5rem" />
            </IconBadge>
            <Heading level={3} size="sm">
              {item.title}
            </Heading>
            <Text tone="muted">{item.text}</Text>
          </Stack>
        </Card>
      ))}
    </Grid>
  );
}
