// The Florida page's copy and the components that only lay it out, adopted from the prerendered
// HTML as static islands (app/deferred.tsx): a visitor landing on the page downloads none of it.
import { Card, Grid, Heading, Hero, Stack, StepList, Text } from '@agent-sites/ui';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import {
  anchors,
  clientNotes,
  guideOffer,
  hero,
  process,
  services,
  whyFlorida,
} from '../content/pages/florida-michigan.ts';

/** The hero, why Florida, the services and the process. */
export function Opening() {
  return (
    <>
      <Hero {...hero} size="compact">
        <Text tone="inverseMuted">
          {guideOffer.lead} <a href={guideOffer.href}>{guideOffer.label}</a>
        </Text>
      </Hero>
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
    </>
  );
}

/** Client notes. */
export function Notes() {
  return (
    <Section aria-labelledby="notes-heading">
      <Stack gap="8">
        <Intro intro={clientNotes.intro} id="notes-heading" />
        <Testimonials items={clientNotes.items} columns={3} />
      </Stack>
    </Section>
  );
}
