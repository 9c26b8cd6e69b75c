import { ButtonLink, FAQ, Heading, Stack, Text } from '@agent-sites/ui';
import { staticIslands } from '@agent-sites/site-engine/app/deferred.tsx';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { faqJsonLd } from '@agent-sites/site-engine/app/json-ld.ts';
import { Intro } from '../components/Intro.tsx';
import { PhoneContactBar } from '../components/PhoneContactBar.tsx';
import { Section } from '../components/Section.tsx';
import { contactBar } from '../content/contact-bar.ts';
import { anchors, faq, guide, leadForm, meta, relocationForm } from '../content/pages/florida-michigan.ts';
import { GuideRequest, RelocationRequest } from '@agent-sites/site-engine/features/leads/index.ts';
import { useReplyTime } from '../lib/reply-time.ts';

// The copy: static islands, adopted from the prerendered HTML without their code. The FAQ, the
// guide and the form stay live.
const island = staticIslands(() => import('./florida-michigan-sections.tsx'));
const Opening = island((module) => module.Opening);
const Notes = island((module) => module.Notes);

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
      <Opening placeholderHeight="100vh" />
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
      <Notes placeholderHeight="40rem" />
      <Section id={anchors.guide} tone="inverse" aria-labelledby="guide-heading">
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
        <RelocationRequest
          {...leadForm}
          description={useReplyTime('relocation', leadForm.description)}
          {...relocationForm}
          disclosure={relocationForm.disclosure.map((line) => (
            <p key={line}>{line}</p>
          ))}
          placeholderHeight="52rem"
        />
      </Section>
      <PhoneContactBar
        about={contactBar.relocation.about}
        tourHref={`#${anchors.contact}`}
        tourLabel={contactBar.relocation.action}
      />
    </>
  );
}
