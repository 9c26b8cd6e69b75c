import { ButtonLink, Hero, Stack, StepList } from '@agent-sites/ui';
import { Seo } from '@agent-sites/site-engine/app/head.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { MarketSnapshot } from '../components/MarketSnapshot.tsx';
import { Section } from '../components/Section.tsx';
import {
  benefits,
  hero,
  marketAnalysisLink,
  meta,
  process,
  snapshot,
  valuationForm,
} from '../content/pages/sellers.ts';
import { ValuationRequest } from '@agent-sites/site-engine/features/leads/index.ts';
import { valuationAreas, valuationNextSteps } from '../content/valuation.ts';
import { valuationAnchor } from '../content/links.ts';
import { useReplyTime } from '../lib/reply-time.ts';

/**
 * /sellers: four benefits, the 4-step selling process, the market snapshot and a valuation form,
 * which "Request Free Market Analysis" and the home page's "What's my home worth?" open (`#valuation`).
 */
export function Component() {
  return (
    <>
      <Seo {...meta} path="/sellers" />
      <Hero {...hero} size="compact" />
      <Section aria-labelledby="benefits">
        <Stack gap="8">
          <Intro intro={benefits.intro} id="benefits" />
          <FeatureGrid items={benefits.items} columns={2} />
        </Stack>
      </Section>
      <Section tone="sunken" aria-labelledby="process">
        <Stack gap="8">
          <Intro intro={process.intro} id="process" />
          <StepList steps={process.steps} orientation="horizontal" />
          <div>
            <ButtonLink href={marketAnalysisLink.href} variant="primary" size="lg" iconEnd="arrowRight">
              {marketAnalysisLink.label}
            </ButtonLink>
          </div>
        </Stack>
      </Section>
      <Section>
        <MarketSnapshot snapshot={snapshot} />
      </Section>
      <Section tone="sunken" width="formCard" id={valuationAnchor}>
        <ValuationRequest
          {...valuationForm}
          description={useReplyTime('valuation', valuationForm.description)}
          areas={valuationAreas}
          nextSteps={valuationNextSteps}
          placeholderHeight="60rem"
        />
      </Section>
    </>
  );
}
