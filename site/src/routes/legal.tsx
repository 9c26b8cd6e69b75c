import { Heading, Stack, Text } from '@agent-sites/ui';
import { Seo } from '../app/head.tsx';
import { Prose } from '../components/Prose.tsx';
import { Section } from '../components/Section.tsx';
import { blocks as privacyBlocks, meta as privacyFront } from '../content/legal/privacy.md';
import { blocks as termsBlocks, meta as termsFront } from '../content/legal/terms.md';
import { meta as privacyMeta } from '../content/pages/privacy.ts';
import { meta as termsMeta } from '../content/pages/terms.ts';
import type { Block } from '../lib/markdown.ts';
import type { PageMeta } from '../content/types.ts';

function LegalPage({
  meta,
  front,
  blocks,
  path,
}: {
  meta: PageMeta;
  front: Record<string, unknown>;
  blocks: Block[];
  path: string;
}) {
  const title = String(front.title);
  const updated = String(front.updated);
  return (
    <Section width="prose">
      <Seo {...meta} path={path} lastModified={updated} />
      <Stack gap="8">
        <Stack gap="2">
          <Heading level={1} size="xl">
            {title}
          </Heading>
          <Text tone="muted">
            Last updated{' '}
            <time dateTime={updated}>
              {new Date(`${updated}T12:00:00Z`).toLocaleDateString('en-US', {
                dateStyle: 'long',
                timeZone: 'UTC',
              })}
            </time>
          </Text>
        </Stack>
        <Prose blocks={blocks} />
      </Stack>
    </Section>
  );
}

export const privacy = {
  Component: () => (
    <LegalPage meta={privacyMeta} front={privacyFront} blocks={privacyBlocks} path="/privacy" />
  ),
};
export const terms = {
  Component: () => <LegalPage meta={termsMeta} front={termsFront} blocks={termsBlocks} path="/terms" />,
};
