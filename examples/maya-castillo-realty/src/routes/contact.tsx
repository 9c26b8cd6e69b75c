import { Container, Heading, Stack, Text } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';
import { contact } from '../content/pages.ts';

export function Component() {
  return (
    <>
      <Seo {...contact.meta} path="/contact" breadcrumbs={[]} />
      <Container width="formCard" style={{ paddingBlock: '3rem' }}>
        <Stack gap="6">
          <Heading level={1} size="xl">
            {contact.heading}
          </Heading>
          <Text size="lg">{contact.intro}</Text>
          <ContactForm id="contact" {...contact.form} variant="full" placeholderHeight="48rem" />
        </Stack>
      </Container>
    </>
  );
}
