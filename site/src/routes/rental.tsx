import { ButtonLink, Card, Heading, Hero, Stack, Text, media, vars } from '@agent-sites/ui';
import { styled } from 'styled-components';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { absoluteUrl } from '@agent-sites/site-engine/config/site.ts';
import { CheckList } from '../components/CheckList.tsx';
import { PhoneContactBar } from '../components/PhoneContactBar.tsx';
import { Section } from '../components/Section.tsx';
import { rental } from '../content/pages/rental.ts';
import { TourRequest } from '@agent-sites/site-engine/features/leads/index.ts';
import { useReplyTime } from '../lib/reply-time.ts';

/** The flat's page. */
export const paths = (): string[] => [`/rentals/${rental.slug}`];

const Columns = styled.div`
  display: grid;
  gap: ${vars.space['8']};
  align-items: start;

  ${media.up.lg} {
    grid-template-columns: minmax(0, 1fr) 22rem;
  }
`;

/** Sticks beside the details on wide screens, so "Schedule Tour" is always at hand. */
const Sticky = styled.aside`
  ${media.up.lg} {
    position: sticky;
    top: ${vars.space['6']};
  }
`;

const Terms = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: ${vars.space['2']} ${vars.space['4']};
  margin: 0;

  & dt {
    color: ${vars.color.text.muted};
  }
  & dd {
    margin: 0;
    font-weight: ${vars.fontWeight.semibold};
  }
`;

/** The single rental flat: terms, details, a sticky tour card and the tour form. */
export function Component() {
  const { address, terms } = rental;
  const path = `/rentals/${rental.slug}`;
  const fullAddress = `${address.street}, ${address.unit}, ${address.city}, ${address.state} ${address.zip}`;
  // "I'll call you within 15 minutes during my working hours", then the agent's promise now.
  const tourPromise = useReplyTime('tour', rental.tourForm.description);
  return (
    <>
      <Seo
        {...rental.meta}
        path={path}
        breadcrumbs={[]}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'Apartment',
            name: rental.hero.title,
            url: absoluteUrl(path),
            numberOfRooms: 2,
            address: {
              '@type': 'PostalAddress',
              streetAddress: `${address.street}, ${address.unit}`,
              addressLocality: address.city,
              addressRegion: address.state,
              postalCode: address.zip,
              addressCountry: 'US',
            },
          },
        ]}
      />
      <Hero {...rental.hero} size="compact" />
      <Section>
        <Columns>
          <Stack gap="8">
            <Stack gap="4">
              <Heading level={2} size="md">
                {rental.details.intro.title}
              </Heading>
              {rental.details.paragraphs.map((paragraph) => (
                <Text key={paragraph.slice(0, 32)} size="lg">
                  {paragraph}
                </Text>
              ))}
            </Stack>
            <Stack gap="4">
              <Heading level={2} size="md">
                Rental Terms
              </Heading>
              <Terms>
                {rental.facts.map((fact) => (
                  <div key={fact.label} style={{ display: 'contents' }}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </Terms>
            </Stack>
            <Stack gap="4">
              <Heading level={2} size="md">
                Features
              </Heading>
              <CheckList items={rental.details.features.map((label) => ({ label }))} />
            </Stack>
            <Stack gap="2">
              {rental.notes.map((note) => (
                <Text key={note.slice(0, 32)} size="sm" tone="muted">
                  {note}
                </Text>
              ))}
            </Stack>
          </Stack>
          <Sticky aria-label="Tour this flat">
            <Card padding="lg">
              <Stack gap="4">
                <Text>
                  <Text as="span" size="lg" weight="bold">
                    {rental.tourCard.price}
                  </Text>{' '}
                  <Text as="span" tone="muted">
                    {rental.tourCard.period}
                  </Text>
                </Text>
                <Text size="sm" tone="muted">
                  {terms.availability}. Water included, 1-year lease.
                </Text>
                <ButtonLink
                  href={rental.tourCard.scheduleTour.href}
                  variant="accent"
                  fullWidth
                  iconStart="calendar"
                >
                  {rental.tourCard.scheduleTour.label}
                </ButtonLink>
                <ButtonLink
                  href={rental.tourCard.callNow.href}
                  variant="secondary"
                  fullWidth
                  iconStart="phone"
                >
                  {rental.tourCard.callNow.label}
                </ButtonLink>
                <Text size="sm" tone="muted">
                  {rental.tourCard.note}
                </Text>
              </Stack>
            </Card>
          </Sticky>
        </Columns>
      </Section>
      <Section tone="sunken" width="formCard">
        <TourRequest
          {...rental.tourForm}
          description={tourPromise}
          id={rental.formAnchor}
          variant="rental"
          prefilledAddress={fullAddress}
          home={{ address: fullAddress, price: `${rental.tourCard.price} ${rental.tourCard.period}` }}
          voucherHint={terms.section8Accepted ? rental.voucherHint : undefined}
          placeholderHeight="64rem"
        />
      </Section>
      <PhoneContactBar
        about={`${address.street}, ${address.unit}, ${address.city}`}
        tourHref={`#${rental.formAnchor}`}
      />
    </>
  );
}
