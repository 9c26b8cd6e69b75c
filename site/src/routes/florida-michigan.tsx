import { ButtonLink, Card, FAQ, Grid, Heading, Hero, Stack, StepList, Text } from '@agent-sites/ui';
import { Seo } from '../app/head.tsx';
import { faqJsonLd } from '../app/json-ld.ts';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { Section } from '../components/Section.tsx';
import {
  anchors,
  clientNotes,
  faq,
  guide,
  hero,
  leadForm,
  meta,
  process,
  services,
  whyFlorida,
} from '../content/pages/florida-michigan.ts';
import { ContactForm, GuideRequest } from '../features/leads/index.ts';

/** /florida-michigan: relocation and second homes, with #why-florida, #services and #contact. */
export function Component() {
  return (
    <>
      <Seo
        {...meta}
        path="/florida-michigan"
        jsonLd={[
          faqJsonLd(faq.items.map((item) => ({ question: item.question, answer: item.answer.join(' ') }))),
        ]}
      />
      <Hero {...hero} size="compact" />
      <Section id={anchors.whyFlorida} aria-labelledby="why-heading">
        <Stack gap="8">
          <Intro intro={whyFlorida.intro} id="why-heading" />
          <FeatureGrid items={whyFlorida.reasons} columns={4} />
          <Grid as="ul" columns={3} gap="4" style={{ listStyle: 'none' }}>
            {whyFlorida.destinations.map((area) => (
              <Card as="li" key={area.slug} variant="sunken" padding="md">
                <Stack gap="2">
                  <Heading level={3} size="sm">
                    {area.name}
                  </Heading>
                  <Text tone="muted">{area.blurb}</Text>
                </Stack>
              </Card>
            ))}
          </Grid>
        </Stack>
      </Section>
      <Section id={anchors.services} tone="sunken" aria-labelledby="services-heading">
        <Stack gap="8">
          <Intro intro={services.intro} id="services-heading" />
          <FeatureGrid items={services.items} />
        </Stack>
      </Section>
      <Section aria-labelledby="process-heading">
        <Stack gap="8">
          <Intro intro={process.intro} id="process-heading" />
          <StepList steps={process.steps} />
        </Stack>
      </Section>
      <Section tone="sunken" width="prose" aria-labelledby="faq-heading">
        <Stack gap="6">
          <Intro intro={faq.intro} id="faq-heading" />
          <FAQ
            items={faq.items.map((item) => ({
              question: item.question,
              answer: item.answer.map((paragraph) => <p key={paragraph.slice(0, 32)}>{paragraph}</p>),
            }))}
          />
          <Text size="sm" tone="muted">
            {faq.disclaimer}
          </Text>
        </Stack>
      </Section>
      <Section aria-labelledby="notes-heading">
        <Stack gap="8">
          <Intro intro={clientNotes.intro} id="notes-heading" />
          <Testimonials items={clientNotes.items} columns={3} />
        </Stack>
      </Section>
      <Section tone="inverse" aria-labelledby="guide-heading">
        <Stack gap="4" align="start">
          <Heading level={2} size="lg" tone="inverse" id="guide-heading">
            {guide.title}
          </Heading>
          <Text tone="inverseMuted" size="lg">
            {guide.description}
          </Text>
          <Stack direction="row" gap="3" style={{ flexWrap: 'wrap' }}>
            <GuideRequest triggerLabel={guide.triggerLabel} />
            <ButtonLink href={guide.articleLink.href} variant="inverse">
              {guide.articleLink.label}
            </ButtonLink>
          </Stack>
        </Stack>
      </Section>
      <Section id={anchors.contact} tone="sunken" width="formCard">
        <ContactForm {...leadForm} variant="full" placeholderHeight="48rem" />
      </Section>
    </>
  );
}
