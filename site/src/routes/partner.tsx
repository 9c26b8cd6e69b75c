import {
  ButtonLink,
  Card,
  Grid,
  Heading,
  Hero,
  Portrait,
  Stack,
  StepList,
  Text,
  VisuallyHidden,
} from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { Intro } from '../components/Intro.tsx';
import { Section } from '../components/Section.tsx';
import { featuredPartner as partner } from '../config/agent.ts';
import { partnerPhoto } from '@agent-sites/site-engine/config/photos/partner.ts';
import {
  articleLink,
  backLink,
  contactLabels,
  description,
  documents,
  eyebrow,
  loanOptions,
  loanProcess,
  meta,
  preApprovalForm,
  specialties,
} from '../content/pages/partner-profile.ts';
import { ContactForm } from '@agent-sites/site-engine/features/leads/index.ts';

const CANONICAL = `/partners/${partner.id}`;

/** The profile's two addresses: by id (canonical) and by name. */
export const paths = (_site: unknown, route: { id: string }): string[] =>
  route.id === 'partner' ? [CANONICAL] : [`/partner/${partner.slug}`];

/**
 * /partners/{partnerId} and /partner/{name}: one mortgage partner's profile under two addresses,
 * with one canonical URL.
 */
export function Component() {
  return (
    <>
      <Seo
        {...meta}
        path={CANONICAL}
        breadcrumbs={[['Partnerships', '/partnerships']]}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Person',
            name: partner.name,
            jobTitle: partner.title,
            worksFor: { '@type': 'Organization', name: partner.company, url: partner.website },
            email: partner.email,
            telephone: partner.phone.href.replace(/^tel:/, ''),
          },
        ]}
      />
      <Hero
        eyebrow={eyebrow}
        title={partner.name}
        description={`${partner.title}, ${partner.company}`}
        size="compact"
      />
      <Section aria-label="Profile">
        <Stack gap="8">
          <div>
            <ButtonLink href={backLink.href} variant="ghost" size="sm" iconStart="arrowLeft">
              {backLink.label}
            </ButtonLink>
          </div>
          <Grid columns={2} gap="8">
            <Stack gap="4">
              <Portrait image={partnerPhoto} size="lg" loading="eager" />
              {description.map((paragraph) => (
                <Text key={paragraph.slice(0, 32)} size="lg">
                  {paragraph}
                </Text>
              ))}
              <Stack direction="row" gap="3" style={{ flexWrap: 'wrap' }}>
                <ButtonLink href={`mailto:${partner.email}`} variant="primary" iconStart="mail">
                  {contactLabels.email}
                </ButtonLink>
                <ButtonLink href={partner.phone.href} variant="secondary" iconStart="phone">
                  {contactLabels.phone}
                </ButtonLink>
                <ButtonLink
                  href={partner.website}
                  variant="ghost"
                  iconEnd="externalLink"
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {contactLabels.website}
                  <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                </ButtonLink>
              </Stack>
              <Text size="sm" tone="muted">
                {contactLabels.nmls}
              </Text>
            </Stack>
            <Card variant="sunken" padding="lg">
              <Stack gap="3">
                <Heading level={2} size="sm">
                  Specialties
                </Heading>
                <CheckList items={specialties.map((label) => ({ label }))} />
              </Stack>
            </Card>
          </Grid>
        </Stack>
      </Section>
      <Section tone="sunken" aria-labelledby="loan-options">
        <Stack gap="8">
          <Intro intro={loanOptions.intro} id="loan-options" />
          <Grid as="ul" columns={4} gap="4" style={{ listStyle: 'none' }}>
            {loanOptions.items.map((option) => (
              <Card as="li" key={option.name} padding="md">
                <Stack gap="2">
                  <Heading level={3} size="sm">
                    {option.name}
                  </Heading>
                  <Text size="lg" weight="bold">
                    {option.downPayment} down
                  </Text>
                  <Text tone="muted" size="sm">
                    {option.description}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Grid>
          <Text size="sm" tone="muted">
            {loanOptions.note}
          </Text>
        </Stack>
      </Section>
      <Section aria-labelledby="loan-process">
        <Stack gap="8">
          <Intro intro={loanProcess.intro} id="loan-process" />
          <StepList steps={loanProcess.steps} />
        </Stack>
      </Section>
      <Section tone="sunken" width="prose" aria-labelledby="documents">
        <Stack gap="6">
          <Intro intro={documents.intro} id="documents" />
          <CheckList items={documents.items} />
          <div>
            <ButtonLink href={articleLink.href} variant="ghost" iconEnd="arrowRight">
              {articleLink.label}
            </ButtonLink>
          </div>
        </Stack>
      </Section>
      <Section width="formCard" id="contact">
        <ContactForm {...preApprovalForm} variant="partnership" placeholderHeight="48rem" />
      </Section>
    </>
  );
}
