// The home page's copy and the components that only lay it out. The page adopts their prerendered
// HTML as static islands (app/deferred.tsx), so a visitor landing on the home page downloads none
// of this; it loads when the app navigates to the home page.
import {
  Badge,
  ButtonLink,
  Card,
  Grid,
  Hero,
  HomeSearch,
  Icon,
  media,
  Portrait,
  Stack,
  Text,
  VisuallyHidden,
  vars,
} from '@agent-sites/ui';
import { styled } from 'styled-components';
import { CallToActionBlock } from '../components/CallToActionBlock.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { MarketSnapshot } from '../components/MarketSnapshot.tsx';
import { Section } from '../components/Section.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { headshot } from '@agent-sites/site-engine/config/photos/headshot.ts';
import { heroPhoto } from '@agent-sites/site-engine/config/photos/hero.ts';
import {
  hero,
  marketTeaser,
  news,
  sellerEntry,
  testimonials,
  valuationCta,
  whyWorkWith,
} from '../content/pages/home.ts';
import { featuredAreas } from '../content/pages/listings.ts';
import { paths } from '../content/links.ts';
import { meetTheAgent } from '../content/pages/results.ts';
import { AgentResults } from '../features/results/AgentResults.tsx';

/** The home search's neighborhoods: the areas /listings features. */
const SEARCH_AREAS = featuredAreas.areas.map((area) => ({ value: area.slug, label: area.name }));

const MeetLayout = styled.div`
  display: grid;
  gap: ${vars.space['8']};
  align-items: start;

  ${media.up.md} {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

/** "Selling? What's my home worth?": a line on the hero's dark photo, a thumb-sized link. */
const SellerEntry = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space['2']};
  margin: 0;
  color: ${vars.color.text.inverse};
  font-size: ${vars.fontSize.lg};

  & a {
    display: inline-flex;
    align-items: center;
    gap: ${vars.space['1']};
    min-height: 2.75rem;
    color: inherit;
    font-weight: ${vars.fontWeight.semibold};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
`;

/**
 * The hero, with the seller's way in, a home search that lands on /listings with its filters (a plain GET form: the
 * router sends it once the app is live, app/deferred.tsx), and the latest news.
 */
export function Opening() {
  return (
    <>
      {/* The page's largest paint: the photo is a few kB on a phone (its own crop), never lazy. */}
      <Hero {...hero} image={heroPhoto}>
        <SellerEntry>
          {sellerEntry.lead}
          <a href={sellerEntry.link.href}>
            {sellerEntry.link.label}
            <Icon name="arrowRight" />
          </a>
        </SellerEntry>
        <HomeSearch action={paths.listings} areas={SEARCH_AREAS} />
      </Hero>
      <Section aria-labelledby="news-heading">
        <Stack gap="8">
          <Intro intro={news.intro} id="news-heading" />
          <Grid as="ul" columns={3} gap="6" style={{ listStyle: 'none' }}>
            {news.items.map((item) => (
              <Card as="li" key={item.slug} padding="md">
                <Stack gap="3" align="start" style={{ height: '100%' }}>
                  <Badge tone="accent">{item.category}</Badge>
                  <Text weight="semibold" size="lg">
                    {item.title}
                  </Text>
                  <Text size="sm" tone="muted">
                    {item.date}
                  </Text>
                  <Text tone="muted" style={{ flex: 1 }}>
                    {item.excerpt}
                  </Text>
                  <ButtonLink href={`/blog/${item.slug}`} variant="ghost" size="sm" iconEnd="arrowRight">
                    Read More
                    <VisuallyHidden>: {item.title}</VisuallyHidden>
                  </ButtonLink>
                </Stack>
              </Card>
            ))}
          </Grid>
          <div>
            <ButtonLink href={news.allLink.href} variant="secondary">
              {news.allLink.label}
            </ButtonLink>
          </div>
        </Stack>
      </Section>
    </>
  );
}

/** The agent, in person, with the results of their recent sales and reviews. */
export function Meet() {
  return (
    <Section aria-labelledby="meet-heading">
      <MeetLayout>
        <Portrait image={headshot} size="lg" />
        <Stack gap="6">
          <Intro intro={meetTheAgent.intro} id="meet-heading" />
          <Text size="lg">{meetTheAgent.text}</Text>
          <AgentResults />
          <div>
            <ButtonLink href={meetTheAgent.link.href} variant="secondary" iconEnd="arrowRight">
              {meetTheAgent.link.label}
            </ButtonLink>
          </div>
        </Stack>
      </MeetLayout>
    </Section>
  );
}

/** Why work with the agent, the market snapshot, client words and the valuation call. */
export function Reasons() {
  return (
    <>
      <Section aria-labelledby="why-heading">
        <Stack gap="8">
          <Intro intro={whyWorkWith.intro} id="why-heading" />
          <FeatureGrid items={whyWorkWith.pillars} />
        </Stack>
      </Section>
      <Section tone="sunken">
        <MarketSnapshot snapshot={marketTeaser} />
      </Section>
      <Section aria-labelledby="testimonials-heading">
        <Stack gap="8">
          <Intro intro={testimonials.intro} id="testimonials-heading" />
          <Testimonials items={testimonials.items} />
          <div>
            <ButtonLink href={testimonials.allLink.href} variant="secondary" iconEnd="arrowRight">
              {testimonials.allLink.label}
            </ButtonLink>
          </div>
        </Stack>
      </Section>
      <Section tone="inverse">
        <CallToActionBlock cta={valuationCta} />
      </Section>
    </>
  );
}
