import { Container, Hero, Portrait, Stack, Text } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { headshot } from '@agent-sites/site-engine/config/photos/headshot.ts';
import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';
import { about, contact } from '../content/pages.ts';

export function Component() {
  return (
    <>
      <Seo {...about.meta} path="/about" breadcrumbs={[]} />
      <Hero {...about.hero} size="compact" />
      <Container width="prose" style={{ paddingBlock: '3rem' }}>
        <Stack gap="5">
          <Portrait image={headshot} size="md" />
          {about.paragraphs.map((paragraph) => (
            <Text key={paragraph.slice(0, 32)} size="lg">
              {paragraph}
            </Text>
          ))}
        </Stack>
      </Container>
      <Container width="formCard" id="contact" style={{ paddingBlock: '3rem' }}>
        <ContactForm {...contact.form} variant="full" placeholderHeight="48rem" />
      </Container>
    </>
  );
}
