import { ButtonLink, Card, Grid, Hero, Portrait, Stack, Text } from '@agent-sites/ui';
import { Seo } from '../app/head.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import { headshot } from '../config/photos/headshot.ts';
import {
  brokerageNote,
  chatButton,
  details,
  formAnchor,
  hero,
  messageForm,
  meta,
} from '../content/pages/contact.ts';
import { ContactForm } from '../features/leads/index.ts';

/** /contact: phone, email, service area, availability, "Let's Chat" and "Send Me a Message". */
export function Component() {
  return (
    <>
      <Seo {...meta} path="/contact" />
      <Hero {...hero} size="compact" />
      <Section aria-labelledby="get-in-touch">
        <Stack gap="8">
          <Stack direction="row" gap="5" align="center" style={{ flexWrap: 'wrap' }}>
            <Portrait image={headshot} size="md" />
            <Intro intro={details.intro} id="get-in-touch" />
          </Stack>
          <Grid as="ul" columns={2} gap="4" style={{ listStyle: 'none' }}>
            {details.items.map((item) => (
              <Card as="li" key={item.label} padding="md">
                <Text size="sm" tone="muted" weight="semibold">
                  {item.label}
                </Text>
                <Text size="lg">
                  {item.label === 'Phone' ? (
                    <a href={details.phone.href}>{details.phone.label}</a>
                  ) : item.label === 'Email' ? (
                    <a href={details.email.href}>{details.email.label}</a>
                  ) : (
                    item.value
                  )}
                </Text>
              </Card>
            ))}
          </Grid>
          <div>
            <ButtonLink href={chatButton.href} variant="accent" size="lg" iconEnd="chevronDown">
              {chatButton.label}
            </ButtonLink>
          </div>
        </Stack>
      </Section>
      <Section tone="sunken" width="formCard" id="contact">
        <Stack gap="6">
          <ContactForm {...messageForm} id={formAnchor} variant="full" placeholderHeight="48rem" />
          <Text size="sm" tone="muted">
            {brokerageNote}
          </Text>
        </Stack>
      </Section>
    </>
  );
}
