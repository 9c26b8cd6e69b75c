import { Heading, Stack, Text } from '@agent-sites/ui';
import type { ReactNode } from 'react';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import type { PageMeta } from '../content/types.ts';
import type { Block } from '@agent-sites/site-engine/markdown';
import { Prose } from './Prose.tsx';
import { Section } from './Section.tsx';

export interface DocumentPageProps {
  /** The head tags. */
  meta: PageMeta;
  /** The Markdown file's front matter: `title` and `updated` (YYYY-MM-DD). */
  front: Record<string, unknown>;
  /** The Markdown file's body. */
  blocks: Block[];
  path: string;
  /** What follows the text, e.g. a call to action. */
  children?: ReactNode;
}

/** A long document written in Markdown (the privacy policy, the terms, the move guide), with its date. */
export function DocumentPage({ meta, front, blocks, path, children }: DocumentPageProps) {
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
        {children}
      </Stack>
    </Section>
  );
}
