import { Badge, ButtonLink, Card, Grid, Hero, Stack, Text, VisuallyHidden } from '@agent-sites/ui';
import { Seo } from '../app/head.tsx';
import { deferred } from '../app/deferred.tsx';
import { CallToActionBlock } from '../components/CallToActionBlock.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { Intro } from '../components/Intro.tsx';
import { MarketSnapshot } from '../components/MarketSnapshot.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { Section } from '../components/Section.tsx';
import {
  contactForm,
  featuredListings,
  hero,
  marketTeaser,
  meta,
  news,
  testimonials,
  valuationCta,
  whyWorkWith,
} from '../content/pages/home.ts';
import { ContactForm } from '../features/leads/index.ts';
import heroDetroit from '../assets/hero-detroit.svg?inline';

// Below the fold on every screen: the listings' data code loads when the section comes into view.
const FeaturedListings = deferred(() => import('../features/listings/FeaturedListings.tsx'));

// Under 4 kB, so the build inlines it as a data URI: the picture the page opens with (its largest
// paint) needs no request of its own.
const HERO_IMAGE = { src: heroDetroit, alt: '', width: 1600, height: 900 };

function Page() {
  return (
    <>
      <Seo {...meta} path="/" />
      <Hero {...hero} image={HERO_IMAGE} />
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
      <Section tone="sunken" aria-labelledby="featured-heading">
        <Stack gap="8">
          <Intro intro={featuredListings.intro} id="featured-heading" />
          <FeaturedListings placeholderHeight="24rem" />
          <div>
            <ButtonLink href={featuredListings.allLink.href} variant="secondary" iconEnd="arrowRight">
              {featuredListings.allLink.label}
            </ButtonLink>
          </div>
        </Stack>
      </Section>
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
      <Section tone="sunken" width="formCard" id="contact">
        <ContactForm {...contactForm} variant="home" placeholderHeight="48rem" />
      </Section>
    </>
  );
}

export { Page as Component };
