import { ButtonLink, Card, Grid, Heading, Hero, Icon, Stack, StepList, Text } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { Intro } from '../components/Intro.tsx';
import { FormNote, PlainList, Section } from '../components/Section.tsx';
import {
  categories,
  featuredPartnerCard,
  hero,
  howItWorks,
  meta,
  referralNote,
  requestAnchor,
  requestForm,
} from '../content/pages/partnerships.ts';
import { PartnershipForm } from '@agent-sites/site-engine/features/leads/index.ts';

/** /partnerships: featured partner, five categories, "How It Works" and the partner request form. */
export function Component() {
  return (
    <>
      <Seo {...meta} path="/partnerships" />
      <Hero {...hero} size="compact" />
      <Section aria-labelledby="featured-partner">
        <Card variant="inverse" padding="lg">
          <Stack gap="3" align="start">
            <Text tone="inverseMuted" weight="semibold">
              {featuredPartnerCard.eyebrow}
            </Text>
            <Heading level={2} size="lg" tone="inverse" id="featured-partner">
              {featuredPartnerCard.title}
            </Heading>
            <Text tone="inverseMuted">{featuredPartnerCard.text}</Text>
            <ButtonLink href={featuredPartnerCard.link.href} variant="accent" iconEnd="arrowRight">
              {featuredPartnerCard.link.label}
            </ButtonLink>
          </Stack>
        </Card>
      </Section>
      <Section tone="sunken" aria-labelledby="categories">
        <Stack gap="8">
          <Intro intro={categories.intro} id="categories" />
          <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
            {categories.items.map((category) => (
              <Card as="li" key={category.id} padding="lg">
                <Stack gap="3">
                  <Icon name={category.icon} size="2rem" />
                  <Heading level={3} size="sm">
                    {category.title}
                  </Heading>
                  <Text tone="muted">{category.description}</Text>
                  <PlainList>
                    {category.services.map((service) => (
                      <li key={service}>
                        <Text as="span" size="sm">
                          <Icon name="check" size="1em" /> {service}
                        </Text>
                      </li>
                    ))}
                  </PlainList>
                  <Text size="sm">
                    <strong>Why it matters:</strong> {category.whyMatters}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Grid>
        </Stack>
      </Section>
      <Section aria-labelledby="how-it-works">
        <Stack gap="8">
          <Intro intro={howItWorks.intro} id="how-it-works" />
          <StepList steps={howItWorks.steps} orientation="horizontal" />
        </Stack>
      </Section>
      <Section tone="sunken" width="formCard" id={requestAnchor}>
        <Stack gap="4">
          <PartnershipForm {...requestForm} placeholderHeight="40rem" />
          <FormNote>{referralNote}</FormNote>
        </Stack>
      </Section>
    </>
  );
}
