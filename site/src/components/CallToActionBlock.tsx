import { ButtonLink, Heading, Stack, Text } from '@agent-sites/ui';
import type { CallToAction } from '../content/types.ts';

/** A heading, a line and one button, on the brand's dark band. */
export function CallToActionBlock({ cta, level = 2 }: { cta: CallToAction; level?: 2 | 3 }) {
  return (
    <Stack gap="4" align="start">
      <Heading level={level} size="lg" tone="inverse">
        {cta.title}
      </Heading>
      <Text tone="inverseMuted" size="lg">
        {cta.text}
      </Text>
      <ButtonLink href={cta.action.href} variant="accent" size="lg" iconEnd="arrowRight">
        {cta.action.label}
      </ButtonLink>
    </Stack>
  );
}
