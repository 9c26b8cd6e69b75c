import { ButtonLink, Container, Heading, Stack, Text } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { notFound } from '../content/pages.ts';

export function Component() {
  return (
    <Container style={{ paddingBlock: '4rem' }}>
      <Seo {...notFound.meta} path="/404" noindex />
      <Stack gap="5">
        <Heading level={1} size="xl">
          {notFound.heading}
        </Heading>
        <Text size="lg">{notFound.text}</Text>
        <div>
          <ButtonLink href="/listings">See my listings</ButtonLink>
        </div>
      </Stack>
    </Container>
  );
}
