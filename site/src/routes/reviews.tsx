import { Hero, Stack } from '@agent-sites/ui';
import { Seo } from '../app/head.tsx';
import { Testimonials } from '../components/Testimonials.tsx';
import { Section } from '../components/Section.tsx';
import { featuredTestimonials, hero, meta, reviewForm } from '../content/pages/reviews.ts';
import { ReviewForm } from '../features/leads/index.ts';

/** /reviews: five featured testimonials and "Share Your Experience". */
export function Component() {
  return (
    <>
      <Seo {...meta} path="/reviews" />
      <Hero {...hero} size="compact" />
      <Section aria-label="Client testimonials">
        <Stack gap="8">
          <Testimonials items={featuredTestimonials} columns={2} />
        </Stack>
      </Section>
      <Section tone="sunken" width="formCard">
        <ReviewForm {...reviewForm} placeholderHeight="36rem" />
      </Section>
    </>
  );
}
