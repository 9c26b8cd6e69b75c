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
  Stack,
  Text,
  VisuallyHidden,
} from '@agent-sites/ui';
import heroDetroit from '../assets/hero-detroit.svg?inline';
import { CallToActionBlock } from '../components/CallToActionBlock.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { MarketSnapshot } from '../components/MarketSnapshot.tsx';
import { Section } from '../components/Section.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { hero, marketTeaser, news, testimonials, valuationCta, whyWorkWith } from '../content/pages/home.ts';
import { featuredAreas } from '../content/pages/listings.ts';
import { paths } from '../content/links.ts';

/** The home search's neighborhoods: the areas /listings features. */
const SEARCH_AREAS = featuredAreas.areas.map((area) => ({ value: area.slug, label: area.name }));

// Under 4 kB, so the build inlines it as a data URI: the picture the page opens with (its largest
// paint) needs no request of its own.
const HERO_IMAGE = { src: heroDetroit, alt: '', width: 1600, height: 900 };

/**
 * The hero, with a home search that lands on /listings with its filters (a plain GET form: the
 * router sends it once the app is live, app/deferred.tsx), and the latest news.
 */
export function Opening() {
  return (
    <>
      <Hero {...hero} image={HERO_IMAGE}>
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
