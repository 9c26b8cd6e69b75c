import { ButtonLink, Card, Grid, Hero, Stack, StepList, Text } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import {
  buyerForm,
  consultationLink,
  hero,
  meta,
  process,
  reasons,
  resources,
} from '../content/pages/buyers.ts';
import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';
import { useReplyTime } from '../lib/reply-time.ts';

/** /buyers: three reasons, the 5-step buying process, resources and a buyer form. */
export function Component() {
  return (
    <>
      <Seo {...meta} path="/buyers" />
      <Hero {...hero} size="compact" />
      <Section aria-labelledby="reasons">
        <Stack gap="8">
          <Intro intro={reasons.intro} id="reasons" />
          <FeatureGrid items={reasons.items} />
        </Stack>
      </Section>
      <Section tone="sunken" aria-labelledby="process">
        <Stack gap="8">
          <Intro intro={process.intro} id="process" />
          <StepList steps={process.steps} orientation="horizontal" />
          <div>
            <ButtonLink href={consultationLink.href} variant="primary" size="lg" iconEnd="arrowRight">
              {consultationLink.label}
            </ButtonLink>
          </div>
        </Stack>
      </Section>
      <Section aria-labelledby="resources">
        <Stack gap="8">
          <Intro intro={resources.intro} id="resources" />
          <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
            {resources.items.map((item) => (
              <Card as="li" key={item.href} padding="md">
                <Stack gap="3" align="start" style={{ height: '100%' }}>
                  <Text weight="semibold">{item.label}</Text>
                  <Text tone="muted" style={{ flex: 1 }}>
                    {item.description}
                  </Text>
                  <ButtonLink
                    href={item.href}
                    variant="ghost"
                    size="sm"
                    iconEnd="arrowRight"
                    aria-label={`Open: ${item.label}`}
                  >
                    Open
                  </ButtonLink>
                </Stack>
              </Card>
            ))}
          </Grid>
        </Stack>
      </Section>
      <Section tone="sunken" width="formCard" id="contact">
        <ContactForm
          {...buyerForm}
          description={useReplyTime('inquiry', buyerForm.description)}
          variant="buyer"
          placeholderHeight="48rem"
        />
      </Section>
    </>
  );
}
