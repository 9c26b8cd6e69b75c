import { ButtonLink, Card, Grid, Hero, Portrait, Stack, Text } from '@agent-sites/ui';
import { useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { Intro } from '../components/Intro.tsx';
import { PhoneContactBar } from '../components/PhoneContactBar.tsx';
import { FormNote, Section } from '../components/Section.tsx';
import { contactBar } from '../content/contact-bar.ts';
import { paths } from '../content/links.ts';
import { headshot } from '@agent-sites/site-engine/config/photos/headshot.ts';
import {
  brokerageNote,
  chatButton,
  details,
  formAnchor,
  hero,
  messageForm,
  meta,
  valuationAnchor,
  valuationForm,
} from '../content/pages/contact.ts';
import { ContactForm, ValuationRequest } from '@agent-sites/site-engine/features/leads/index.ts';
import { valuationAreas, valuationNextSteps } from '../content/valuation.ts';
import { useReplyTime } from '../lib/reply-time.ts';

/**
 * The valuation request's band: shown only when asked for. Loaded at `/contact#valuation`, it is
 * the document's target, which CSS shows before any script runs; reached inside the app (where
 * the history API moves no target), `data-requested` shows it.
 */
const ValuationBand = styled(Section)`
  &:not(:target):not([data-requested]) {
    display: none;
  }
`;

const noSubscription = () => () => undefined;

/**
 * Whether the visitor asked for the valuation request: `#valuation` in the address, at any time
 * on this page (a later "Let's Chat" does not take away a form they may have started). Hydration
 * renders what the prerendered page has (no request), then the browser's answer.
 */
function useValuationRequested(): boolean {
  const { hash } = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [requested, setRequested] = useState(false);
  if (hydrated && hash === `#${valuationAnchor}` && !requested) setRequested(true);
  return requested;
}

/**
 * /contact: phone, email, service area, availability, "Let's Chat", the valuation request when
 * the visitor came for one ("Request Free Market Analysis"), and "Send Me a Message".
 */
export function Component() {
  const valuationRequested = useValuationRequested();
  const replyTime = useReplyTime('inquiry', details.intro.description);
  const valuationPromise = useReplyTime('valuation', valuationForm.description);
  return (
    <>
      <Seo {...meta} path="/contact" />
      <Hero {...hero} size="compact" />
      <Section aria-labelledby="get-in-touch">
        <Stack gap="8">
          <Stack direction="row" gap="5" align="center" style={{ flexWrap: 'wrap' }}>
            <Portrait image={headshot} size="md" />
            <Intro intro={{ ...details.intro, description: replyTime }} id="get-in-touch" />
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
      <ValuationBand
        id={valuationAnchor}
        tone="sunken"
        width="formCard"
        data-requested={valuationRequested || undefined}
      >
        <ValuationRequest
          {...valuationForm}
          description={valuationPromise}
          areas={valuationAreas}
          nextSteps={valuationNextSteps}
          placeholderHeight="60rem"
        />
      </ValuationBand>
      <Section tone="sunken" width="formCard" id="contact">
        <Stack gap="6">
          <ContactForm {...messageForm} id={formAnchor} variant="full" placeholderHeight="48rem" />
          <FormNote>{brokerageNote}</FormNote>
        </Stack>
      </Section>
      <PhoneContactBar about={contactBar.contactPage} tourHref={paths.listings} />
    </>
  );
}
